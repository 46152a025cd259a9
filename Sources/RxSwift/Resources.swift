import Synchronization

/// Counts the engine's live resources: observables, subscriptions and disposables.
///
/// When every subscription is disposed and every sequence released, `total` returns to
/// where it started; a number that keeps growing is a leak.
public enum Resources {
    private static let counter = Atomic<Int32>(0)

    /// The number of live resources.
    public static var total: Int32 { counter.load(ordering: .relaxed) }

    /// Counts one more live resource.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        counter.add(1, ordering: .relaxed).newValue
    }

    /// Counts one resource fewer.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        counter.subtract(1, ordering: .relaxed).newValue
    }
}
