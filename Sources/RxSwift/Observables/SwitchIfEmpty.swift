extension ObservableType {
    /// Continues with `other` if this sequence completes without elements.
    ///
    /// ```
    /// ---|  ifEmpty(switchTo: .of(1, 2))  ---(12|)
    /// ```
    /// As in RxSwift, the finished source's subscription is disposed together with `other`'s,
    /// when the result ends or is disposed.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        IfEmptySwitch(source: asObservable(), other: other)
    }
}

/// Subscribes to `other` if the source completes without elements.
final class IfEmptySwitch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
        super.init(specializedRun: {
            unsafeDowncast($0, to: IfEmptySwitch<Element>.self).run($1, cancel: $2)
        })
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
