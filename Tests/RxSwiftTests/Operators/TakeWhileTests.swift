import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("take(while:) and take(until:) with a predicate")
struct TakeWhileTests {
    private enum Failure: Error { case predicate }

    private static let source: [Recorded<Event<Int>>] = [
        .next(90, -1), .next(210, 2), .next(220, 3), .next(230, 5), .next(240, 7), .next(250, 4),
        .completed(300),
    ]

    @Test("take(while:) completes at the first element that fails, dropping it")
    func whileExclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("take(while:behavior: .inclusive) sends the element that stops it")
    func whileInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.take(while: { $0 < 5 }, behavior: .inclusive) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 5), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test(
        "take(until:behavior:) stops at the first element that satisfies the predicate",
        arguments: [(TakeBehavior.exclusive, false), (.inclusive, true)])
    func until(behavior: TakeBehavior, includesStop: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.take(until: { $0 == 7 }, behavior: behavior) }
        let stop: [Recorded<Event<Int>>] = includesStop ? [.next(240, 7)] : []
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 5)] + stop + [.completed(240)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    @Test(
        "error, empty, never and early disposal",
        arguments: [
            (
                [.next(210, 1), .error(250, TestError.boom)], 1000,
                [.next(210, 1), .error(250, TestError.boom)],
                [Subscription(200, 250)]
            ),
            ([.completed(250)], 1000, [.completed(250)], [Subscription(200, 250)]),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 1), .next(230, 2)], 220, [.next(210, 1)], [Subscription(200, 220)]),
        ] as [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])])
    func stopEvents(
        events: [Recorded<Event<Int>>], disposed: TestTime, expected: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.take(while: { $0 < 100 }) }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, subscriptions)
    }

    @Test("a throwing predicate ends the sequence with its error")
    func predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start {
            xs.take(while: { value in
                if value == 5 { throw Failure.predicate }
                return true
            })
        }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .error(230, Failure.predicate)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("the deprecated spellings forward")
    @available(*, deprecated)
    func deprecated() {
        var seen: [String] = []
        _ = Observable.of(1, 2, 3).takeWhile { $0 < 2 }.subscribe { seen.append("\($0)") }
        _ = Observable.of(1, 2, 3).takeUntil(.inclusive) { $0 == 2 }.subscribe { seen.append("\($0)") }
        expectEqual(seen, ["next(1)", "completed", "next(1)", "next(2)", "completed"])
    }
}
