extension ObservableType {
    /// On every element (or the completion) of `sampler`, sends this sequence's latest element if
    /// a new one came since the previous sample, else `defaultValue` if given.
    ///
    /// Completes on the first sample after this sequence completed; `sampler` completing only
    /// takes a last sample.
    /// ```
    /// source  -12--3---|
    /// sampler ---x---x---x
    /// result  ---2---3---|
    /// ```
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

final class Sample<Element, SampleType>: Producer<Element> {
    private let source: Observable<Element>
    private let sampler: Observable<SampleType>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SampleType>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
        super.init(specializedRun: {
            unsafeDowncast($0, to: Sample<Element, SampleType>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let lock = RecursiveLock()
        let defaultValue = self.defaultValue
        var latest: Element?
        // The origin `latest` arrived with (`ElementOrigin`): the sampler's event is not its own.
        var latestOrigin = 0
        var sourceEnded = false

        let sourceSubscription = SingleAssignmentDisposable()
        sourceSubscription.setDisposable(source.forwardEvents(to: { event in
            lock.performLocked {
                switch event {
                case .next(let element):
                    latest = element
                    latestOrigin = ElementOrigin.current
                case .error:
                    sink.forwardAndDispose(event)
                case .completed:
                    sourceEnded = true
                    sourceSubscription.dispose()
                }
            }
        }))
        let samplerSubscription = sampler.forwardEvents(to: { event in
            lock.performLocked {
                switch event {
                case .next, .completed:
                    if let element = latest {
                        latest = nil
                        ElementOrigin.resuming(latestOrigin) { sink.forward(.next(element)) }
                    } else if let element = defaultValue {
                        sink.forwardAnew(element)
                    }
                    if sourceEnded { sink.forwardAndDispose(.completed) }
                case .error(let error):
                    sink.forwardAndDispose(.error(error))
                }
            }
        })
        return (sink, Disposables.create(sourceSubscription, samplerSubscription))
    }
}
