import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("catch(sequence:)")
struct CatchSequenceTests {
    private enum Failure: Error { case second }

    @Test("moves to the next source after each error, relative to each subscription")
    func cold() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .error(40, TestError.boom),
        ])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, TestError.boom)])
        let xs3 = scheduler.createColdObservable([.next(10, 6), .next(20, 7), .completed(50)])
        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }
        expectEqual(
            res.events, [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6),
                .next(290, 7), .completed(320),
            ])
        expectEqual(xs1.subscriptions, [Subscription(200, 240)])
        expectEqual(xs2.subscriptions, [Subscription(240, 270)])
        expectEqual(xs3.subscriptions, [Subscription(270, 320)])
    }

    @Test("completion of a source ends it; later sources are never subscribed")
    func completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(240, 4), .completed(250)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [.next(210, 2), .completed(230)])
        expectEqual(xs1.subscriptions, [Subscription(200, 230)])
        expectTrue(xs2.subscriptions.isEmpty)
    }

    @Test("when all fail, the last error is passed on")
    func allFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, Failure.second)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [.next(210, 2), .error(250, Failure.second)])
        expectEqual(xs1.subscriptions, [Subscription(200, 230)])
        expectEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    @Test("never, and an empty list of sources")
    func neverAndNone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let xs2 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [.next(210, 2)])
        expectEqual(xs2.subscriptions, [Subscription(230, 1000)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let none = scheduler2.start { Observable<Int>.catch(sequence: []) }
        expectEqual(none.events, [.completed(200)])
    }

    @Test("the deprecated spelling forwards")
    @available(*, deprecated)
    func deprecated() {
        var seen: [String] = []
        _ = Observable.catchError([Observable<Int>.error(TestError.boom), .just(3)]).subscribe {
            seen.append("\($0)")
        }
        expectEqual(seen, ["next(3)", "completed"])
    }
}
