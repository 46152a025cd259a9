extension ObservableType {
    /// Drops every element and passes on only completion or error.
    ///
    /// As in RxSwift (where it is a `flatMap` into empty sequences), the source's subscription is
    /// disposed before completion goes downstream, so in a chain of `andThen`s each step is
    /// disposed before the next one is subscribed.
    ///
    /// ```
    /// -1-2-|  ignoreElements()  -----|
    /// ```
    public func ignoreElements() -> Observable<Swift.Never> {
        IgnoreElements(source: asObservable())
    }
}

extension ObservableType where Element == Swift.Never {
    /// This element-less sequence as a `Completable`.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

final class IgnoreElements<SourceElement>: Producer<Swift.Never> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init(specializedRun: {
            unsafeDowncast($0, to: IgnoreElements<SourceElement>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Swift.Never>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Swift.Never>(downstream: downstream, cancel: cancel)
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.forwardEvents(to: { event in
            switch event {
            case .next: break
            case .error(let error): sink.forwardAndDispose(.error(error))
            case .completed:
                subscription.dispose()
                sink.forwardAndDispose(.completed)
            }
        }))
        return (sink, subscription)
    }
}
