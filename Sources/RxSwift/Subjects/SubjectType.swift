import Synchronization

/// An observable that is also an observer: what it receives, it sends to its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType
    /// The subject as an observer.
    func asObserver() -> Observer
}

/// A subject that can drop one subscriber by key.
protocol SubscriberRemoving: AnyObject {
    func removeSubscriber(_ key: BagKey)
}

/// Removes one subscriber from a subject when its subscription is disposed. Not counted in
/// `Resources.total` (RxSwift's is a struct).
final class SubjectSubscription: Disposable {
    private weak var owner: SubscriberRemoving?
    private let key: BagKey
    private let disposed = Atomic<Bool>(false)

    init(owner: SubscriberRemoving, key: BagKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        owner?.removeSubscriber(key)
    }
}
