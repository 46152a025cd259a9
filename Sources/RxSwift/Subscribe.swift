extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// ```
    /// Observable.of(1).subscribe { print($0) }   // next(1), completed
    /// ```
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        // The observer's `on` is taken here, where the element type is known, so it runs
        // specialized; `Producer.subscribe` would take it in unspecialized code.
        asObservable().forwardEvents(to: AnonymousObserver(on).on)
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
        let callStack = Hooks.subscriptionCallStack()
        let disposable = Disposables.disposedHandler(onDisposed)
        let observer = AnonymousObserver<Element> { event in
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
        return Disposables.create(asObservable().forwardEvents(to: observer.on), disposable)
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
