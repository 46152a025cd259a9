import Synchronization

/// A disposable whose only state is whether it was disposed.
public final class BooleanDisposable: Cancelable {
    /// A disposable that is already disposed. Internal, as in RxSwift, where code outside the
    /// module is told it is inaccessible.
    static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let disposed: Atomic<Bool>

    /// A disposable that is not yet disposed.
    public init() {
        disposed = Atomic(false)
    }

    /// A disposable in the given state.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Marks the disposable disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
