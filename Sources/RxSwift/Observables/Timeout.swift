extension ObservableType {
    /// Fails with `RxError.timeout` if the first element does not come within `dueTime` of
    /// subscribing, or any later element within `dueTime` of the one before.
    ///
    /// ```
    /// -1-2------3  timeout(3 ticks)  -1-2--X
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if the first element does not come within `dueTime` of subscribing, or
    /// any later element within `dueTime` of the one before.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

final class Timeout<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: Timeout<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = TimeoutSink(downstream: downstream, cancel: cancel, dueTime: dueTime, other: other,
                               scheduler: scheduler)
        return (sink, sink.run(source))
    }
}

/// Numbers the source's events; a timer that fires while its number is still the latest
/// switches the subscription over to `other`.
private final class TimeoutSink<Element>: Sink<Element> {
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()

    // Guarded by `lock`.
    private var eventID = 0
    private var switched = false

    init(downstream: @escaping Downstream<Element>, cancel: Cancelable, dueTime: RxTimeInterval,
         other: Observable<Element>, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer()
        original.setDisposable(source.forwardEvents(to: { [self] event in on(event) }))
        return Disposables.create(subscription, timer)
    }

    private func on(_ event: Event<Element>) {
        let sourceWins: Bool = lock.performLocked {
            if switched { return false }
            eventID &+= 1
            return true
        }
        guard sourceWins else { return }
        if event.isStopEvent {
            forwardAndDispose(event)
        } else {
            forward(event)
            startTimer()
        }
    }

    private func startTimer() {
        if timer.isDisposed { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        let id = lock.performLocked { eventID }
        scheduled.setDisposable(scheduler.scheduleRelative(id, dueTime: dueTime) { [self] id in
            let timerWins: Bool = lock.performLocked {
                switched = id == eventID
                return switched
            }
            if timerWins {
                subscription.disposable = other.forwardEvents(to: { [self] event in
                    if event.isStopEvent {
                        forwardAndDispose(event)
                    } else {
                        forward(event)
                    }
                })
            }
            return Disposables.create()
        })
    }
}
