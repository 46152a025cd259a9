/// A disposable that disposes its underlying disposable only once it has been disposed itself
/// and every disposable handed out by `retain()` has been disposed too.
///
/// ```
/// let shared = RefCountDisposable(disposable: Disposables.create { print("gone") })
/// let user = shared.retain()
/// shared.dispose()   // nothing yet: `user` still holds it
/// user.dispose()     // gone
/// ```
public final class RefCountDisposable: DisposeBase, Cancelable {
    private let lock = RecursiveLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// A reference-counted wrapper around `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
        super.init()
    }

    /// Whether the underlying disposable has been disposed.
    public var isDisposed: Bool { lock.performLocked { disposable == nil } }

    /// A disposable that keeps the underlying one alive until it is disposed; once the
    /// underlying one is gone, a disposable that does nothing.
    public func retain() -> Disposable {
        lock.performLocked {
            guard disposable != nil else { return Disposables.create() }
            count += 1
            return RefCountRelease(owner: self)
        }
    }

    /// Disposes the underlying disposable now if nothing retains it, otherwise when the last
    /// retained disposable is disposed.
    public func dispose() {
        let target: Disposable? = lock.performLocked {
            guard let disposable, !primaryDisposed else { return nil }
            primaryDisposed = true
            if count == 0 {
                self.disposable = nil
                return disposable
            }
            return nil
        }
        target?.dispose()
    }

    fileprivate func release() {
        let target: Disposable? = lock.performLocked {
            guard let disposable else { return nil }
            count -= 1
            if primaryDisposed && count == 0 {
                self.disposable = nil
                return disposable
            }
            return nil
        }
        target?.dispose()
    }
}

/// One `retain()` of a `RefCountDisposable`: releases it once.
private final class RefCountRelease: DisposeBase, Disposable {
    private let owner: RefCountDisposable
    private let released = AtomicFlag()

    init(owner: RefCountDisposable) {
        self.owner = owner
        super.init()
    }

    func dispose() {
        if released.set() { owner.release() }
    }
}
