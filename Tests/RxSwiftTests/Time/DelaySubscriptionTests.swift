import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("delaySubscription")
struct DelaySubscriptionTests {
    @Test("subscribes after the delay, shifting a cold source's events")
    func shiftsColdSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    @Test("a hot source's earlier events are missed")
    func missesHotEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(260)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [.next(240, 2), .completed(260)])
        expectEqual(xs.subscriptions, [Subscription(230, 260)])
    }

    @Test("an error passes through")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .error(70, timeTestError)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [.next(280, 42), .error(300, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(230, 300)])
    }

    @Test("a never-ending source stays subscribed until disposal")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(230, 1000)])
    }

    @Test("disposal before the delay ends means no subscription at all")
    func disposedBeforeSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [])
    }

    @Test("Single.delaySubscription subscribes late")
    func single() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: Int?
        let single = Single<Int>.create { observer in
            subscribedAt = scheduler.clock
            observer(.success(5))
            return Disposables.create()
        }
        let res = scheduler.start { single.delaySubscription(.seconds(40), scheduler: scheduler).asObservable() }
        expectEqual(subscribedAt, 240)
        expectEqual(res.events, [.next(240, 5), .completed(240)])
    }
}
