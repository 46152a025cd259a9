import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("reduce")
struct ReduceTests {
    private enum Failure: Error { case accumulator, mapResult }

    @Test("sends the folded value when the source completes")
    func folds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        expectEqual(res.events, [.next(250, 42 + 2 + 3 + 4), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("mapResult transforms the folded value")
    func mapResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }
        expectEqual(res.events, [.next(250, "sum 5"), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("an empty source gives the seed")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.reduce(42, accumulator: +) }
        expectEqual(res.events, [.next(250, 42), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("error, never and early disposal send nothing but the error")
    func stopEvents() {
        let cases: [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])] = [
            (
                [.next(210, 1), .error(250, TestError.boom)], 1000, [.error(250, TestError.boom)],
                [Subscription(200, 250)]
            ),
            ([.next(210, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 1), .completed(250)], 220, [], [Subscription(200, 220)]),
        ]
        for (events, disposed, expected, subscriptions) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let res = scheduler.start(disposed: disposed) { xs.reduce(0, accumulator: +) }
            expectEqual(res.events, expected)
            expectEqual(xs.subscriptions, subscriptions)
        }
    }

    @Test("a throwing accumulator ends the sequence at once")
    func accumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0) { sum, value in
                if value == 3 { throw Failure.accumulator }
                return sum + value
            }
        }
        expectEqual(res.events, [.error(220, Failure.accumulator)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("a throwing mapResult fails at completion")
    func mapResultThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start {
            xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw Failure.mapResult })
        }
        expectEqual(res.events, [.error(250, Failure.mapResult)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
