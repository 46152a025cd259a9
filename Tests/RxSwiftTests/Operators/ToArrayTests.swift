import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("toArray")
struct ToArrayTests {
    @Test("collects every element until completion")
    func collects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.toArray().asObservable() }
        expectEqual(res.events, [.next(250, [2, 3]), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("an empty source gives an empty array")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.toArray().asObservable() }
        expectEqual(res.events, [.next(250, []), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("error, never and early disposal")
    func stopEvents() {
        let cases: [([Recorded<Event<Int>>], TestTime, [Recorded<Event<[Int]>>], [Subscription])] = [
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
            let res = scheduler.start(disposed: disposed) { xs.toArray().asObservable() }
            expectEqual(res.events, expected)
            expectEqual(xs.subscriptions, subscriptions)
        }
    }

    @Test("subscribes as a Single")
    func asSingle() {
        var results: [String] = []
        _ = Observable.of(1, 2, 3).toArray().subscribe(
            onSuccess: { results.append("success(\($0))") }, onFailure: { results.append("failure(\($0))") })
        expectEqual(results, ["success([1, 2, 3])"])
    }
}
