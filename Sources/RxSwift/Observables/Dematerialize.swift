extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into the events themselves: the reverse of
    /// `materialize()`. A stop event among the elements ends the sequence.
    ///
    /// ```
    /// Observable.of(Event.next(1), .completed).dematerialize()   // next(1), completed
    /// ```
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

final class Dematerialize<SourceElement: EventConvertible>: Producer<SourceElement.Element> {
    typealias Element = SourceElement.Element

    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init(specializedRun: {
            unsafeDowncast($0, to: Dematerialize<SourceElement>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next(let element):
                let inner = element.event
                if inner.isStopEvent {
                    sink.forwardAndDispose(inner)
                } else {
                    sink.forward(inner)
                }
            case .error(let error):
                sink.forwardAndDispose(.error(error))
            case .completed:
                sink.forwardAndDispose(.completed)
            }
        })
        return (sink, subscription)
    }
}
