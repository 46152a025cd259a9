extension ObservableType {
    /// Collects elements into arrays, sending each array when it holds `count` elements or when
    /// `timeSpan` has passed since the previous array was sent (or since subscribing), whichever
    /// comes first; arrays sent by the timer may be empty.
    ///
    /// ```
    /// 1 at 1, 2 at 3, 3 at 5, completed at 10;  buffer(timeSpan: 4 ticks, count: 2)
    /// [1, 2] at 3 (full), [3] at 7 (time), [] at 10, completed at 10
    /// ```
    /// On completion, the array being filled is sent, even when empty.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class BufferTimeCount<Element>: Producer<[Element]> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: BufferTimeCount<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<[Element]>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = BufferTimeCountSink<Element>(
            downstream: downstream, cancel: cancel, timeSpan: timeSpan, count: count, scheduler: scheduler)
        sink.startTimer(for: 0)
        let subscription = source.forwardEvents(to: { [sink] event in sink.on(event) })
        return (sink, Disposables.create(sink.timer, subscription))
    }
}

/// Fills an array; each sent array starts a new numbered window whose timer is the only one
/// allowed to end it.
private final class BufferTimeCountSink<Element>: Sink<[Element]> {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    let timer = SerialDisposable()

    // Guarded by `lock`.
    private var buffer: [Element] = []
    private var windowID = 0

    init(downstream: @escaping Downstream<[Element]>, cancel: Cancelable, timeSpan: RxTimeInterval,
         count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                buffer.append(element)
                if buffer.count == count { sendBufferAndStartWindow() }
            case .error(let error):
                buffer = []
                forwardAndDispose(.error(error))
            case .completed:
                forwardAnew(buffer)
                forwardAndDispose(.completed)
            }
        }
    }

    private func sendBufferAndStartWindow() {
        windowID &+= 1
        let id = windowID
        let full = buffer
        buffer = []
        forwardAnew(full)
        startTimer(for: id)
    }

    func startTimer(for id: Int) {
        if timer.isDisposed { return }
        if windowID != id { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { [self] id in
            lock.performLocked {
                if id == windowID { sendBufferAndStartWindow() }
            }
            return Disposables.create()
        })
    }
}
