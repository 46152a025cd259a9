import DequeModule
import Foundation

extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is not delayed and
    /// drops whatever is still waiting.
    ///
    /// ```
    /// -1-2-|  delay(2 ticks)  ---1-2-|
    /// -1X     delay(2 ticks)  --X       (the error comes before 1 was due)
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Delay<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: Delay<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = DelaySink(downstream: downstream, cancel: cancel, dueTime: dueTime, scheduler: scheduler)
        return (sink, sink.run(source))
    }
}

/// Queues events with the time they arrived and replays each `dueTime` later.
///
/// One drain is scheduled at a time: it sends the oldest event, then schedules itself for the
/// next one, whose wait is shortened by how long it has already queued. An error skips the
/// queue: it is sent at once, or, if a drain is running, by that drain.
private final class DelaySink<Element>: Sink<Element> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let drainSubscription = SerialDisposable()

    // Guarded by `lock`.
    private var active = false
    private var running = false
    private var errorEvent: Event<Element>?
    /// Each event with when it arrived and its origin (`ElementOrigin`): a drain was scheduled by
    /// the event before it.
    private var queue = Deque<(time: RxTime, event: Event<Element>, origin: Int)>()

    init(downstream: @escaping Downstream<Element>, cancel: Cancelable, dueTime: RxTimeInterval,
         scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.forwardEvents(to: { [self] event in on(event) }))
        return Disposables.create(sourceSubscription, drainSubscription)
    }

    private func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        switch event {
        case .error:
            let sendNow: Bool = lock.performLocked {
                queue.removeAll()
                errorEvent = event
                return !running
            }
            if sendNow { forwardAndDispose(event) }
        case .next, .completed:
            let startDrain: Bool = lock.performLocked {
                queue.append((scheduler.now, event, ElementOrigin.current))
                defer { active = true }
                return !active
            }
            if startDrain {
                drainSubscription.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { [self] _, recurse in
                    drain { recurse((), $0) }
                }
            }
        }
    }

    private func dequeue() -> (event: Event<Element>, origin: Int)? {
        queue.popFirst().map { ($0.event, $0.origin) }
    }

    private func drain(reschedule: (RxTimeInterval) -> Void) {
        let failed: Bool = lock.performLocked {
            if errorEvent != nil { return true }
            running = true
            return false
        }
        if failed { return }

        var sentOne = false
        while true {
            lock.lock()
            let error = errorEvent
            let immediate = sentOne ? nil : dequeue()
            let nextTime: RxTime? = sentOne ? queue.first?.time : nil
            if error == nil && immediate == nil {
                running = false
                if nextTime == nil { active = false }
            }
            lock.unlock()

            if let error {
                forwardAndDispose(error)
                return
            }
            if let immediate {
                sentOne = true
                ElementOrigin.resuming(immediate.origin) { forward(immediate.event) }
                if case .completed = immediate.event {
                    dispose()
                    return
                }
            } else if let nextTime {
                reschedule(dueTime.reduced(bySpanFrom: nextTime, to: scheduler.now))
                return
            } else {
                return
            }
        }
    }
}
