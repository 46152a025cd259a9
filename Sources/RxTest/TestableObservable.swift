import RxSwift

/// An observable driven by recorded events on a `TestScheduler`, that records its subscriptions.
/// `TestScheduler.createHotObservable` and `createColdObservable` make the two kinds.
public class TestableObservable<Element>: ObservableType {
    /// Its subscriptions: when each began and ended.
    public internal(set) var subscriptions: [Subscription] = []

    /// The events it sends: at absolute times for a hot observable, at times after each
    /// subscription for a cold one.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    /// The scheduler whose clock times the events and the subscriptions.
    let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer`; the hot and cold kinds say how.
    ///
    /// - Parameter observer: the observer to send events to.
    /// - Returns: a disposable that ends the subscription and records when it ended.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable is abstract: use createHotObservable or createColdObservable")
    }

    /// Records a subscription starting now; returns its index in `subscriptions`.
    func recordSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    /// Records that the subscription at `index` ended now.
    func recordUnsubscription(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }
}
