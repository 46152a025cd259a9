import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("skip(_:)")
struct SkipCountTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
    ]

    @Test(
        "drops the first elements",
        arguments: [
            (0, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)]),
            (2, [.next(230, 4), .completed(250)]),
            (3, [.completed(250)]),
            (10, [.completed(250)]),
        ] as [(Int, [Recorded<Event<Int>>])])
    func drops(count: Int, expected: [Recorded<Event<Int>>]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.skip(count) }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test(
        "error, never and early disposal",
        arguments: [
            (
                [.next(210, 1), .next(220, 2), .error(250, TestError.boom)], 1000,
                [.next(220, 2), .error(250, TestError.boom)], [Subscription(200, 250)]
            ),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 1), .next(220, 2), .next(240, 3)], 230, [.next(220, 2)], [Subscription(200, 230)]),
        ] as [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])])
    func stopEvents(
        events: [Recorded<Event<Int>>], disposed: TestTime, expected: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.skip(1) }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, subscriptions)
    }
}
