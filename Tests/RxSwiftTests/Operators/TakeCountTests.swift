import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("take(_:)")
struct TakeCountTests {
    @Test("completes with the last element it may take and disposes the source")
    func completesEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.take(2) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .completed(220)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("take(0) completes at once without subscribing")
    func zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.take(0) }
        expectEqual(res.events, [.completed(200)])
        expectTrue(xs.subscriptions.isEmpty)
    }

    @Test(
        "a short source, an error, never, and early disposal",
        arguments: [
            (
                [.next(210, 2), .completed(250)], 1000, [.next(210, 2), .completed(250)],
                [Subscription(200, 250)]
            ),
            (
                [.next(210, 2), .error(250, TestError.boom)], 1000,
                [.next(210, 2), .error(250, TestError.boom)],
                [Subscription(200, 250)]
            ),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 2), .next(230, 3)], 220, [.next(210, 2)], [Subscription(200, 220)]),
        ] as [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])])
    func stopEvents(
        events: [Recorded<Event<Int>>], disposed: TestTime, expected: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.take(3) }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, subscriptions)
    }

    @Test("a synchronous source is cut off after the count")
    func synchronous() {
        var seen: [String] = []
        _ = Observable.of(1, 2, 3, 4).take(2).subscribe { seen.append("\($0)") }
        expectEqual(seen, ["next(1)", "next(2)", "completed"])
    }
}
