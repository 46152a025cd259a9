import RxSwift
import UIKit

extension Reactive where Base: UIViewController {
    /// Binds the controller's title.
    public var title: Binder<String> { Binder(base) { controller, title in controller.title = title } }

    /// Emits when the view has loaded.
    public var viewDidLoad: ControlEvent<Void> { moment(.didLoad).map { _ in () }.asControlEvent() }

    /// Emits `animated` when the view is about to come on screen.
    public var viewWillAppear: ControlEvent<Bool> { moment(.willAppear) }

    /// Emits `animated` when the view came on screen.
    public var viewDidAppear: ControlEvent<Bool> { moment(.didAppear) }

    /// Emits `animated` when the view is about to leave the screen.
    public var viewWillDisappear: ControlEvent<Bool> { moment(.willDisappear) }

    /// Emits `animated` when the view left the screen.
    public var viewDidDisappear: ControlEvent<Bool> { moment(.didDisappear) }

    /// Emits at `moment` of the lifecycle, whether or not an override calls `super`.
    private func moment(_ moment: LifecycleMoments) -> ControlEvent<Bool> {
        let source = Observable<Bool>.create { [weak controller = base] observer in
            guard let controller else {
                observer.on(.completed)
                return Disposables.create()
            }
            let token = controller.lifecycleHandlers.add(for: moment) { [weak controller] in
                if let controller { observer.on(.next(controller.transitionAnimated)) }
            }
            return Disposables.create { [weak controller] in controller?.lifecycleHandlers.remove(token) }
        }
        return ControlEvent(events: source.take(until: deallocated))
    }
}

extension ObservableType {
    /// The sequence as a control event.
    fileprivate func asControlEvent() -> ControlEvent<Element> { ControlEvent(events: self) }
}
