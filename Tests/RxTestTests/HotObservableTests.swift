import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("Hot TestableObservable")
struct HotObservableTests {
    @Test("an event goes to the observers subscribed when it was sent, even one disposed meanwhile")
    func deliversToCopiedObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var secondSubscription: Disposable?
        var lateSubscription: Disposable?
        scheduler.scheduleAt(200) {
            // The closure subscription ends itself at the completion (230).
            _ = xs.subscribe { event in
                first.on(event)
                // At 210, the first observer's reaction ends the second subscription and starts
                // another: the 210 event was already on its way to the second, not to the late one.
                if scheduler.clock == 210 {
                    secondSubscription?.dispose()
                    lateSubscription = xs.subscribe(late)
                }
            }
            secondSubscription = xs.subscribe(second)
        }
        scheduler.scheduleAt(300) { lateSubscription?.dispose() }
        scheduler.start()

        expectEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        expectEqual(second.events, [.next(210, 1)])
        expectEqual(late.events, [.next(220, 2), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 210), Subscription(210, 300)])
    }

    @Test("events before the subscription are missed; the subscription is recorded from 200 to 1000")
    func defaultWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(1010, 3)])
        let observer = scheduler.start { xs }
        expectEqual(observer.events, [.next(210, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
        expectEqual(scheduler.clock, 1010)
    }

    @Test("a hot observable keeps sending while the test holds no reference to it")
    func keptAliveByScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = scheduler.createHotObservable([.next(210, 1), .completed(220)]).subscribe(observer)
        }
        scheduler.start()
        expectEqual(observer.events, [.next(210, 1), .completed(220)])
    }
}
