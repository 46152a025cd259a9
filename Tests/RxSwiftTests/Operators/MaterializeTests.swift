import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("materialize and dematerialize")
struct MaterializeTests {
    @Test(
        "materialize turns events into elements",
        arguments: [
            (
                [.next(150, 1), .next(210, 2), .completed(250)],
                ["next(next(2)) @ 210", "next(completed) @ 250", "completed @ 250"], Subscription(200, 250)
            ),
            (
                [.next(210, 2), .error(250, TestError.boom)],
                ["next(next(2)) @ 210", "next(error(boom)) @ 250", "completed @ 250"], Subscription(200, 250)
            ),
            ([.completed(250)], ["next(completed) @ 250", "completed @ 250"], Subscription(200, 250)),
            ([.next(150, 1)], [], Subscription(200, 1000)),
        ] as [([Recorded<Event<Int>>], [String], Subscription)])
    func materialize(events: [Recorded<Event<Int>>], expected: [String], subscription: Subscription) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start { xs.materialize() }
        expectEqual(res.events.map(\.debugDescription), expected)
        expectEqual(xs.subscriptions, [subscription])
    }

    @Test("materialize disposed early")
    func materializeDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 3)])
        let res = scheduler.start(disposed: 230) { xs.materialize() }
        expectEqual(res.events.map(\.debugDescription), ["next(next(2)) @ 210"])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("dematerialize turns elements back into events; a stop element ends it")
    func dematerialize() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, Event.next(1)), .next(210, .next(2)), .next(220, .error(TestError.boom)),
            .next(230, .next(3)), .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        expectEqual(res.events, [.next(210, 2), .error(220, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, Event.next(2)), .next(220, Event<Int>.completed)])
        let res2 = scheduler2.start { ys.dematerialize() }
        expectEqual(res2.events, [.next(210, 2), .completed(220)])
        expectEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    @Test("dematerialize passes the source's own stop events and disposal")
    func dematerializeStops() {
        let cases: [([Recorded<Event<Event<Int>>>], TestTime, [Recorded<Event<Int>>], Subscription)] = [
            (
                [.next(210, .next(1)), .error(250, TestError.boom)], 1000,
                [.next(210, 1), .error(250, TestError.boom)],
                Subscription(200, 250)
            ),
            (
                [.next(210, .next(1)), .completed(250)], 1000, [.next(210, 1), .completed(250)],
                Subscription(200, 250)
            ),
            ([.next(150, .next(1))], 1000, [], Subscription(200, 1000)),
            ([.next(210, .next(1)), .next(240, .next(2))], 230, [.next(210, 1)], Subscription(200, 230)),
        ]
        for (events, disposed, expected, subscription) in cases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let res = scheduler.start(disposed: disposed) { xs.dematerialize() }
            expectEqual(res.events, expected)
            expectEqual(xs.subscriptions, [subscription])
        }
    }

    @Test("dematerialize undoes materialize")
    func roundTrip() {
        var seen: [String] = []
        _ = Observable.of(1, 2).materialize().dematerialize().subscribe { seen.append("\($0)") }
        expectEqual(seen, ["next(1)", "next(2)", "completed"])
    }
}
