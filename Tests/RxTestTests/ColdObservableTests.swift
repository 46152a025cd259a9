import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("Cold TestableObservable")
struct ColdObservableTests {
    @Test("disposing silences the rest, but its scheduled items stay: the clock still runs to the last")
    func disposeLeavesNoOps() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(500, 2), .completed(900)])
        let observer = scheduler.start(disposed: 300) { xs }
        expectEqual(observer.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(scheduler.clock, 1100)
    }

    @Test("each subscription gets the events at its own offsets")
    func twoSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let observer = scheduler.start {
            Observable.merge(xs.asObservable(), xs.delaySubscription(.seconds(5), scheduler: scheduler))
        }
        expectEqual(observer.events, [.next(210, "a"), .next(215, "a"), .completed(225)])
        expectEqual(xs.subscriptions, [Subscription(200, 220), Subscription(205, 225)])
    }
}
