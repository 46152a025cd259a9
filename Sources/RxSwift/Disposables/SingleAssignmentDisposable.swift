import Synchronization

/// Holds a disposable that is assigned exactly once, possibly after this is disposed.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    private static let disposedBit = 1
    private static let assignedBit = 2

    private let state = Atomic<Int>(0)
    private var member: Disposable?

    /// An empty single-assignment disposable.
    public override init() {
        super.init()
    }

    /// Whether it was disposed.
    public var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    /// Assigns the member; disposes it at once if this is already disposed.
    ///
    /// Assigning twice is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        member = disposable
        let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
        precondition(previous & Self.assignedBit == 0, "SingleAssignmentDisposable was already assigned")
        if previous & Self.disposedBit != 0 {
            disposable.dispose()
            member = nil
        }
    }

    /// Disposes the member, now or when it is assigned.
    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.assignedBit != 0 {
            let assigned = member.take()
            assigned?.dispose()
        }
    }
}
