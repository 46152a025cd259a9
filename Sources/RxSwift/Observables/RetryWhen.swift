extension ObservableType {
    /// On an error of type `Error`, resubscribes to the source when the sequence
    /// `notificationHandler` made from the errors sends an element; its completion or error
    /// ends the sequence the same way. Errors of other types are passed on at once.
    ///
    /// The handler is called once per subscription, with the sequence of that subscription's
    /// errors; the failed attempt is disposed before the error is sent to it.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen(source: asObservable()) { notificationHandler($0).asObservable() }
    }

    /// On an error, resubscribes to the source when the sequence `notificationHandler` made
    /// from the errors sends an element; its completion or error ends the sequence the same way.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhen(source: asObservable()) { notificationHandler($0).asObservable() }
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

final class RetryWhen<Element, Failure: Swift.Error, Trigger>: Producer<Element> {
    typealias Handler = (Observable<Failure>) -> Observable<Trigger>

    private let source: Observable<Element>
    private let notificationHandler: Handler

    init(source: Observable<Element>, notificationHandler: @escaping Handler) {
        self.source = source
        self.notificationHandler = notificationHandler
        super.init(specializedRun: {
            unsafeDowncast($0, to: RetryWhen<Element, Failure, Trigger>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = RetryWhenSink(
            source: source, notificationHandler: notificationHandler, downstream: downstream, cancel: cancel)
        return (sink, sink.start())
    }
}

private final class RetryWhenSink<Element, Failure: Swift.Error, Trigger>: Sink<Element> {
    let failures = PublishSubject<Failure>()
    let triggers = PublishSubject<Trigger>()
    private let source: Observable<Element>
    private let handler: Observable<Trigger>
    private let current = SerialDisposable()
    private let gate = RetryGate()

    init(
        source: Observable<Element>, notificationHandler: RetryWhen<Element, Failure, Trigger>.Handler,
        downstream: @escaping Downstream<Element>, cancel: Cancelable
    ) {
        self.source = source
        handler = notificationHandler(failures)
        super.init(downstream: downstream, cancel: cancel)
    }

    func start() -> Disposable {
        let handlerSubscription = handler.forwardEvents(to: triggers.on)
        gate.run(subscribeNext)
        return Disposables.create(current, handlerSubscription)
    }

    private func subscribeNext() {
        if isDisposed { return }
        let attempt = RetryWhenAttempt(sink: self)
        current.disposable = attempt
        attempt.source.setDisposable(source.forwardEvents(to: attempt.on))
    }

    /// What the handler's sequence says after a failure: retry, or end.
    func onTrigger(_ event: Event<Trigger>) {
        switch event {
        case .next: gate.run(subscribeNext)
        case .error(let error): forwardAndDispose(.error(error))
        case .completed: forwardAndDispose(.completed)
        }
    }

    override func dispose() {
        super.dispose()
        current.dispose()
        gate.close()
    }
}

/// One subscription to the source, and its wait for the handler's verdict once it fails.
private final class RetryWhenAttempt<Element, Failure: Swift.Error, Trigger>: Disposable {
    let source = SingleAssignmentDisposable()
    private let trigger = SingleAssignmentDisposable()
    private let sink: RetryWhenSink<Element, Failure, Trigger>

    init(sink: RetryWhenSink<Element, Failure, Trigger>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            sink.forward(event)
        case .error(let error):
            guard let failure = error as? Failure else {
                sink.forwardAndDispose(.error(error))
                return
            }
            source.dispose()
            trigger.setDisposable(sink.triggers.forwardEvents(to: sink.onTrigger))
            sink.failures.on(.next(failure))
        case .completed:
            sink.forwardAndDispose(.completed)
        }
    }

    func dispose() {
        source.dispose()
        trigger.dispose()
    }
}
