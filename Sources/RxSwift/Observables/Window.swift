extension ObservableType {
    /// Splits the elements into windows, each an observable, opening a new one when the current
    /// one holds `count` elements or when `timeSpan` has passed since it opened.
    ///
    /// The first window is sent on subscribing. The source stays subscribed while any window is
    /// still subscribed, even after the outer subscription is disposed.
    /// ```
    /// 1 at 1, 2 at 3, 3 at 5, completed at 10;  window(timeSpan: 4 ticks, count: 2)
    /// window A at 0 gets 1, 2 and completes at 3; window B at 3 gets 3 and completes at 7;
    /// window C at 7 completes at 10, with the outer sequence
    /// ```
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class WindowTimeCount<Element>: Producer<Observable<Element>> {
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
            unsafeDowncast($0, to: WindowTimeCount<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Observable<Element>>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = WindowTimeCountSink<Element>(
            downstream: downstream, cancel: cancel, timeSpan: timeSpan, count: count, scheduler: scheduler)
        return (sink, sink.run(source))
    }
}

/// Feeds a subject per window; the timer and the source subscription live in a group that is
/// disposed once the outer subscription and every window subscription are gone.
private final class WindowTimeCountSink<Element>: Sink<Observable<Element>> {
    private let timeSpan: RxTimeInterval
    private let maxCount: Int
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private let group = CompositeDisposable()
    private let refCount: WindowRefCount

    // Guarded by `lock`.
    private var subject = PublishSubject<Element>()
    private var count = 0
    private var windowID = 0

    init(downstream: @escaping Downstream<Observable<Element>>, cancel: Cancelable, timeSpan: RxTimeInterval,
         count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.maxCount = count
        self.scheduler = scheduler
        _ = group.insert(timer)
        refCount = WindowRefCount(group)
        super.init(downstream: downstream, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        forward(.next(WindowObservable(subject: subject, refCount: refCount)))
        startTimer(for: windowID)
        _ = group.insert(source.forwardEvents(to: { [self] event in on(event) }))
        return refCount
    }

    private func completeWindowAndOpenNext() {
        subject.on(.completed)
        subject = PublishSubject<Element>()
        forward(.next(WindowObservable(subject: subject, refCount: refCount)))
    }

    private func on(_ event: Event<Element>) {
        var openedID: Int?
        lock.performLocked {
            switch event {
            case .next(let element):
                subject.on(.next(element))
                let (incremented, overflow) = count.addingReportingOverflow(1)
                if overflow {
                    subject.on(.error(RxError.overflow))
                    dispose()
                } else {
                    count = incremented
                }
                if count == maxCount {
                    count = 0
                    windowID += 1
                    openedID = windowID
                    completeWindowAndOpenNext()
                }
            case .error(let error):
                subject.on(.error(error))
                forwardAndDispose(.error(error))
            case .completed:
                subject.on(.completed)
                forwardAndDispose(.completed)
            }
        }
        if let openedID { startTimer(for: openedID) }
    }

    private func startTimer(for id: Int) {
        if timer.isDisposed { return }
        if lock.performLocked({ windowID != id }) { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { [self] id in
            let openedID: Int? = lock.performLocked {
                if id != windowID { return nil }
                count = 0
                windowID &+= 1
                completeWindowAndOpenNext()
                return windowID
            }
            if let openedID { startTimer(for: openedID) }
            return Disposables.create()
        })
    }
}

/// Disposes its target once it was disposed itself and every retained reference was released.
private final class WindowRefCount: Disposable {
    private let lock = RecursiveLock()
    private var target: Disposable?
    private var references = 0
    private var primaryDisposed = false

    init(_ target: Disposable) {
        self.target = target
    }

    /// A reference that keeps the target alive until disposed.
    func retain() -> Disposable {
        lock.performLocked {
            if target == nil { return Disposables.create() }
            references += 1
            return Disposables.create { [self] in release() }
        }
    }

    func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            guard let target, !primaryDisposed else { return nil }
            primaryDisposed = true
            if references > 0 { return nil }
            self.target = nil
            return target
        }
        toDispose?.dispose()
    }

    private func release() {
        let toDispose: Disposable? = lock.performLocked {
            guard let target else { return nil }
            references -= 1
            if references > 0 || !primaryDisposed { return nil }
            self.target = nil
            return target
        }
        toDispose?.dispose()
    }
}

/// One window: the subject's events, holding a reference on the source subscription while
/// subscribed.
private final class WindowObservable<Element>: Producer<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: WindowRefCount

    init(subject: PublishSubject<Element>, refCount: WindowRefCount) {
        self.subject = subject
        self.refCount = refCount
        super.init(specializedRun: {
            unsafeDowncast($0, to: WindowObservable<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let release = refCount.retain()
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let subscription = subject.forwardEvents(to: { event in
            if event.isStopEvent {
                sink.forwardAndDispose(event)
            } else {
                sink.forward(event)
            }
        })
        return (sink, Disposables.create(release, subscription))
    }
}
