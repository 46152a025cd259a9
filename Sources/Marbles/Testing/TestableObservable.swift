import RxSwift

/// An observable driven by recorded events on a `TestScheduler`, that records its subscriptions.
public class TestableObservable<Element>: ObservableType {
    /// The events it sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Its subscriptions: when each began and ended.
    public internal(set) var subscriptions: [Subscription] = []

    let scheduler: TestScheduler

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable is abstract")
    }

    func recordSubscription() -> Int {
        subscriptions.append(Subscription(scheduler.clock))
        return subscriptions.count - 1
    }

    func recordUnsubscription(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
    }
}

/// Sends its events at their absolute times to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for key in self.observers.keys.sorted() {
                    self.observers[key]?.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        let index = recordSubscription()
        return Disposables.create { [weak self] in
            guard let self, self.observers.removeValue(forKey: key) != nil else { return }
            self.recordUnsubscription(index)
        }
    }
}

/// Sends its events at their times relative to each subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let pending = CompositeDisposable()
        for recorded in recordedEvents {
            let scheduled = scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            }
            _ = pending.insert(scheduled)
        }
        var disposed = false
        return Disposables.create { [weak self] in
            if disposed { return }
            disposed = true
            pending.dispose()
            self?.recordUnsubscription(index)
        }
    }
}
