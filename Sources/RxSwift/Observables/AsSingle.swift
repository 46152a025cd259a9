extension ObservableType {
    /// This sequence as a `Single`: its one element once it completes.
    ///
    /// Fails with `RxError.moreThanOneElement` as soon as a second element arrives, and with
    /// `RxError.noElements` if it completes empty.
    public func asSingle() -> Single<Element> {
        Single(raw: SingleElement(source: asObservable(), emptyIsError: true))
    }

    /// This sequence as a `Maybe`: its element, if any, once it completes.
    ///
    /// Fails with `RxError.moreThanOneElement` as soon as a second element arrives.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: SingleElement(source: asObservable(), emptyIsError: false))
    }

    /// The first element, or `nil` if the sequence completes empty, as a `Single`.
    public func first() -> Single<Element?> {
        Single(raw: First(source: asObservable()))
    }
}

/// Waits for completion and sends the one element the source had.
final class SingleElement<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let emptyIsError: Bool

    init(source: Observable<Element>, emptyIsError: Bool) {
        self.source = source
        self.emptyIsError = emptyIsError
        super.init(specializedRun: {
            unsafeDowncast($0, to: SingleElement<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let emptyIsError = self.emptyIsError
        var element: Element?
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next(let value):
                if element != nil {
                    sink.forwardAndDispose(.error(RxError.moreThanOneElement))
                    return
                }
                element = value
            case .error:
                sink.forwardAndDispose(event)
            case .completed:
                if let element {
                    sink.forward(.next(element))
                    sink.forwardAndDispose(.completed)
                } else if emptyIsError {
                    sink.forwardAndDispose(.error(RxError.noElements))
                } else {
                    sink.forwardAndDispose(.completed)
                }
            }
        })
        return (sink, subscription)
    }
}

/// Sends the first element (or `nil`) and completes.
final class First<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init(specializedRun: {
            unsafeDowncast($0, to: First<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element?>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element?>(downstream: downstream, cancel: cancel)
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next(let value):
                sink.forward(.next(value))
                sink.forwardAndDispose(.completed)
            case .error(let error):
                sink.forwardAndDispose(.error(error))
            case .completed:
                sink.forward(.next(nil))
                sink.forwardAndDispose(.completed)
            }
        })
        return (sink, subscription)
    }
}
