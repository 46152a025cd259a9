import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("single() and single(_:)")
struct SingleOperatorTests {
    private enum Failure: Error { case predicate }

    @Test("passes the one element on at once and completes with the source")
    func oneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let res = scheduler.start { xs.single() }
        expectEqual(res.events, [.next(210, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("a second element fails with moreThanOneElement")
    func twoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.single() }
        expectEqual(res.events, [.next(210, 2), .error(220, RxError.moreThanOneElement)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual("\(RxError.moreThanOneElement)", "Sequence contains more than one element.")
    }

    @Test("an empty source fails with noElements")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.single() }
        expectEqual(res.events, [.error(250, RxError.noElements)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual("\(RxError.noElements)", "Sequence doesn't contain any elements.")
    }

    @Test(
        "error, never and early disposal",
        arguments: [
            (
                [.next(210, 1), .error(250, TestError.boom)], 1000,
                [.next(210, 1), .error(250, TestError.boom)],
                [Subscription(200, 250)]
            ),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 1), .next(240, 3)], 230, [.next(210, 1)], [Subscription(200, 230)]),
        ] as [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])])
    func stopEvents(
        events: [Recorded<Event<Int>>], disposed: TestTime, expected: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.single() }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, subscriptions)
    }

    @Test("with a predicate, only matching elements count")
    func predicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.single { $0 == 2 } }
        expectEqual(res.events, [.next(220, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 4), .completed(250),
        ])
        let res2 = scheduler2.start { ys.single { $0 % 2 == 0 } }
        expectEqual(res2.events, [.next(220, 2), .error(230, RxError.moreThanOneElement)])
        expectEqual(ys.subscriptions, [Subscription(200, 230)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable([.next(210, 1), .completed(250)])
        let res3 = scheduler3.start { zs.single { $0 > 5 } }
        expectEqual(res3.events, [.error(250, RxError.noElements)])
    }

    @Test("a throwing predicate ends the sequence with its error")
    func predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.single { value in
                if value == 2 { throw Failure.predicate }
                return true
            }
        }
        expectEqual(res.events, [.next(210, 1), .error(220, Failure.predicate)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
