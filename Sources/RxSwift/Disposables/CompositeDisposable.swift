/// A group of disposables disposed together, in the order they were added.
///
/// Adding to a composite that is already disposed disposes the new one at once.
public final class CompositeDisposable: DisposeBase, Cancelable {
    /// The key of one member, for `remove(for:)`.
    public struct DisposeKey {
        fileprivate let key: BagKey
    }

    private let lock = RecursiveLock()
    private var disposables: Bag<Disposable>? = Bag()

    /// An empty composite.
    public override init() {
        super.init()
    }

    /// A composite of two disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        super.init()
        _ = disposables?.insert(disposable1)
        _ = disposables?.insert(disposable2)
    }

    /// A composite of three disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        super.init()
        for disposable in [disposable1, disposable2, disposable3] { _ = disposables?.insert(disposable) }
    }

    /// A composite of four or more disposables.
    public init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        super.init()
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables {
            _ = self.disposables?.insert(disposable)
        }
    }

    /// A composite of the given disposables.
    public init(disposables: [Disposable]) {
        super.init()
        for disposable in disposables { _ = self.disposables?.insert(disposable) }
    }

    /// Whether the composite was disposed.
    public var isDisposed: Bool { lock.performLocked { disposables == nil } }

    /// The number of members not yet removed or disposed.
    public var count: Int { lock.performLocked { disposables?.count ?? 0 } }

    /// Adds a member; if the composite is already disposed, disposes it at once and returns `nil`.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: BagKey? = lock.performLocked {
            disposables?.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// Removes the member for `key` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = lock.performLocked { disposables?.removeKey(disposeKey.key) }
        removed?.dispose()
    }

    /// Disposes every member, in the order they were added.
    public func dispose() {
        let members: Bag<Disposable>? = lock.performLocked {
            let current = disposables
            disposables = nil
            return current
        }
        members?.forEach { $0.dispose() }
    }
}
