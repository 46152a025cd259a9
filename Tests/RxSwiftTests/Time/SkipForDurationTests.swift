import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("skip(_:scheduler:) for a duration")
struct SkipForDurationTests {
    @Test("drops elements within the duration, passes later ones")
    func dropsEarlyElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260),
        ])
        let res = scheduler.start { xs.skip(.seconds(25), scheduler: scheduler) }
        expectEqual(res.events, [.next(230, 3), .next(240, 4), .completed(260)])
        expectEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    @Test("an element exactly at the end of the duration is still dropped")
    func elementAtEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(260, 3), .completed(270)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.next(260, 3), .completed(270)])
    }

    @Test("a zero duration opens one scheduling step after subscribing")
    func zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(1, 2), .completed(2)])
        let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 2), .completed(202)])
    }

    @Test("errors and completion are never skipped")
    func stopEventsPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, timeTestError)])
        let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [.error(220, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("never sends nothing; disposal unsubscribes")
    func neverAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 400) { xs.skip(.seconds(50), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
