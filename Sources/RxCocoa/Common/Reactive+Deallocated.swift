import RxSwift
import UIKit

/// Emits once and completes when the object that keeps it goes.
final class DeallocationSignal {
    let subject = ReplaySubject<Void>.create(bufferSize: 1)

    deinit {
        subject.on(.next(()))
        subject.on(.completed)
    }
}

extension Reactive where Base: AnyObject {
    /// Emits `()` and completes when the object is deallocated: UIKit's views, controllers and
    /// bar items; other objects never tell (Linux has no associated objects to keep the signal).
    public var deallocated: Observable<Void> {
        guard let owner = base as? AssociatedObjectsOwner else { return .never() }
        let key = ObjectIdentifier(DeallocationSignal.self)
        if let signal = owner.associatedObjects[key] as? DeallocationSignal { return signal.subject.asObservable() }
        let signal = DeallocationSignal()
        owner.associatedObjects[key] = signal
        return signal.subject.asObservable()
    }
}
