import Synchronization

/// A flag that is set once, from any thread; `set()` tells whether this call was the one that set it.
final class AtomicFlag: @unchecked Sendable {
    private let value = Atomic<Bool>(false)

    init() {}

    /// Whether the flag is set.
    @inline(__always)
    var isSet: Bool { value.load(ordering: .acquiring) }

    /// Sets the flag; returns `true` if it was not set before.
    @inline(__always)
    @discardableResult
    func set() -> Bool {
        !value.exchange(true, ordering: .acquiringAndReleasing)
    }
}
