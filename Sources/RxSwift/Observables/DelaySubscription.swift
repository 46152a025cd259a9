extension ObservableType {
    /// Subscribes to this sequence only after `dueTime`, shifting all of its events later.
    ///
    /// ```
    /// cold -1-2-|  delaySubscription(3 ticks)  ----1-2-|
    /// ```
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySubscription<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: DelaySubscription<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let source = self.source
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            source.forwardEvents(to: { event in
                if event.isStopEvent {
                    sink.forwardAndDispose(event)
                } else {
                    sink.forward(event)
                }
            })
        }
        return (sink, subscription)
    }
}
