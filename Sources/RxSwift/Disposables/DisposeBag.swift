/// Collects disposables and disposes them, in the order they were added, when it is released.
///
/// The usual way to tie subscriptions to an owner's lifetime: assign a new bag to dispose
/// everything in the old one.
public final class DisposeBag: DisposeBase {
    private let lock = RecursiveLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// An empty bag.
    public override init() {
        super.init()
    }

    /// Adds `disposable`; if the bag is already disposing, disposes it at once.
    public func insert(_ disposable: Disposable) {
        let accepted: Bool = lock.performLocked {
            if isDisposed { return false }
            disposables.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Adds every disposable given, in order.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every disposable given, in order.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    /// The number of disposables held.
    var count: Int { lock.performLocked { disposables.count } }

    private func dispose() {
        let members: [Disposable] = lock.performLocked {
            let current = disposables
            disposables.removeAll()
            isDisposed = true
            return current
        }
        for member in members { member.dispose() }
    }

    deinit {
        dispose()
    }
}

extension DisposeBag {
    /// A bag holding the given disposables.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// A bag holding the given disposables.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, to be disposed when the bag is released.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

extension DisposeBag {
    /// A bag holding the disposables listed in `builder`, one per line.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables listed in `builder`, one per line, in order.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Collects the disposables listed one per line in a `DisposeBag` builder block.
    @resultBuilder
    public struct DisposableBuilder {
        /// The listed disposables, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
