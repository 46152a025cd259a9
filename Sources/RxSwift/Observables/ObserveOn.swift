import VirtualClock
import DequeModule
import Synchronization

extension ObservableType {
    /// Delivers this sequence's events on `scheduler`, in order; subscribing is unaffected.
    ///
    /// With a virtual-time scheduler, each event arrives one scheduling step after the source
    /// sent it, and events sent together arrive one step apart.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serial)
        }
        return ObserveOn(source: asObservable(), scheduler: scheduler)
    }

    /// The RxSwift 5 spelling of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

final class ObserveOn<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: ObserveOn<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = ObserveOnSink(downstream: downstream, cancel: cancel, scheduler: scheduler)
        let subscription = source.forwardEvents(to: { [sink] event in sink.on(event) })
        return (sink, subscription)
    }
}

/// Queues events and drains them on the scheduler, one event per scheduled step.
private final class ObserveOnSink<Element>: Sink<Element> {
    private let scheduler: ImmediateSchedulerType
    private let lock = RecursiveLock()
    private let stopped = Atomic<Bool>(false)
    private let drainSubscription = SerialDisposable()

    // Guarded by `lock`.
    private var draining = false
    private var queue = Deque<Event<Element>>()
    /// While the playground watches: each queued event's origin (`ElementOrigin`); a drain step
    /// was scheduled by the step before it, not by its event.
    private var origins = Deque<Int>()

    init(downstream: @escaping Downstream<Element>, cancel: Cancelable, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .relaxed) { return }
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        }
        let startDrain: Bool = lock.performLocked {
            queue.append(event)
            if CarriedContext.isOn { origins.append(ElementOrigin.current) }
            if draining { return false }
            draining = true
            return true
        }
        if startDrain {
            drainSubscription.disposable = scheduler.scheduleRecursive(()) { [self] _, recurse in
                if drainOne() { recurse(()) }
            }
        }
    }

    /// Delivers the oldest queued event; tells whether more are waiting.
    private func drainOne() -> Bool {
        guard let (event, origin) = dequeueOrStop(), !cancel.isDisposed else { return false }
        ElementOrigin.resuming(origin) { downstream(event) }
        if event.isStopEvent { dispose() }
        return lock.performLocked {
            if !queue.isEmpty { return true }
            draining = false
            return false
        }
    }

    private func dequeueOrStop() -> (Event<Element>, origin: Int)? {
        lock.performLocked {
            guard let event = queue.popFirst() else {
                draining = false
                return nil
            }
            return (event, origins.popFirst() ?? 0)
        }
    }

    override func dispose() {
        stopped.store(true, ordering: .relaxed)
        super.dispose()
        drainSubscription.dispose()
    }
}

extension Resources {
    /// The number of live `observe(on:)` sequences that deliver on a `SerialDispatchQueueScheduler`
    /// (its own, lighter implementation), for tests that check which one a scheduler gets.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialDispatchQueueObservables.load(ordering: .relaxed)
    }
}

private let serialDispatchQueueObservables = Atomic<Int32>(0)

/// `observe(on:)` for a serial dispatch queue: one dispatch per event, the queue keeps order.
final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: ObserveOnSerialDispatchQueue<Element>.self).run($1, cancel: $2)
        })
        serialDispatchQueueObservables.add(1, ordering: .relaxed)
    }

    deinit {
        serialDispatchQueueObservables.subtract(1, ordering: .relaxed)
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let scheduler = self.scheduler
        let stopped = AtomicFlag()
        let subscription = source.forwardEvents(to: { event in
            if event.isStopEvent {
                if !stopped.set() { return }
            } else if stopped.isSet {
                return
            }
            _ = scheduler.schedule(event) { event in
                if cancel.isDisposed { return Disposables.create() }
                if event.isStopEvent {
                    sink.forwardAndDispose(event)
                } else {
                    sink.forward(event)
                }
                return Disposables.create()
            }
        })
        return (sink, Disposables.create(subscription, Disposables.create { _ = stopped.set() }))
    }
}
