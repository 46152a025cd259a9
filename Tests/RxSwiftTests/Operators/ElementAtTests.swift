import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("element(at:)")
struct ElementAtTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
    ]

    @Test("sends the element at the index and completes with it", arguments: [(0, 210, 2), (2, 230, 4)])
    func element(index: Int, time: TestTime, value: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.element(at: index) }
        expectEqual(res.events, [.next(time, value), .completed(time)])
        expectEqual(xs.subscriptions, [Subscription(200, time)])
    }

    @Test("a source too short fails with argumentOutOfRange")
    func tooShort() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.element(at: 3) }
        expectEqual(res.events, [.error(250, RxError.argumentOutOfRange)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual("\(RxError.argumentOutOfRange)", "Argument out of range.")
    }

    @Test(
        "error, never and early disposal",
        arguments: [
            (
                [.next(210, 1), .error(250, TestError.boom)], 1000, [.error(250, TestError.boom)],
                [Subscription(200, 250)]
            ),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 1), .next(240, 3)], 230, [], [Subscription(200, 230)]),
        ] as [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])])
    func stopEvents(
        events: [Recorded<Event<Int>>], disposed: TestTime, expected: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.element(at: 1) }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, subscriptions)
    }

    @Test("the deprecated spelling forwards")
    @available(*, deprecated)
    func deprecated() {
        var seen: [String] = []
        _ = Observable.of(5, 6, 7).elementAt(1).subscribe { seen.append("\($0)") }
        expectEqual(seen, ["next(6)", "completed"])
    }
}
