import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("subscribe(on:) in virtual time")
struct SubscribeOnTests {
    @Test("subscribing and disposing each happen one scheduling step late")
    func subscribeAndDisposeLate() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: Int?
        var disposedAt: Int?
        let xs = Observable<Int>.create { _ in
            subscribedAt = scheduler.clock
            return Disposables.create { disposedAt = scheduler.clock }
        }
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [])
        expectEqual(subscribedAt, 201)
        expectEqual(disposedAt, 1001)
    }

    @Test("events pass through when the source sends them; disposal after a stop event is late too")
    func eventsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [.next(210, 2), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    @Test("disposal of a live source is scheduled too")
    func disposalScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [.next(210, 2)])
        expectEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    @Test("an error passes through")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, timeTestError)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        expectEqual(res.events, [.next(210, 2), .error(300, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    @Test("disposing before the scheduled subscription means it never happens")
    func disposedBeforeSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        scheduler.scheduleAt(200) {
            xs.subscribe(on: scheduler).subscribe().dispose()
        }
        scheduler.start()
        expectEqual(xs.subscriptions, [])
    }

    @available(*, deprecated)
    @Test("the RxSwift 5 spelling subscribeOn still works, on observables and traits")
    func deprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).subscribeOn(scheduler) }
        expectEqual(res.events, [.next(201, 1), .completed(201)])
        let singleScheduler = TestScheduler(initialClock: 0)
        let single = singleScheduler.start { Single.just(1).subscribeOn(singleScheduler).asObservable() }
        expectEqual(single.events, [.next(201, 1), .completed(201)])
    }

    @Test("Maybe.subscribe(on:) subscribes later")
    func maybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just(3).subscribe(on: scheduler).asObservable() }
        expectEqual(res.events, [.next(201, 3), .completed(201)])
    }
}
