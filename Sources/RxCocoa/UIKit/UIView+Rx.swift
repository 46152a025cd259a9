import RxSwift
import UIKit

extension Reactive where Base: UIView {
    /// Binds whether the view is hidden.
    public var isHidden: Binder<Bool> { Binder(base) { view, value in view.isHidden = value } }

    /// Binds the view's opacity.
    public var alpha: Binder<CGFloat> { Binder(base) { view, value in view.alpha = value } }

    /// Binds the view's background color.
    public var backgroundColor: Binder<UIColor?> { Binder(base) { view, value in view.backgroundColor = value } }

    /// Binds whether the view takes touches.
    public var isUserInteractionEnabled: Binder<Bool> {
        Binder(base) { view, value in view.isUserInteractionEnabled = value }
    }
}

extension Reactive where Base: UILabel {
    /// Binds the label's text.
    public var text: Binder<String?> { Binder(base) { label, text in label.text = text } }
}

extension Reactive where Base: UIImageView {
    /// Binds the image shown.
    public var image: Binder<UIImage?> { Binder(base) { view, image in view.image = image } }
}

extension Reactive where Base: UIScrollView {
    /// The content offset: the current one, then each change; binding sets it.
    public var contentOffset: ControlProperty<CGPoint> {
        let source = Observable<CGPoint>.create { [weak view = base] observer in
            guard let view else {
                observer.on(.completed)
                return Disposables.create()
            }
            observer.on(.next(view.contentOffset))
            let token = view.scrollHandlers.add(for: .valueChanged) { [weak view] in
                if let view { observer.on(.next(view.contentOffset)) }
            }
            return Disposables.create { [weak view] in view?.scrollHandlers.remove(token) }
        }
        return ControlProperty(
            values: source.take(until: deallocated),
            valueSink: Binder(base) { view, offset in view.contentOffset = offset })
    }

    /// Emits after each change of the content offset.
    public var didScroll: ControlEvent<Void> {
        ControlEvent(events: contentOffset.changed.map { _ in () })
    }
}
