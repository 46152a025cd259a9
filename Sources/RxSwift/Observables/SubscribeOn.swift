extension ObservableType {
    /// Subscribes to this sequence, and later disposes that subscription, on `scheduler`;
    /// events are delivered wherever the source sends them.
    ///
    /// With a virtual-time scheduler, subscribing and disposing each happen one scheduling step
    /// late.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source is kept as is, not wrapped by `asObservable()`, as RxSwift does: a stop
        // event then leaves the source subscription to the scheduled disposal.
        SubscribeOn(source: self, scheduler: scheduler)
    }

    /// The RxSwift 5 spelling of `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

final class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    typealias Element = Source.Element
    private let source: Source
    private let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: SubscribeOn<Source>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let source = self.source
        let scheduler = self.scheduler
        let everything = SerialDisposable()
        let pendingSubscribe = SingleAssignmentDisposable()
        everything.disposable = pendingSubscribe
        pendingSubscribe.setDisposable(scheduler.schedule(()) { _ in
            let subscription = source.forwardEvents(to: { event in
                if event.isStopEvent {
                    sink.forwardAndDispose(event)
                } else {
                    sink.forward(event)
                }
            })
            everything.disposable = DisposeOnScheduler(scheduler: scheduler, disposable: subscription)
            return Disposables.create()
        })
        return (sink, everything)
    }
}

/// Disposes its subscription by scheduling the disposal on a scheduler.
private final class DisposeOnScheduler: Disposable {
    private let scheduler: ImmediateSchedulerType
    private let flag = AtomicFlag()
    private var disposable: Disposable?

    init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    func dispose() {
        guard flag.set() else { return }
        _ = scheduler.schedule(self) { target in
            let inner = target.disposable
            target.disposable = nil
            inner?.dispose()
            return Disposables.create()
        }
    }
}
