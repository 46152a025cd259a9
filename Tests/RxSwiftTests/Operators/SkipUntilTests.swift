import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("skip(until:)")
struct SkipUntilTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]

    @Test("passes elements on once the other sequence has sent one")
    func opens() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        expectEqual(l.subscriptions, [Subscription(200, 250)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test(
        "an error of either ends it",
        arguments: [
            ([.next(150, 1), .error(225, TestError.boom)] as [Recorded<Event<Int>>], Self.source, 225),
            (
                [.next(150, 1), .next(230, 2), .completed(250)],
                [.next(210, 2), .error(220, TestError.boom)], 220
            ),
        ])
    func error(other: [Recorded<Event<Int>>], source: [Recorded<Event<Int>>], at time: TestTime) {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(source)
        let r = scheduler.createHotObservable(other)
        let res = scheduler.start { l.skip(until: r) }
        expectEqual(res.events, [.error(time, TestError.boom)])
        expectEqual(l.subscriptions, [Subscription(200, time)])
        expectEqual(r.subscriptions, [Subscription(200, time)])
    }

    @Test("the source completing before the other sends never ends the result")
    func completesClosed() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225, Int.self)])
        let res = scheduler.start { l.skip(until: r) }
        expectTrue(res.events.isEmpty)
        expectEqual(l.subscriptions, [Subscription(200, 250)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let l2 = scheduler2.createHotObservable(Self.source)
        let r2 = scheduler2.createHotObservable([.next(150, 1)])
        let res2 = scheduler2.start { l2.skip(until: r2) }
        expectTrue(res2.events.isEmpty)
        expectEqual(l2.subscriptions, [Subscription(200, 250)])
        expectEqual(r2.subscriptions, [Subscription(200, 250)])
    }

    @Test("a never-ending source stays subscribed after the other opens it")
    func neverOpened() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 2), .completed(250)])
        let res = scheduler.start { l.skip(until: r) }
        expectTrue(res.events.isEmpty)
        expectEqual(l.subscriptions, [Subscription(200, 1000)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("disposed early")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(215, 1)])
        let res = scheduler.start(disposed: 235) { l.skip(until: r) }
        expectEqual(res.events, [.next(220, 3), .next(230, 4)])
        expectEqual(l.subscriptions, [Subscription(200, 235)])
        expectEqual(r.subscriptions, [Subscription(200, 215)])
    }

    @Test("the source is subscribed first")
    func subscriptionOrder() {
        var order: [String] = []
        let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
        let other = Observable<Int>.never().do(onSubscribe: { order.append("other") })
        _ = source.skip(until: other).subscribe()
        _ = source.take(until: other).subscribe()
        expectEqual(order, ["source", "other", "other", "source"])
    }

    @Test("the deprecated spelling forwards")
    @available(*, deprecated)
    func deprecated() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(225, 99)])
        let res = scheduler.start { l.skipUntil(r) }
        expectEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
    }
}
