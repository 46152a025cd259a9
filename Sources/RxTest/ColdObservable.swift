import RxSwift

/// Sends its events at their times after each subscription.
///
/// Disposing a subscription silences its scheduled events but leaves them in the scheduler (as
/// RxTest does), so the clock still runs on to the last of them.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let silenced = BooleanDisposable()
        for recorded in recordedEvents {
            _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !silenced.isDisposed { observer.on(recorded.value) }
                return Disposables.create()
            }
        }
        return Disposables.create {
            silenced.dispose()
            self.recordUnsubscription(index)
        }
    }
}
