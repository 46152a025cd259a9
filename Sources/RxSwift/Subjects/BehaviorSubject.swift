import VirtualClock

/// A subject that holds a current value: each new subscriber receives it first.
///
/// ```
/// let s = BehaviorSubject(value: 0)
/// _ = s.subscribe { print($0) }   // next(0)
/// s.onNext(1)                      // next(1)
/// ```
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, SubscriberRemoving, Cancelable, ObserverType {
    /// The type `asObserver()` returns: the subject itself, which is its own observer.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let lock = RecursiveLock()
    private let tracker = DeliveryTracker()
    /// Where the playground's watcher records this subject's events, once it has reported one.
    private var watchLane: InstrumentationLane?
    private var observers = Bag<Downstream<Element>>()
    private var element: Element
    /// While the playground watches: the current value's origin (`ElementOrigin`), for its replay.
    private var elementOrigin = 0
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// A subject whose current value is `value`.
    public init(value: Element) {
        element = value
        super.init()
        // A subject counts once more than any observable in `Resources.total`, as in RxSwift.
        Resources.incrementTotal()
        // Its lane starts with the value it holds from the start.
        if let observer = Instrumentation.observer {
            ElementOrigin.delivering {
                watchLane = Instrumentation.record(Event<Element>.next(value), of: self, in: nil, observer: observer)
                elementOrigin = ElementOrigin.current
            }
        }
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    /// Whether the subject was disposed.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// The current value.
    ///
    /// - Throws: the subject's error if it failed, `RxError.disposed` if it was disposed.
    public func value() throws -> Element {
        try lock.performLocked {
            if disposed { throw RxError.disposed(object: self) }
            if let error = stoppedEvent?.error { throw error }
            return element
        }
    }

    // Prespecialized for the element types learners send most: unoptimized learner code calls
    // the generic entry, which dispatches to these.
    /// Stores and sends `event`; ignored after a stop event or disposal.
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
            if disposed || stoppedEvent != nil { return .empty }
            delivers = true
            switch event {
            case .next(let value):
                element = value
                return observers.snapshot
            case .error, .completed:
                // RxSwift keeps the subscribers of a stopped BehaviorSubject until they are
                // disposed, so `hasObservers` stays true.
                stoppedEvent = event
                return observers.snapshot
            }
        }
        guard delivers else { return }
        guard let observer = Instrumentation.observer else { return targets.forEach { $0(event) } }
        ElementOrigin.delivering {
            let made = Instrumentation.record(event, of: self, in: lane, observer: observer)
            let origin = ElementOrigin.current
            lock.performLocked {
                if let made { watchLane = made }
                if case .next = event { elementOrigin = origin }
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

    /// Subscribes `observer`, which first receives the current value.
    ///
    /// The current value is delivered under the subject's lock, as in RxSwift, so an element
    /// sent from another thread meanwhile cannot overtake it.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        forwardEvents(to: observer.on)
    }

    /// Subscribes a downstream closure as it is: made by a client where the element type is
    /// known, it runs specialized at each event.
    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            downstream(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent {
            downstream(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(downstream)
        if CarriedContext.isOn {
            ElementOrigin.replaying(elementOrigin) { downstream(.next(element)) }
        } else {
            downstream(.next(element))
        }
        return SubjectSubscription(owner: self, key: key)
    }

    func removeSubscriber(_ key: BagKey) {
        lock.performLocked { _ = observers.removeKey(key) }
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every subscriber and refuses further use.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
