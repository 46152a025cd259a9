import RxSwift
import UIKit

extension Reactive where Base: UIBarButtonItem {
    /// The item's taps; completes when the item goes.
    public var tap: ControlEvent<Void> {
        let source = Observable<Void>.create { [weak item = base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let item else {
                observer.on(.completed)
                return Disposables.create()
            }
            let token = item.addTapHandler { observer.on(.next(())) }
            return Disposables.create { [weak item] in item?.removeTapHandler(token) }
        }
        return ControlEvent(events: source.take(until: deallocated))
    }

    /// Binds whether the item is enabled.
    public var isEnabled: Binder<Bool> { Binder(base) { item, value in item.isEnabled = value } }

    /// Binds the item's title.
    public var title: Binder<String> { Binder(base) { item, value in item.title = value } }
}
