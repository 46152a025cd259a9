/// Holds one disposable at a time: replacing it disposes the previous one.
///
/// Once disposed, any disposable assigned afterwards is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = RecursiveLock()
    private var current: Disposable?
    private var disposed = false

    /// An empty serial disposable.
    public override init() {
        super.init()
    }

    /// Whether the serial disposable was disposed.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// The current member; setting it disposes the previous one.
    public var disposable: Disposable {
        get { lock.performLocked { current ?? Disposables.create() } }
        set {
            let previous: Disposable? = lock.performLocked {
                if disposed { return newValue }
                let old = current
                current = newValue
                return old
            }
            previous?.dispose()
        }
    }

    /// Disposes the current member and every later one.
    public func dispose() {
        let member: Disposable? = lock.performLocked {
            if disposed { return nil }
            disposed = true
            let old = current
            current = nil
            return old
        }
        member?.dispose()
    }
}
