@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("delay")
struct DelayTests {
    static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ]

    @Test("elements and completion are shifted by the delay", arguments: [50, 100, 150])
    func shifted(delay: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.delay(.seconds(delay), scheduler: scheduler) }
        expectEqual(res.events, [
            .next(250 + delay, 2), .next(350 + delay, 3), .next(450 + delay, 4), .completed(550 + delay),
        ])
        expectEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    @Test("an error is sent at once")
    func errorNotDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, timeTestError)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        expectEqual(res.events, [.error(250, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("an error drops the elements still waiting")
    func errorDropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, timeTestError),
        ])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        expectEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    @Test("an empty sequence completes after the delay")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        expectEqual(res.events, [.completed(400)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("a never-ending sequence sends nothing")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("disposal drops the elements still waiting")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start(disposed: 400) { xs.delay(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(350, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
        expectEqual(scheduler.pendingCount, 0)
    }

    @Test("elements sent together are delivered one scheduling step apart")
    func sameTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .next(250, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(350, 1), .next(351, 2), .next(360, 3), .completed(400)])
    }

    @Test("a cold source is delayed relative to its subscription")
    func coldSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(30, "b"), .completed(40)])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        expectEqual(res.events, [.next(215, "a"), .next(235, "b"), .completed(245)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    @Test("a Single's element and completion are queued separately: the completion follows a step later")
    func singleDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(7).delay(.seconds(30), scheduler: scheduler).asObservable() }
        expectEqual(res.events, [.next(230, 7), .completed(231)])
    }

    @Test("Maybe and Completable delay completion but not errors")
    func maybeAndCompletableDelay() {
        let maybeScheduler = TestScheduler(initialClock: 0)
        let maybe = maybeScheduler.start {
            Maybe<Int>.empty().delay(.seconds(30), scheduler: maybeScheduler).asObservable()
        }
        expectEqual(maybe.events, [.completed(230)])
        let completableScheduler = TestScheduler(initialClock: 0)
        let completable = completableScheduler.start {
            Completable.error(timeTestError).delay(.seconds(30), scheduler: completableScheduler).asObservable()
        }
        expectEqual(completable.events, [.error(200, timeTestError)])
    }
}
