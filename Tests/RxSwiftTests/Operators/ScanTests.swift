import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("scan")
struct ScanTests {
    private enum Failure: Error { case accumulator }

    @Test("sends every running value, seeded")
    func seeded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.scan(42) { $0 + $1 } }
        expectEqual(res.events, [.next(210, 44), .next(220, 47), .next(230, 51), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("into: mutates the running value in place")
    func into() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) }.map { $0.count } }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("error, empty, never and early disposal")
    func stopEvents() {
        let cases: [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])] = [
            (
                [.next(210, 1), .error(250, TestError.boom)], 1000,
                [.next(210, 1), .error(250, TestError.boom)],
                [Subscription(200, 250)]
            ),
            ([.next(150, 1), .completed(250)], 1000, [.completed(250)], [Subscription(200, 250)]),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            (
                [.next(210, 1), .next(230, 2), .completed(250)], 220, [.next(210, 1)],
                [Subscription(200, 220)]
            ),
        ]
        for (events, disposed, expected, subscriptions) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let res = scheduler.start(disposed: disposed) { xs.scan(0, accumulator: +) }
            expectEqual(res.events, expected)
            expectEqual(xs.subscriptions, subscriptions)
        }
    }

    @Test("a throwing accumulator ends the sequence with its error")
    func accumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start {
            xs.scan(0) { sum, value in
                if value == 3 { throw Failure.accumulator }
                return sum + value
            }
        }
        expectEqual(res.events, [.next(210, 2), .error(220, Failure.accumulator)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
