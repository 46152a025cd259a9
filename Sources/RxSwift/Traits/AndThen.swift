extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completes this, then continues with `second`; an error here skips `second`.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        AndThen(first: primitiveSequence.asObservable(), second: second)
    }

    /// Completes this, then continues with `second`.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: AndThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// Completes this, then continues with `second`.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: AndThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// Completes this, then continues with `second`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: AndThen(first: primitiveSequence.asObservable(), second: second.asObservable()))
    }
}

/// Subscribes `second` once `first` completes.
final class AndThen<Element>: Producer<Element> {
    private let first: Observable<Swift.Never>
    private let second: Observable<Element>

    init(first: Observable<Swift.Never>, second: Observable<Element>) {
        self.first = first
        self.second = second
        super.init(specializedRun: {
            unsafeDowncast($0, to: AndThen<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let serial = SerialDisposable()
        let second = self.second
        let firstSubscription = SingleAssignmentDisposable()
        serial.disposable = firstSubscription
        firstSubscription.setDisposable(first.forwardEvents(to: { event in
            switch event {
            case .next: break
            case .error(let error):
                sink.forwardAndDispose(.error(error))
            case .completed:
                serial.disposable = second.forwardEvents(to: { event in
                    if event.isStopEvent {
                        sink.forwardAndDispose(event)
                    } else {
                        sink.forward(event)
                    }
                })
            }
        }))
        return (sink, serial)
    }
}
