import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// Removes one subscriber from a subject when its subscription is disposed.
final class SubjectSubscription: DisposeBase, Disposable {
    private weak var owner: SubscriberRemoving?
    private let key: BagKey
    private let disposed = Atomic<Bool>(false)

    init(owner: SubscriberRemoving, key: BagKey) {
        self.owner = owner
        self.key = key
        super.init()
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        owner?.removeSubscriber(key)
    }
}

/// Notices an event that arrives while a subject is still delivering the previous one.
final class DeliveryTracker {
    private let depth = Atomic<Int>(0)
    private let owner = Atomic<UInt>(0)

    /// Marks the start of a delivery; reports a reentrant or concurrent one.
    @inline(__always)
    func enter() {
        let current = currentThreadID()
        if depth.add(1, ordering: .acquiringAndReleasing).oldValue > 0 {
            Hooks.report(owner.load(ordering: .relaxed) == current ? .reentrancy : .synchronization)
        } else {
            owner.store(current, ordering: .relaxed)
        }
    }

    /// Marks the end of a delivery.
    @inline(__always)
    func leave() {
        depth.subtract(1, ordering: .acquiringAndReleasing)
    }
}

@inline(__always)
func currentThreadID() -> UInt {
    #if os(Linux)
    return UInt(pthread_self())
    #else
    return UInt(bitPattern: pthread_self())
    #endif
}
