extension ObservableType {
    /// Drops the elements that come within `duration` of subscribing; errors and completion
    /// always pass.
    ///
    /// ```
    /// -1-2-3-4-|  skip(4 ticks)  -----3-4-|
    /// ```
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipForDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

final class SkipForDuration<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: SkipForDuration<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let open = AtomicFlag()
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            open.set()
            return Disposables.create()
        }
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next:
                if open.isSet { sink.forward(event) }
            case .error, .completed:
                sink.forwardAndDispose(event)
            }
        })
        return (sink, Disposables.create(timer, subscription))
    }
}
