import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("skip(while:)")
struct SkipWhileTests {
    private enum Failure: Error { case predicate }

    @Test("drops elements until the predicate first fails, then asks no more")
    func drops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, -1), .next(210, 2), .next(220, 3), .next(230, 5), .next(240, 1), .completed(250),
        ])
        var calls = 0
        let res = scheduler.start {
            xs.skip(while: { value in
                calls += 1
                return value < 5
            })
        }
        expectEqual(res.events, [.next(230, 5), .next(240, 1), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(calls, 3)
    }

    @Test(
        "error, empty, never and early disposal",
        arguments: [
            (
                [.next(210, 1), .next(220, 9), .error(250, TestError.boom)], 1000,
                [.next(220, 9), .error(250, TestError.boom)], [Subscription(200, 250)]
            ),
            ([.next(210, 1), .completed(250)], 1000, [.completed(250)], [Subscription(200, 250)]),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 9), .next(240, 3)], 230, [.next(210, 9)], [Subscription(200, 230)]),
        ] as [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])])
    func stopEvents(
        events: [Recorded<Event<Int>>], disposed: TestTime, expected: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.skip(while: { $0 < 5 }) }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, subscriptions)
    }

    @Test("a throwing predicate ends the sequence with its error")
    func predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.skip(while: { value in
                if value == 3 { throw Failure.predicate }
                return true
            })
        }
        expectEqual(res.events, [.error(220, Failure.predicate)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("the deprecated spelling forwards")
    @available(*, deprecated)
    func deprecated() {
        var seen: [String] = []
        _ = Observable.of(1, 2, 3).skipWhile { $0 < 2 }.subscribe { seen.append("\($0)") }
        expectEqual(seen, ["next(2)", "next(3)", "completed"])
    }
}
