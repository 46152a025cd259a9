import Synchronization

/// Where a sink sends its output: the downstream observer's `on`, erased to a closure once per
/// subscription so operator chains carry no per-observer generic types.
typealias Downstream<Element> = (Event<Element>) -> Void

/// The per-subscription state of an operator: forwards events downstream until disposed.
///
/// Subclasses receive upstream events and call `forward(_:)`; a stop event they forward is
/// followed by `dispose()`.
class Sink<Output>: DisposeBase, Disposable {
    let downstream: Downstream<Output>
    let cancel: Cancelable
    private let disposed = Atomic<Bool>(false)
    /// Notices reentrant forwarding, as RxSwift's debug build does in every sink; nil (nothing
    /// checked) unless a host watches for anomalies.
    private let tracker = DeliveryTracker.ifOn()

    init(downstream: @escaping Downstream<Output>, cancel: Cancelable) {
        self.downstream = downstream
        self.cancel = cancel
        super.init()
    }

    /// Whether the subscription was disposed.
    @inline(__always)
    final var isDisposed: Bool { disposed.load(ordering: .relaxed) }

    /// Sends `event` downstream, unless the subscription was disposed.
    @inline(__always)
    final func forward(_ event: Event<Output>) {
        if let tracker {
            tracker.enter()
            defer { tracker.leave() }
            if disposed.load(ordering: .relaxed) { return }
            downstream(event)
            return
        }
        if disposed.load(ordering: .relaxed) { return }
        downstream(event)
    }

    /// Sends a stop event downstream, then disposes the subscription.
    /// Sends an element made anew from others (`combineLatest`, `zip`, `scan` …): a timeline
    /// gives it a color of its own (`ElementOrigin`).
    final func forwardAnew(_ element: Output) {
        ElementOrigin.anew { forward(.next(element)) }
    }

    final func forwardAndDispose(_ event: Event<Output>) {
        forward(event)
        dispose()
    }

    func dispose() {
        disposed.store(true, ordering: .relaxed)
        cancel.dispose()
    }
}

/// Keeps a sink and its upstream subscription, and disposes both once; if disposal comes first
/// (a synchronous stop event during subscribe), they are disposed as soon as they are set.
/// Not counted in `Resources.total` (RxSwift's is not a `DisposeBase`).
final class SinkDisposer: Cancelable {
    private static let disposedBit = 1
    private static let setBit = 2

    private let state = Atomic<Int>(0)
    private var sink: Disposable?
    private var subscription: Disposable?

    var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 { return }
        if previous & Self.setBit != 0 {
            // Moved out rather than copied and cleared: an existential copy costs a
            // value-witness call and a retain.
            let sink = self.sink.take()
            let subscription = self.subscription.take()
            sink?.dispose()
            subscription?.dispose()
        }
    }
}

/// An observable built by subscribing a sink to its sources.
///
/// A subscription made outside any scheduled work runs on the current-thread trampoline, so
/// work that operators schedule while subscribing runs after the subscription is in place.
class Producer<Element>: Observable<Element> {
    /// `run` as a function value, for `Producer.init(specializedRun:)`.
    typealias Run = (Producer<Element>, @escaping Downstream<Element>, Cancelable)
        -> (sink: Disposable, subscription: Disposable)

    /// The subclass's `run`, reached without the vtable, or nil to use the vtable.
    ///
    /// A method reached through the vtable runs its unspecialized generic body, which looks up
    /// the metadata of `Event<Element>` (and of every generic type it touches) at each event:
    /// on Linux that lookup is most of a chain's time. A final subclass's `init` runs
    /// specialized in the client that builds the chain (the engine is built with
    /// cross-module optimization), so a closure made there calling `run` on the concrete class
    /// gets the specialized `run`, its sink and its per-event closures.
    private let specializedRun: Run?

    override init() {
        specializedRun = nil
        super.init()
    }

    /// Lets a final subclass hand over its `run` as a closure made in its specialized `init`:
    /// `super.init(specializedRun: { unsafeDowncast($0, to: Self.self).run($1, cancel: $2) })`
    /// (spelled with the concrete class).
    init(specializedRun: @escaping Run) {
        self.specializedRun = specializedRun
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let downstream: Downstream<Element> = observer.on
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(downstream)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.subscribeNow(downstream)
        }
    }

    /// Subscribes with a downstream closure, skipping the observer erasure.
    ///
    /// Producers that answer at once (`just`, `empty`, `error`, `never`) override this, as they
    /// override `subscribe`, so they neither start the trampoline nor build a sink, as in RxSwift.
    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(downstream)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.subscribeNow(downstream)
        }
    }

    private func subscribeNow(_ downstream: @escaping Downstream<Element>) -> Disposable {
        // The playground's timeline sees what a named observable sends to each subscription.
        let downstream = Instrumentation.observer == nil ? downstream : Instrumentation.watched(self, downstream)
        let disposer = SinkDisposer()
        let (sink, subscription) =
            specializedRun?(self, downstream, disposer) ?? run(downstream, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
    }

    /// Builds the sink for one subscription and subscribes it to the sources.
    func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        rxAbstractMethod()
    }
}

extension ObservableType {
    /// Subscribes a closure-based downstream; producers and subjects take it without wrapping it
    /// again.
    ///
    /// A type that is not an `Observable` is subscribed itself, not through `asObservable()`:
    /// a wrapper would dispose its subscription at a stop event, which `subscribe(on:)` must leave
    /// to its scheduled disposal, as RxSwift does.
    func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        if let observable = self as? Observable<Element> {
            return observable.forwardEvents(to: downstream)
        }
        return subscribe(AnyObserver(eventHandler: downstream))
    }
}
