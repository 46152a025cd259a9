import Synchronization

extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// ```
    /// Observable.of(1).subscribe { print($0) }   // next(1), completed
    /// ```
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        if Instrumentation.observer != nil { return subscribeWatched(on) }
        // The observer's `on` is taken here, where the element type is known, so it runs
        // specialized; `Producer.subscribe` would take it in unspecialized code.
        return asObservable().forwardEvents(to: AnonymousObserver(on).on)
    }

    /// `subscribe(_:)` reporting to the playground's watcher.
    private func subscribeWatched(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let source = asObservable()
        let token = SubscriptionToken()
        let watcher = Instrumentation.observer
        let lane = watcher?.subscribing(token, to: source)
        let inner = source.forwardEvents(
            to: AnonymousObserver<Element> { event in
                ElementOrigin.delivering {
                    if let lane { Instrumentation.record(event, in: lane) }
                    on(event)
                }
                if event.isStopEvent { watcher?.subscriptionEnded(token) }
            }.on)
        let result = WatchedSubscription(inner) { watcher?.subscriptionEnded(token) }
        watcher?.subscription(token, returned: result as AnyObject)
        return result
    }

    /// Subscribes closures for elements, error, completion and disposal.
    ///
    /// `onDisposed` runs after a stop event has been handled, or when the subscription is
    /// disposed, whichever comes first.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeHandlers(
            asObservable(), onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` too, without keeping it alive; once it is
    /// released, the handlers are skipped.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] value in
                guard let object else { return }
                onNext?(object, value)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` over the observable itself, so that it can
/// be prespecialized: unoptimized learner code calls the generic entry, which dispatches to the
/// specialization for its element type, and the per-event closure made here runs specialized.
@_specialize(where Element == Int)
@_specialize(where Element == String)
func subscribeHandlers<Element>(
    _ source: Observable<Element>,
    onNext: ((Element) -> Void)?,
    onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
) -> Disposable {
    let callStack = Hooks.subscriptionCallStack()
    let disposable = Disposables.disposedHandler(onDisposed)
    let watcher = Instrumentation.observer
    let token = watcher.map { _ in SubscriptionToken() }
    let lane = token.flatMap { watcher?.subscribing($0, to: source) }
    // RxSwift's debug build checks this observer for reentrancy too.
    let tracker = DeliveryTracker.ifOn()
    let observer = AnonymousObserver<Element> { event in
        tracker?.enter()
        defer { tracker?.leave() }
        func handle() {
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        guard let lane else { return handle() }
        ElementOrigin.delivering {
            // The token lives as long as this observer, as the subscription's identity for the
            // watcher, which holds it weakly.
            withExtendedLifetime(token) { Instrumentation.record(event, in: lane) }
            handle()
        }
    }
    guard let watcher, let token else { return Disposables.create(source.forwardEvents(to: observer.on), disposable) }
    let result = WatchedSubscription(Disposables.create(source.forwardEvents(to: observer.on), disposable)) {
        watcher.subscriptionEnded(token)
    }
    watcher.subscription(token, returned: result as AnyObject)
    return result
}

/// What identifies one watched subscription to the playground's watcher.
final class SubscriptionToken {}

/// What a watched subscription returns: the subscription an unwatched one returns, then the
/// watcher's note that it ended. Not counted in `Resources.total`: watching must not show.
final class WatchedSubscription: Disposable {
    private let inner: Disposable
    private let ended: () -> Void
    private let disposed = Atomic<Bool>(false)

    init(_ inner: Disposable, ended: @escaping () -> Void) {
        self.inner = inner
        self.ended = ended
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        inner.dispose()
        ended()
    }
}
