/// A subject that sends only its last element, and only when it completes.
///
/// ```
/// let s = AsyncSubject<Int>()
/// _ = s.subscribe { print($0) }
/// s.onNext(1); s.onNext(2); s.onCompleted()   // next(2), completed
/// ```
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, SubscriberRemoving, ObserverType {
    /// The type `asObserver()` returns: the subject itself, which is its own observer.
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let lock = RecursiveLock()
    private let tracker = DeliveryTracker()
    private var observers = Bag<Downstream<Element>>()
    private var lastElement: Element?
    private var stoppedEvent: Event<Element>?

    /// A subject with no element yet.
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

    /// Remembers an element, or ends the subject and sends the last element and completion.
    public func on(_ event: Event<Element>) {
        tracker.enter()
        defer { tracker.leave() }
        let delivery: (Bag<Downstream<Element>>, Element?, Event<Element>)? = lock.performLocked {
            if stoppedEvent != nil { return nil }
            switch event {
            case .next(let value):
                lastElement = value
                return nil
            case .error:
                stoppedEvent = event
                let current = observers
                observers.removeAll()
                return (current, nil, event)
            case .completed:
                stoppedEvent = event
                let current = observers
                observers.removeAll()
                return (current, lastElement, event)
            }
        }
        guard let (targets, last, stop) = delivery else { return }
        if let last {
            targets.forEach { $0(.next(last)) }
        }
        targets.forEach { $0(stop) }
    }

    /// Subscribes `observer`; after completion it receives the last element and completion.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        forwardEvents(to: observer.on)
    }

    /// Subscribes a downstream closure as it is: made by a client where the element type is
    /// known, it runs specialized at each event.
    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        lock.lock()
        if let stoppedEvent {
            let last = lastElement
            lock.unlock()
            if stoppedEvent.isCompleted, let last {
                downstream(.next(last))
            }
            downstream(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(downstream)
        lock.unlock()
        return SubjectSubscription(owner: self, key: key)
    }

    func removeSubscriber(_ key: BagKey) {
        lock.performLocked { _ = observers.removeKey(key) }
    }

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> { self }
}
