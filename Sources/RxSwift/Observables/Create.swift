import Synchronization

extension ObservableType {
    /// An observable whose subscriptions run `subscribe`, which sends events to the observer it is
    /// given and returns what cancels its work.
    ///
    /// Events after a stop event are ignored; a stop event disposes the subscription.
    /// ```
    /// Observable<Int>.create { o in o.onNext(1); o.onCompleted(); return Disposables.create() }
    /// // next(1), completed
    /// ```
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable)
        -> Observable<Element>
    {
        AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    let body: (AnyObserver<Element>) -> Disposable

    init(_ body: @escaping (AnyObserver<Element>) -> Disposable) {
        self.body = body
        super.init(specializedRun: {
            unsafeDowncast($0, to: AnonymousObservable<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = AnonymousObservableSink(downstream: downstream, cancel: cancel)
        let subscription = body(AnyObserver(eventHandler: sink.on))
        return (sink, subscription)
    }
}

private final class AnonymousObservableSink<Element>: Sink<Element> {
    private let stopped = Atomic<Bool>(false)
    /// Reports an event sent while the previous one is still being delivered, as RxSwift's
    /// debug build does for `create` observers.
    private let tracker = DeliveryTracker()

    func on(_ event: Event<Element>) {
        tracker.enter()
        defer { tracker.leave() }
        switch event {
        case .next:
            if stopped.load(ordering: .relaxed) { return }
            forward(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            forwardAndDispose(event)
        }
    }
}
