/// Something that holds a resource, such as a subscription, until it is disposed.
public protocol Disposable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` was called.
    var isDisposed: Bool { get }
}

/// Base of the engine's disposable classes: counts them in `Resources.total`.
public class DisposeBase {
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }
}
