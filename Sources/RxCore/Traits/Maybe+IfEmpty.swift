extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `default` if this `Maybe` completes empty.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: IfEmptyDefault(source: primitiveSequence.asObservable(), fallback: `default`))
    }

    /// Continues with `other` if this `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: IfEmptySwitch(source: primitiveSequence.asObservable(), other: other.asObservable()))
    }

    /// Continues with `other` if this `Maybe` completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: IfEmptySwitch(source: primitiveSequence.asObservable(), other: other.asObservable()))
    }
}

/// Sends `fallback` before completing if the source completes without elements.
private final class IfEmptyDefault<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let fallback: Element

    init(source: Observable<Element>, fallback: Element) {
        self.source = source
        self.fallback = fallback
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let fallback = self.fallback
        var isEmpty = true
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next:
                isEmpty = false
                sink.forward(event)
            case .error:
                sink.forwardAndDispose(event)
            case .completed:
                if isEmpty { sink.forward(.next(fallback)) }
                sink.forwardAndDispose(.completed)
            }
        })
        return (sink, subscription)
    }
}

/// Subscribes to `other` if the source completes without elements.
private final class IfEmptySwitch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let other = self.other
        let otherSubscription = SingleAssignmentDisposable()
        var isEmpty = true
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next:
                isEmpty = false
                sink.forward(event)
            case .error:
                sink.forwardAndDispose(event)
            case .completed:
                guard isEmpty else {
                    sink.forwardAndDispose(.completed)
                    return
                }
                otherSubscription.setDisposable(
                    other.forwardEvents(to: { event in
                        if event.isStopEvent {
                            sink.forwardAndDispose(event)
                        } else {
                            sink.forward(event)
                        }
                    }))
            }
        })
        return (sink, Disposables.create(subscription, otherSubscription))
    }
}
