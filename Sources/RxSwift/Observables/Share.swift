/// How long `share(replay:scope:)` keeps its subject, and so its replay buffer.
public enum SubjectLifetimeScope {
    /// A new subject for every connection: after all subscribers leave, or after the source
    /// ends, the next subscriber starts from scratch.
    case whileConnected
    /// One subject forever: later connections keep replaying what earlier ones buffered, and
    /// once the source has ended, new subscribers receive the replay and the stop event.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the latest
    /// `replay` elements to each new subscriber.
    ///
    /// The source is subscribed when the first subscriber arrives and disposed when the last one
    /// leaves; `scope` decides whether the replay buffer survives that.
    /// ```
    /// let shared = Observable.of(1, 2).share()
    /// _ = shared.subscribe { print("a", $0) }   // a next(1), a next(2), a completed
    /// _ = shared.subscribe { print("b", $0) }   // b next(1), b next(2), b completed
    /// ```
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0):
            return ShareWhileConnected(source: asObservable(), replaysLatest: false)
        case (.whileConnected, 1):
            return ShareWhileConnected(source: asObservable(), replaysLatest: true)
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}

/// `share()` and `share(replay: 1)` while connected, without a subject: the connection keeps the
/// subscribers (and, to replay, the latest element) itself.
final class ShareWhileConnected<Element>: Observable<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let replaysLatest: Bool
    fileprivate let lock = RecursiveLock()
    fileprivate var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // The playground's timeline sees what a named shared observable sends to each subscriber.
        let on = Instrumentation.observer == nil ? observer.on : Instrumentation.watched(self, observer.on)
        lock.lock()
        let connection: ShareConnection<Element>
        if let existing = self.connection {
            connection = existing
        } else {
            connection = ShareConnection(parent: self)
            self.connection = connection
        }
        let isFirst = connection.isIdle
        let (subscription, replay) = connection.add(on)
        lock.unlock()
        // As in RxSwift, the subscriber is registered first and the latest element replayed
        // outside the lock: a subscriber arriving during this replay is served after it.
        if let replay {
            ElementOrigin.replaying(replay.origin) { on(.next(replay.element)) }
        }
        if isFirst {
            connection.connect()
        }
        return subscription
    }
}

/// One subscription to the source, shared by the subscribers that came while it lasted.
private final class ShareConnection<Element>: SubscriberRemoving {
    private let parent: ShareWhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    private var observers = Bag<Downstream<Element>>()
    private var latest: Element?
    /// While the playground watches: `latest`'s origin (`ElementOrigin`), for its replay.
    private var latestOrigin = 0
    private var disposed = false

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
    }

    /// Whether nobody is subscribed; called with the parent's lock held.
    var isIdle: Bool { observers.count == 0 }

    func connect() {
        subscription.setDisposable(parent.source.forwardEvents(to: { event in self.on(event) }))
    }

    /// Adds `observer` and returns the element to replay to it; called with the parent's lock held.
    func add(_ observer: @escaping Downstream<Element>) -> (Disposable, replay: (element: Element, origin: Int)?) {
        let key = observers.insert(observer)
        return (SubjectSubscription(owner: self, key: key), latest.map { ($0, latestOrigin) })
    }

    private func on(_ event: Event<Element>) {
        let targets: Bag<Downstream<Element>> = parent.lock.performLocked {
            if disposed { return Bag() }
            switch event {
            case .next(let element):
                if parent.replaysLatest {
                    latest = element
                    latestOrigin = ElementOrigin.current
                }
                return observers
            case .error, .completed:
                let current = observers
                end()
                return current
            }
        }
        targets.forEach { $0(event) }
    }

    func removeSubscriber(_ key: BagKey) {
        let disconnects: Bool = parent.lock.performLocked {
            guard observers.removeKey(key) != nil else { return false }
            if observers.count == 0 {
                end()
                return true
            }
            return false
        }
        if disconnects {
            subscription.dispose()
        }
    }

    /// Detaches this connection from the parent; called with the parent's lock held.
    private func end() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = Bag()
    }
}
