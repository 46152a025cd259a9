extension ObservableType {
    /// Drops this sequence's elements until `other` sends an element, then passes them on.
    ///
    /// An error from either ends the sequence. If this sequence completes before `other` has
    /// sent an element, the result never ends (as in RxSwift); `other` completing changes nothing.
    /// This sequence is subscribed before `other`.
    /// ```
    /// -1-2-3-4-|  skip(until: ---x-)  -----3-4-|
    /// ```
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    /// The RxSwift 5 spelling of `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

final class SkipUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init(specializedRun: {
            unsafeDowncast($0, to: SkipUntil<Element, Other>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let lock = RecursiveLock()
        var open = false
        let sourceSubscription = source.forwardEvents(to: { event in
            lock.performLocked {
                switch event {
                case .next:
                    if open { sink.forward(event) }
                case .error:
                    sink.forwardAndDispose(event)
                case .completed:
                    if open { sink.forward(event) }
                    sink.dispose()
                }
            }
        })
        let otherSubscription = SingleAssignmentDisposable()
        otherSubscription.setDisposable(
            other.forwardEvents(to: { event in
                lock.performLocked {
                    switch event {
                    case .next:
                        open = true
                        otherSubscription.dispose()
                    case .error(let error):
                        sink.forwardAndDispose(.error(error))
                    case .completed:
                        otherSubscription.dispose()
                    }
                }
            }))
        return (sink, Disposables.create(sourceSubscription, otherSubscription))
    }
}
