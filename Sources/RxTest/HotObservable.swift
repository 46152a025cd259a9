import RxSwift

/// Sends its events at their absolute times, whoever is subscribed.
///
/// Each event goes to the observers subscribed when it is sent, as they were at that moment: one
/// disposed by an earlier observer's reaction still gets it, one subscribed during the sending
/// does not (RxTest's semantics, from the copy its bag of observers makes).
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            // The scheduler keeps the observable alive until its last event, as in RxTest.
            testScheduler.scheduleAt(recorded.time) {
                let receivers = self.observers
                for receiver in receivers { receiver.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key, observer.on))
        let index = recordSubscription()
        return Disposables.create {
            self.observers.removeAll { $0.key == key }
            self.recordUnsubscription(index)
        }
    }
}
