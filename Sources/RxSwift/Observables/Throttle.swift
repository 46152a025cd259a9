import Foundation

extension ObservableType {
    /// Sends at most one element per `dueTime`: the first at once, then, with `latest`, the most
    /// recent element of each window when the window ends; without `latest`, elements inside a
    /// window are dropped.
    ///
    /// ```
    /// -123------4-|  throttle(4 ticks)                 -1---3----4-|
    /// -123------4-|  throttle(4 ticks, latest: false)  -1--------4-|
    /// ```
    /// A completion that comes while an element waits is sent right after that element.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

final class Throttle<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: Throttle<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = ThrottleSink(
            downstream: downstream, cancel: cancel, dueTime: dueTime, latest: latest, scheduler: scheduler)
        let subscription = source.forwardEvents(to: { [sink] event in sink.on(event) })
        return (sink, Disposables.create(subscription, sink.timer))
    }
}

/// Remembers when it last sent; an element within `dueTime` of that waits (if `latest`) for a
/// timer set to the rest of the window.
private final class ThrottleSink<Element>: Sink<Element> {
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    let timer = SerialDisposable()

    // Guarded by `lock`.
    private var unsent: Element?
    /// The origin `unsent` arrived with (`ElementOrigin`): the timer was set by an earlier one.
    private var unsentOrigin = 0
    private var lastSentTime: RxTime?
    private var completed = false

    init(downstream: @escaping Downstream<Element>, cancel: Cancelable, dueTime: RxTimeInterval,
         latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                onNext(element)
            case .error:
                unsent = nil
                forwardAndDispose(event)
            case .completed:
                if unsent != nil {
                    completed = true
                } else {
                    forwardAndDispose(.completed)
                }
            }
        }
    }

    private func onNext(_ element: Element) {
        let remaining: RxTimeInterval
        if let lastSentTime {
            remaining = dueTime.reduced(bySpanFrom: lastSentTime, to: scheduler.now)
        } else {
            remaining = .nanoseconds(0)
        }
        if remaining.isNow {
            send(element)
            return
        }
        if !latest { return }
        let alreadyWaiting = unsent != nil
        unsent = element
        unsentOrigin = ElementOrigin.current
        if alreadyWaiting { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(scheduler.scheduleRelative((), dueTime: remaining) { [self] _ in
            windowEnded()
            return Disposables.create()
        })
    }

    private func send(_ element: Element) {
        unsent = nil
        forward(.next(element))
        lastSentTime = scheduler.now
    }

    private func windowEnded() {
        lock.performLocked {
            if let element = unsent { ElementOrigin.resuming(unsentOrigin) { send(element) } }
            if completed { forwardAndDispose(.completed) }
        }
    }
}
