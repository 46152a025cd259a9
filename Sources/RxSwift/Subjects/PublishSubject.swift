import VirtualClock

/// A subject that sends each element to the subscribers it has at that moment.
///
/// Late subscribers miss earlier elements; after a stop event, new subscribers receive only
/// the stop event.
/// ```
/// let s = PublishSubject<Int>()
/// s.onNext(1)                          // nobody listens
/// _ = s.subscribe { print($0) }
/// s.onNext(2)                          // next(2)
/// ```
public final class PublishSubject<Element>: Observable<Element>, SubjectType, SubscriberRemoving, Cancelable, ObserverType {
    /// The type `asObserver()` returns: the subject itself, which is its own observer.
    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RecursiveLock()
    private let tracker = DeliveryTracker()
    /// Where the playground's watcher records this subject's events, once it has reported one.
    private var watchLane: InstrumentationLane?
    private var observers = Bag<Downstream<Element>>()
    private var stoppedEvent: Event<Element>?
    /// Whether a stop event ever arrived; unlike `stoppedEvent`, `dispose()` does not clear it.
    private var stopped = false
    private var disposed = false

    /// A subject with no subscribers.
    public override init() {
        super.init()
        // A subject counts once more than any observable in `Resources.total`, as in RxSwift.
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    /// Whether the subject was disposed.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    // Prespecialized for the element types learners send most: unoptimized learner code calls
    // the generic entry, which dispatches to these.
    /// Sends `event` to the current subscribers; ignored after a stop event or disposal.
    ///
    /// As in RxSwift, a stop event that arrives after `dispose()` is still remembered, so later
    /// subscribers receive it rather than the disposed error.
    @_specialize(where Element == Int)
    @_specialize(where Element == String)
    public func on(_ event: Event<Element>) {
        tracker.enter()
        defer { tracker.leave() }
        var lane: InstrumentationLane?
        var delivers = false
        // A snapshot, not an optional bag: copying an optional bag went through its value
        // witnesses.
        let targets: BagSnapshot<Downstream<Element>> = lock.performLocked {
            lane = watchLane
            if !event.isStopEvent {
                if disposed || stopped { return .empty }
                delivers = true
                return observers.snapshot
            }
            if stoppedEvent != nil { return .empty }
            stoppedEvent = event
            stopped = true
            delivers = true
            let current = observers.snapshot
            observers.removeAll()
            return current
        }
        guard delivers else { return }
        guard let observer = Instrumentation.observer else { return targets.forEach { $0(event) } }
        ElementOrigin.delivering {
            if let made = Instrumentation.record(event, of: self, in: lane, observer: observer) {
                lock.performLocked { watchLane = made }
            }
            targets.forEach { $0(event) }
        }
    }

    // `ObserverType.onNext` calls this: prespecialized, so unoptimized learner code reaches
    // specialized code without looking up `Event<Element>`'s metadata.
    /// Sends `next(element)`, as `on(.next(element))` does.
    @_specialize(where Element == Int)
    @_specialize(where Element == String)
    public func _onNext(_ element: Element) {
        sendNext(element)
    }

    // Not inlined: a generic entry that builds the event itself looks up `Event<Element>`'s
    // metadata before it checks for a prespecialized type.
    @inline(never)
    private func sendNext(_ element: Element) {
        on(.next(element))
    }

    /// Subscribes `observer`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let downstream: Downstream<Element> = observer.on
        return forwardEvents(to: downstream)
    }

    // Prespecialized too: `subscribeHandlers`' specializations reach it through the vtable.
    @_specialize(where Element == Int)
    @_specialize(where Element == String)
    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        lock.lock()
        if let stoppedEvent {
            lock.unlock()
            downstream(stoppedEvent)
            return Disposables.create()
        }
        if disposed {
            lock.unlock()
            downstream(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let key = observers.insert(downstream)
        lock.unlock()
        return SubjectSubscription(owner: self, key: key)
    }

    @_specialize(where Element == Int)
    @_specialize(where Element == String)
    func removeSubscriber(_ key: BagKey) {
        lock.performLocked { _ = observers.removeKey(key) }
    }

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every subscriber and refuses further use.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
