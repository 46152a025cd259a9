import Synchronization

/// Runs an action the first time it is disposed, from whichever thread gets there first.
final class AnonymousDisposable: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
        super.init()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}
