extension ObservableType {
    /// Passes on this sequence's events until `other` sends an element, then completes; an
    /// error from `other` ends the sequence with that error, its completion changes nothing.
    ///
    /// `other` is subscribed before this sequence.
    /// ```
    /// -1-2-3-4-|  take(until: ----x-)  -1-2-|
    /// ```
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// The RxSwift 5 spelling of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

final class TakeUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init(specializedRun: {
            unsafeDowncast($0, to: TakeUntil<Element, Other>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let lock = RecursiveLock()
        let otherSubscription = SingleAssignmentDisposable()
        otherSubscription.setDisposable(
            other.forwardEvents(to: { event in
                lock.performLocked {
                    switch event {
                    case .next: sink.forwardAndDispose(.completed)
                    case .error(let error): sink.forwardAndDispose(.error(error))
                    case .completed: otherSubscription.dispose()
                    }
                }
            }))
        let sourceSubscription = source.forwardEvents(to: { event in
            lock.performLocked {
                if event.isStopEvent {
                    sink.forwardAndDispose(event)
                } else {
                    sink.forward(event)
                }
            }
        })
        return (sink, Disposables.create(sourceSubscription, otherSubscription))
    }
}
