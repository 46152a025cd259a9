extension ObservableType {
    /// Runs side effects around every event and around subscription and disposal, passing the
    /// events through unchanged. A throwing handler ends the sequence with its error.
    ///
    /// `onNext`/`onError`/`onCompleted` run before the event goes downstream, the `after…`
    /// handlers after; `onSubscribe` before subscribing upstream, `onSubscribed` after, and
    /// `onDispose` after the upstream subscription is disposed.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Do(
            source: asObservable(),
            before: { event in
                switch event {
                case .next(let element): try onNext?(element)
                case .error(let error): try onError?(error)
                case .completed: try onCompleted?()
                }
            },
            after: { event in
                switch event {
                case .next(let element): try afterNext?(element)
                case .error(let error): try afterError?(error)
                case .completed: try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

final class Do<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let before: (Event<Element>) throws -> Void
    private let after: (Event<Element>) throws -> Void
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>,
        before: @escaping (Event<Element>) throws -> Void,
        after: @escaping (Event<Element>) throws -> Void,
        onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.before = before
        self.after = after
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
        super.init(specializedRun: {
            unsafeDowncast($0, to: Do<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        onSubscribe?()
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let before = self.before
        let after = self.after
        let subscription = source.forwardEvents(to: { event in
            do {
                try before(event)
                sink.forward(event)
                try after(event)
                if event.isStopEvent { sink.dispose() }
            } catch {
                sink.forwardAndDispose(.error(error))
            }
        })
        onSubscribed?()
        let onDispose = self.onDispose
        let all = Disposables.create {
            subscription.dispose()
            onDispose?()
        }
        return (sink, all)
    }
}
