import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("catch and catchAndReturn")
struct CatchTests {
    private enum Failure: Error { case handler, second }

    @Test("switches to the handler's sequence at the error")
    func switches() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError.boom),
        ])
        let o2 = scheduler.createHotObservable([.next(225, 0), .next(240, 4), .completed(250)])
        var handledAt: TestTime?
        var handledError = ""
        let res = scheduler.start {
            o1.catch { error in
                handledAt = scheduler.clock
                handledError = "\(error)"
                return o2.asObservable()
            }
        }
        expectEqual(handledAt, 230)
        expectEqual(handledError, "boom")
        expectEqual(res.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
        expectEqual(o1.subscriptions, [Subscription(200, 230)])
        expectEqual(o2.subscriptions, [Subscription(230, 250)])
    }

    @Test("the fallback's error and early disposal while on the fallback")
    func fallbackEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let o2 = scheduler.createHotObservable([.next(240, 4), .error(250, Failure.second)])
        let res = scheduler.start { o1.catch { _ in o2.asObservable() } }
        expectEqual(res.events, [.next(210, 2), .next(240, 4), .error(250, Failure.second)])
        expectEqual(o2.subscriptions, [Subscription(230, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let p1 = scheduler2.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let p2 = scheduler2.createHotObservable([.next(240, 4), .completed(300)])
        let res2 = scheduler2.start(disposed: 245) { p1.catch { _ in p2.asObservable() } }
        expectEqual(res2.events, [.next(210, 2), .next(240, 4)])
        expectEqual(p1.subscriptions, [Subscription(200, 230)])
        expectEqual(p2.subscriptions, [Subscription(230, 245)])
    }

    @Test(
        "no error: completion, never and early disposal pass through",
        arguments: [
            (
                [.next(210, 2), .completed(250)], 1000, [.next(210, 2), .completed(250)],
                [Subscription(200, 250)]
            ),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 2), .error(250, TestError.boom)], 230, [.next(210, 2)], [Subscription(200, 230)]),
        ] as [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])])
    func noError(
        events: [Recorded<Event<Int>>], disposed: TestTime, expected: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var called = false
        let res = scheduler.start(disposed: disposed) {
            xs.catch { _ in
                called = true
                return .just(0)
            }
        }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, subscriptions)
        expectTrue(!called)
    }

    @Test("a throwing handler ends the sequence with the handler's error")
    func handlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let res = scheduler.start { o1.catch { _ in throw Failure.handler } }
        expectEqual(res.events, [.next(210, 2), .error(230, Failure.handler)])
        expectEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    @Test("catchAndReturn sends the element and completes")
    func catchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let o1 = scheduler.createHotObservable([.next(210, 2), .error(230, TestError.boom)])
        let res = scheduler.start { o1.catchAndReturn(-1) }
        expectEqual(res.events, [.next(210, 2), .next(230, -1), .completed(230)])
        expectEqual(o1.subscriptions, [Subscription(200, 230)])
    }

    @Test("the fallback is subscribed before the failed source is disposed")
    func switchOrder() {
        var log: [String] = []
        let failing = Observable<Int>.create { observer in
            observer.onError(TestError.boom)
            return Disposables.create { log.append("source disposed") }
        }
        let fallback = Observable<Int>.never().do(onSubscribe: { log.append("fallback subscribed") })
        let subscription = failing.catch { _ in fallback }.subscribe()
        subscription.dispose()
        expectEqual(log, ["fallback subscribed", "source disposed"])
    }

    @Test("the deprecated spellings forward")
    @available(*, deprecated)
    func deprecated() {
        var seen: [String] = []
        _ = Observable<Int>.error(TestError.boom).catchError { _ in .just(1) }.subscribe {
            seen.append("\($0)")
        }
        _ = Observable<Int>.error(TestError.boom).catchErrorJustReturn(2).subscribe { seen.append("\($0)") }
        expectEqual(seen, ["next(1)", "completed", "next(2)", "completed"])
    }
}
