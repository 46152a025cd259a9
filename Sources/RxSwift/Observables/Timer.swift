extension ObservableType where Element: RxAbstractInteger {
    /// Counts 0, 1, 2, … one number every `period`, starting one period after subscribing; never
    /// ends.
    ///
    /// ```
    /// Observable<Int>.interval(.seconds(1), scheduler: s)   // 0 at 1s, 1 at 2s, 2 at 3s, …
    /// ```
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        PeriodicTimer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// Sends 0 after `dueTime`; then, given a `period`, counts on every period and never ends,
    /// and without one completes right after the 0.
    ///
    /// ```
    /// Observable<Int>.timer(.seconds(2), scheduler: s)                      // 0 at 2s, completed
    /// Observable<Int>.timer(.seconds(2), period: .seconds(1), scheduler: s) // 0 at 2s, 1 at 3s, …
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Observable<Element>
    {
        if let period {
            return PeriodicTimer(dueTime: dueTime, period: period, scheduler: scheduler)
        }
        return OneShotTimer(dueTime: dueTime, scheduler: scheduler)
    }
}

/// Counts up on a scheduler's periodic ticks.
final class PeriodicTimer<Element: RxAbstractInteger>: Producer<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: PeriodicTimer<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let lock = RecursiveLock()
        let subscription = scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { count in
            lock.performLocked {
                sink.forward(.next(count))
                return count &+ 1
            }
        }
        return (sink, subscription)
    }
}

/// Sends 0 once, after a delay, and completes.
final class OneShotTimer<Element: RxAbstractInteger>: Producer<Element> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: OneShotTimer<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            sink.forward(.next(0))
            sink.forwardAndDispose(.completed)
            return Disposables.create()
        }
        return (sink, subscription)
    }
}
