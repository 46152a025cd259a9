import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("startWith")
struct StartWithTests {
    @Test("sends the prefix on subscription, then the source")
    func prefix() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(7, 8) }
        expectEqual(res.events, [.next(200, 7), .next(200, 8), .next(220, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("error, never and early disposal")
    func stopEvents() {
        let cases: [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])] = [
            (
                [.error(250, TestError.boom)], 1000, [.next(200, 0), .error(250, TestError.boom)],
                [Subscription(200, 250)]
            ),
            ([.next(150, 1)], 1000, [.next(200, 0)], [Subscription(200, 1000)]),
            ([.next(210, 1), .next(230, 2)], 220, [.next(200, 0), .next(210, 1)], [Subscription(200, 220)]),
        ]
        for (events, disposed, expected, subscriptions) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let res = scheduler.start(disposed: disposed) { xs.startWith(0) }
            expectEqual(res.events, expected)
            expectEqual(xs.subscriptions, subscriptions)
        }
    }

    @Test("the prefix comes before a synchronous source, in argument order")
    func synchronous() {
        var seen: [String] = []
        _ = Observable.of(3, 4).startWith(1, 2).startWith(0).subscribe { seen.append("\($0)") }
        expectEqual(seen, ["next(0)", "next(1)", "next(2)", "next(3)", "next(4)", "completed"])
    }
}
