import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices an event that arrives while the previous one is still being delivered, where a debug
/// build of RxSwift checks: subjects, `create` observers, every operator's sink as it forwards,
/// and the observer `subscribe(onNext:…)` makes.
///
/// Each one counts in `Resources.total` while it lives, as the lock of RxSwift's
/// `SynchronizationTracker` does.
final class DeliveryTracker {
    private let depth = Atomic<Int>(0)
    private let owner = Atomic<UInt>(0)

    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether sinks and `subscribe(onNext:…)` observers made from now on track their deliveries
    /// (true while `Hooks.anomalyDetected` is set); subjects and `create` observers always do.
    static let isOn = Atomic<Bool>(false)

    /// A tracker when tracking is on, else nil (nothing to pay per event).
    @inline(__always)
    static func ifOn() -> DeliveryTracker? {
        isOn.load(ordering: .relaxed) ? DeliveryTracker() : nil
    }

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
