extension ObservableType {
    /// Passes this sequence's events on for `duration` after subscribing, then completes.
    ///
    /// ```
    /// -1-2-3-4-  take(for: 6 ticks)  -1-2-3|
    /// ```
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeForDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// The RxSwift 5 spelling of `take(for:scheduler:)`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

final class TakeForDuration<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: TakeForDuration<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let lock = RecursiveLock()
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            lock.performLocked { sink.forwardAndDispose(.completed) }
            return Disposables.create()
        }
        let subscription = source.forwardEvents(to: { event in
            lock.performLocked {
                if event.isStopEvent {
                    sink.forwardAndDispose(event)
                } else {
                    sink.forward(event)
                }
            }
        })
        return (sink, Disposables.create(timer, subscription))
    }
}
