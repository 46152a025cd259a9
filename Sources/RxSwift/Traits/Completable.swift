/// The trait of `Completable`: no elements, just completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` ends with.
@frozen
public enum CompletableEvent {
    /// Failure.
    case error(Swift.Error)
    /// Success.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure a `Completable.create` body calls with its result.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A `Completable` whose subscriptions run `subscribe`, which calls the observer it is given once.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return Completable(raw: source)
    }

    /// Subscribes a closure that receives the result once.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next: break
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, error and disposal.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        let disposable = Disposables.disposedHandler(onDisposed)
        let observer: CompletableObserver = { event in
            switch event {
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            case .completed: onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(subscribe(observer), disposable)
    }

    /// Subscribes closures that receive `object` too, without keeping it alive.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in object.map { onCompleted?($0) } },
            onError: { [weak object] error in object.map { onError?($0, error) } },
            onDisposed: { [weak object] in object.map { onDisposed?($0) } })
    }

    /// A `Completable` that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never ends.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// Runs side effects around the result, subscription and disposal.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        primitiveSequence.withSideEffects {
            $0.do(
                onError: onError, afterError: afterError, onCompleted: onCompleted,
                afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                onSubscribed: onSubscribed, onDispose: onDispose)
        }
    }
}
