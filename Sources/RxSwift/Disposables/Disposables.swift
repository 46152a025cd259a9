/// Factory methods for disposables.
public struct Disposables {
    private init() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable {
        NopDisposable.shared
    }

    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes `disposable1`, then `disposable2`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes the three in order.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them: as in RxSwift, the ones after the third first,
    /// in order, then the first three.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: disposables + [disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes all of `disposables` in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

extension Disposables {
    /// What runs a subscriber's `onDisposed`: once, at its stop event or at disposal.
    static func disposedHandler(_ onDisposed: (() -> Void)?) -> Disposable {
        guard let onDisposed else { return NopDisposable.shared }
        return AnonymousDisposable(onDisposed)
    }
}

/// The shared do-nothing disposable.
struct NopDisposable: Disposable {
    static let shared: Disposable = NopDisposable()
    func dispose() {}
}
