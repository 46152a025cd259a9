/// An observable whose subscribers share one subscription to its source, made by `connect()`.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source.
    ///
    /// - Returns: the connection; disposing it unsubscribes from the source.
    func connect() -> Disposable
}

/// An observable that sends the source's events to all its subscribers once connected.
///
/// ```
/// let shared = Observable.of(1, 2).publish()
/// _ = shared.subscribe { print("a", $0) }
/// _ = shared.subscribe { print("b", $0) }
/// _ = shared.connect()   // a next(1), b next(1), a next(2), b next(2), a completed, b completed
/// ```
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {
        super.init()
    }

    /// Subscribes the shared subject to the source.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

/// Subscribers subscribe to a subject made by `makeSubject`; `connect()` subscribes the subject
/// to the source.
///
/// The subject is dropped when the connection ends (disposed, or the source sent a stop event),
/// so the next subscriber or connection gets a fresh one from `makeSubject`.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    fileprivate let lock = RecursiveLock()
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    fileprivate var subject: Subject?
    fileprivate var connection: Connection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    override func connect() -> Disposable {
        lock.performLocked {
            if let connection { return connection }
            let subscription = SingleAssignmentDisposable()
            let connection = Connection(
                parent: self, subjectObserver: currentSubject.asObserver(), lock: lock,
                subscription: subscription)
            self.connection = connection
            subscription.setDisposable(source.forwardEvents(to: { event in connection.on(event) }))
            return connection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Subject.Element {
        currentSubject.subscribe(observer)
    }

    private var currentSubject: Subject {
        lock.performLocked {
            if let subject { return subject }
            let subject = makeSubject()
            self.subject = subject
            return subject
        }
    }
}

/// One connection of a connectable observable: feeds the subject until disposed or until the
/// source ends.
private final class Connection<Subject: SubjectType>: Disposable {
    private let lock: RecursiveLock
    private let disposed = AtomicFlag()
    private var parent: ConnectableObservableAdapter<Subject>?
    private var subscription: Disposable?
    private let subjectObserver: Subject.Observer

    init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer,
         lock: RecursiveLock, subscription: Disposable) {
        self.parent = parent
        self.subjectObserver = subjectObserver
        self.lock = lock
        self.subscription = subscription
    }

    func on(_ event: Event<Subject.Observer.Element>) {
        if disposed.isSet { return }
        // Ending the connection first means a subscriber reacting to the stop event already sees
        // a fresh subject.
        if event.isStopEvent {
            dispose()
        }
        subjectObserver.on(event)
    }

    func dispose() {
        lock.lock()
        defer { lock.unlock() }
        disposed.set()
        guard let parent else { return }
        if parent.connection === self {
            parent.connection = nil
            parent.subject = nil
        }
        self.parent = nil
        subscription?.dispose()
        subscription = nil
    }
}
