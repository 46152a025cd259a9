import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("take(until:) another sequence")
struct TakeUntilTests {
    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ]

    @Test("an element of the other sequence completes it")
    func otherNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        expectEqual(l.subscriptions, [Subscription(200, 225)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("an error of the other sequence ends it with that error")
    func otherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .error(225, TestError.boom)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, TestError.boom)])
        expectEqual(l.subscriptions, [Subscription(200, 225)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("the other sequence completing changes nothing but its own subscription")
    func otherCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(150, 1), .completed(225, Int.self)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        expectEqual(l.subscriptions, [Subscription(200, 250)])
        expectEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @Test("the source ending first disposes both")
    func sourceEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let r = scheduler.createHotObservable([.next(250, 1)])
        let res = scheduler.start { l.take(until: r) }
        expectEqual(res.events, [.next(210, 2), .error(230, TestError.boom)])
        expectEqual(l.subscriptions, [Subscription(200, 230)])
        expectEqual(r.subscriptions, [Subscription(200, 230)])
    }

    @Test("never and never, disposed early")
    func neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start(disposed: 500) { l.take(until: r) }
        expectTrue(res.events.isEmpty)
        expectEqual(l.subscriptions, [Subscription(200, 500)])
        expectEqual(r.subscriptions, [Subscription(200, 500)])
    }

    @Test("the other sequence is subscribed first: a synchronous one wins")
    func synchronousOther() {
        var seen: [String] = []
        _ = Observable.of(1, 2).take(until: Observable.just(0)).subscribe { seen.append("\($0)") }
        expectEqual(seen, ["completed"])
    }

    @Test("the deprecated spelling forwards")
    @available(*, deprecated)
    func deprecated() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable(Self.source)
        let r = scheduler.createHotObservable([.next(225, 99)])
        let res = scheduler.start { l.takeUntil(r) }
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
    }
}
