@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("take(for:scheduler:)")
struct TakeForDurationTests {
    @Test("passes elements for the duration, then completes")
    func completesAfterDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260),
        ])
        let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
        expectEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    @Test("an element exactly at the end still passes, then the sequence completes")
    func elementAtEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .next(250, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("a zero duration completes one scheduling step after subscribing")
    func zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        expectEqual(res.events, [.completed(201)])
        expectEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    @Test("an earlier stop event passes through")
    func earlyStop() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, timeTestError)])
        let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .error(220, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(scheduler.pendingCount, 0)

        let emptyScheduler = TestScheduler(initialClock: 0)
        let empty = emptyScheduler.createHotObservable([.completed(220, Int.self)])
        let emptyResult = emptyScheduler.start { empty.take(for: .seconds(50), scheduler: emptyScheduler) }
        expectEqual(emptyResult.events, [.completed(220)])
    }

    @Test("disposal before the duration ends")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.start(disposed: 220) { xs.take(for: .seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @available(*, deprecated)
    @Test("the RxSwift 5 spelling take(_:scheduler:) still works")
    func deprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.start { xs.take(.seconds(25), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .completed(225)])
    }
}
