@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("timeout")
struct TimeoutTests {
    @Test("with no element in time, fails with RxError.timeout")
    func noElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(400, 1)])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.error(300, RxError.timeout)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("the error text is RxSwift's")
    func errorText() {
        expectEqual("\(RxError.timeout)", "Sequence timeout.")
    }

    @Test("each element restarts the timeout")
    func resetByElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(250, 1), .next(330, 2), .next(420, 3), .next(600, 4),
        ])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(250, 1), .next(330, 2), .next(420, 3), .error(520, RxError.timeout)])
        expectEqual(xs.subscriptions, [Subscription(200, 520)])
    }

    @Test("an element exactly at the due time wins over the timer")
    func elementAtDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(350)])
        let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(300, 1), .completed(350)])
        expectEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    @Test("a cold source: an element at exactly the due time resets the timer; a late one fails")
    func coldSourceExactAndLate() {
        let exactScheduler = TestScheduler(initialClock: 0)
        let exact = exactScheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let exactResult = exactScheduler.start { exact.timeout(.seconds(30), scheduler: exactScheduler) }
        expectEqual(exactResult.events, [
            .next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270),
        ])
        expectEqual(exact.subscriptions, [Subscription(200, 270)])

        let lateScheduler = TestScheduler(initialClock: 0)
        let late = lateScheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let lateResult = lateScheduler.start { late.timeout(.seconds(25), scheduler: lateScheduler) }
        expectEqual(lateResult.events, [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        expectEqual(late.subscriptions, [Subscription(200, 245)])
    }

    @Test("completion and errors in time pass through")
    func stopsInTime() {
        let completedScheduler = TestScheduler(initialClock: 0)
        let completed = completedScheduler.createHotObservable([.next(210, 1), .completed(250)])
        let completedResult = completedScheduler.start {
            completed.timeout(.seconds(100), scheduler: completedScheduler)
        }
        expectEqual(completedResult.events, [.next(210, 1), .completed(250)])
        expectEqual(completed.subscriptions, [Subscription(200, 250)])

        let errorScheduler = TestScheduler(initialClock: 0)
        let failing = errorScheduler.createHotObservable([.next(210, 1), .error(250, timeTestError)])
        let errorResult = errorScheduler.start { failing.timeout(.seconds(100), scheduler: errorScheduler) }
        expectEqual(errorResult.events, [.next(210, 1), .error(250, timeTestError)])
        expectEqual(failing.subscriptions, [Subscription(200, 250)])
    }

    @Test("disposal before the due time stops the timer")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(disposed: 250) { xs.timeout(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(scheduler.pendingCount, 0)
    }

    @Test("with other, switches to it at the timeout and ignores the source from then on")
    func switchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(400, 3), .completed(500)])
        let ys = scheduler.createColdObservable([.next(50, -1), .next(100, -2), .completed(150)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .next(240, 2), .next(390, -1), .next(440, -2), .completed(490)])
        expectEqual(xs.subscriptions, [Subscription(200, 340)])
        expectEqual(ys.subscriptions, [Subscription(340, 490)])
    }

    @Test("with other, a source that ends in time never subscribes to other")
    func otherUnused() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createColdObservable([.next(50, -1)])
        let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }
        expectEqual(res.events, [.next(210, 1), .completed(250)])
        expectEqual(ys.subscriptions, [])
    }

    @Test("Single.timeout fails, or switches to the other Single")
    func single() {
        let failScheduler = TestScheduler(initialClock: 0)
        let failed = failScheduler.start {
            Single<Int>.never().timeout(.seconds(30), scheduler: failScheduler).asObservable()
        }
        expectEqual(failed.events, [.error(230, RxError.timeout)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let switched = otherScheduler.start {
            Single<Int>.never().timeout(.seconds(30), other: .just(9), scheduler: otherScheduler).asObservable()
        }
        expectEqual(switched.events, [.next(230, 9), .completed(230)])
    }

    @Test("Completable.timeout fails unless completion comes in time")
    func completable() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.never().timeout(.seconds(30), scheduler: scheduler).asObservable()
        }
        expectEqual(res.events, [.error(230, RxError.timeout)])
    }
}
