@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("throttle")
struct ThrottleTests {
    static let burst: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
        .next(450, 7),
    ]

    @Test("latest: the first element at once, then the latest of each window at its end")
    func latestCompletedWhileWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst + [.completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        expectEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    @Test("latest: a completion after the window ends is sent when it comes")
    func latestCompletedAfterWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst + [.completed(900)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        expectEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    @Test("latest is the default; without an end the last window still flushes")
    func latestNoEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst)
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7)])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("not latest: elements inside a window are dropped")
    func notLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst + [.completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
        expectEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    @Test("an error is sent at once and drops the waiting element", arguments: [true, false])
    func error(latest: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, timeTestError),
            .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: latest, scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2), .error(410, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(200, 410)])
    }

    @Test("empty completes; never sends nothing", arguments: [true, false])
    func emptyAndNever(latest: Bool) {
        let emptyScheduler = TestScheduler(initialClock: 0)
        let empty = emptyScheduler.createHotObservable([.next(150, 0), .completed(500)])
        let emptyResult = emptyScheduler.start {
            empty.throttle(.seconds(200), latest: latest, scheduler: emptyScheduler)
        }
        expectEqual(emptyResult.events, [.completed(500)])
        expectEqual(empty.subscriptions, [Subscription(200, 500)])

        let neverScheduler = TestScheduler(initialClock: 0)
        let never = neverScheduler.createHotObservable([.next(150, 0)])
        let neverResult = neverScheduler.start {
            never.throttle(.seconds(200), latest: latest, scheduler: neverScheduler)
        }
        expectEqual(neverResult.events, [])
        expectEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    @Test("the first element is sent at once, even right after subscribing")
    func firstElementImmediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(1, 2)])
        let res = scheduler.start { xs.throttle(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(200, 1), .next(300, 2)])
    }

    @Test("an element exactly one window after the last sent one is sent at once")
    func elementAtWindowBoundary() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(410, 3), .completed(420)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .next(410, 3), .completed(420)])
    }

    @Test("the rest of the window is rounded to whole units of the due time, as RxSwift does")
    func remainderRoundedToUnits() {
        // Milliseconds per tick; a one-second window.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(700, 2), .next(2_400, 3)])
        let res = scheduler.start(disposed: 5_000) { xs.throttle(.seconds(1), scheduler: scheduler) }
        // 0.49 s into a window leaves 0.51 s, rounded up to 1 s; 0.7 s in leaves 0.3 s, rounded to 0.
        expectEqual(res.events, [.next(210, 1), .next(1_700, 2), .next(2_400, 3)])
    }

    @Test("disposal cancels the waiting element")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.burst)
        let res = scheduler.start(disposed: 400) { xs.throttle(.seconds(200), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
        expectEqual(scheduler.pendingCount, 0)
    }
}
