import Synchronization

/// Disposes two disposables, first then second, once.
final class BinaryDisposable: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    private var first: Disposable?
    private var second: Disposable?

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
        super.init()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let first = self.first.take()
        let second = self.second.take()
        first?.dispose()
        second?.dispose()
    }
}
