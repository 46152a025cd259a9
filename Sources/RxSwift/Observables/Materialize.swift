extension ObservableType {
    /// Turns every event of the source into an element, then completes after the source's
    /// stop event has been sent as an element.
    ///
    /// ```
    /// Observable.of(1).materialize()   // next(next(1)), next(completed), completed
    /// ```
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

final class Materialize<SourceElement>: Producer<Event<SourceElement>> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init(specializedRun: {
            unsafeDowncast($0, to: Materialize<SourceElement>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Event<SourceElement>>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Event<SourceElement>>(downstream: downstream, cancel: cancel)
        let subscription = source.forwardEvents(to: { event in
            sink.forward(.next(event))
            if event.isStopEvent { sink.forwardAndDispose(.completed) }
        })
        return (sink, subscription)
    }
}
