import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("sample")
struct SampleTests {
    @Test("each tick sends the latest element if a new one came; completes on the tick after the source ends")
    func basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(350),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
            .next(360, "tick"), .next(400, "tock"), .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 3), .next(320, 6), .completed(360)])
        expectEqual(xs.subscriptions, [Subscription(200, 350)])
        expectEqual(ys.subscriptions, [Subscription(200, 360)])
    }

    @Test("with a default value, empty ticks send it")
    func defaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(350)])
        let ys = scheduler.createHotObservable([
            .next(210, ()), .next(250, ()), .next(260, ()), .next(360, ()),
        ])
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        expectEqual(res.events, [.next(210, 0), .next(250, 3), .next(260, 0), .next(360, 0), .completed(360)])
    }

    @Test("the sampler completing takes a last sample without completing the result")
    func samplerCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(300, 3)])
        let ys = scheduler.createHotObservable([.next(250, ()), .completed(320)])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 2), .next(320, 3)])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
        expectEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    @Test("a sample at the same time as an element sees it when the element comes first")
    func elementAndTickTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1)])
        let ys = scheduler.createHotObservable([.next(250, ()), .next(300, ())])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 1)])
    }

    @Test("an error from either side is sent at once", arguments: [true, false])
    func errors(fromSource: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            fromSource ? [.next(220, 2), .error(300, timeTestError)] : [.next(220, 2)])
        let ys = scheduler.createHotObservable(
            fromSource ? [.next(250, ())] : [.next(250, ()), .error(300, timeTestError)])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 2), .error(300, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    @Test("empty source: completes on the next tick; never: nothing")
    func emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        let ys = scheduler.createHotObservable([.next(210, ()), .next(260, ())])
        let res = scheduler.start { xs.sample(ys) }
        expectEqual(res.events, [.completed(260)])

        let neverScheduler = TestScheduler(initialClock: 0)
        let never = neverScheduler.createHotObservable([Recorded<Event<Int>>]())
        let ticks = neverScheduler.createHotObservable([.next(210, ()), .next(260, ())])
        let neverResult = neverScheduler.start { never.sample(ticks) }
        expectEqual(neverResult.events, [])
        expectEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    @Test("disposal unsubscribes both")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(300, 3)])
        let ys = scheduler.createHotObservable([.next(250, ()), .next(350, ())])
        let res = scheduler.start(disposed: 320) { xs.sample(ys) }
        expectEqual(res.events, [.next(250, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 320)])
        expectEqual(ys.subscriptions, [Subscription(200, 320)])
    }
}
