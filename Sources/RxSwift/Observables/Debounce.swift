extension ObservableType {
    /// Sends an element only once `dueTime` has passed without a newer one; on completion, the
    /// element still waiting is sent at once, before the completion.
    ///
    /// ```
    /// -1-2------3-|  debounce(3 ticks)  ------2-----(3|)
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Debounce<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: Debounce<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = DebounceSink(downstream: downstream, cancel: cancel, dueTime: dueTime, scheduler: scheduler)
        let subscription = source.forwardEvents(to: { [sink] event in sink.on(event) })
        return (sink, Disposables.create(subscription, sink.timer))
    }
}

/// Keeps the latest element with a serial number; a timer sends it if no newer element came.
private final class DebounceSink<Element>: Sink<Element> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    let timer = SerialDisposable()

    // Guarded by `lock`.
    private var latestID: UInt64 = 0
    private var pending: Element?
    /// The origin `pending` arrived with (`ElementOrigin`), for a completion that sends it.
    private var pendingOrigin = 0

    init(downstream: @escaping Downstream<Element>, cancel: Cancelable, dueTime: RxTimeInterval,
         scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                latestID &+= 1
                pending = element
                pendingOrigin = ElementOrigin.current
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(scheduler.scheduleRelative(latestID, dueTime: dueTime) { [self] id in
                    sendPending(id)
                    return Disposables.create()
                })
            case .error:
                pending = nil
                forwardAndDispose(event)
            case .completed:
                if let element = pending {
                    pending = nil
                    ElementOrigin.resuming(pendingOrigin) { forward(.next(element)) }
                }
                forwardAndDispose(.completed)
            }
        }
    }

    private func sendPending(_ id: UInt64) {
        lock.performLocked {
            guard id == latestID, let element = pending else { return }
            pending = nil
            forward(.next(element))
        }
    }
}
