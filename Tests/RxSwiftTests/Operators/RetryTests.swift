import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("retry() and retry(_:)")
struct RetryTests {
    @Test("a completing source is subscribed once")
    func completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
        ])
        let res = scheduler.start { xs.retry() }
        expectEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        expectEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    @Test("retry() resubscribes after every error until disposed")
    func forever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .error(250, TestError.boom),
        ])
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        expectEqual(
            res.events, [
                .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3), .next(1050, 1),
            ])
        expectEqual(
            xs.subscriptions, [
                Subscription(200, 450), Subscription(450, 700), Subscription(700, 950),
                Subscription(950, 1100),
            ])
    }

    @Test("retry(n) makes n attempts in all, then passes the error on")
    func count() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError.boom),
        ])
        let res = scheduler.start { xs.retry(3) }
        expectEqual(
            res.events, [
                .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3),
                .next(245, 1), .next(250, 2), .next(255, 3), .error(260, TestError.boom),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test("disposed during the second attempt")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(5, 1), .next(10, 2), .next(15, 3), .error(20, TestError.boom),
        ])
        let res = scheduler.start(disposed: 231) { xs.retry(3) }
        expectEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
    }

    @Test("retry(0) completes at once without subscribing; never stays subscribed")
    func zeroAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(20, TestError.boom)])
        let res = scheduler.start { xs.retry(0) }
        expectEqual(res.events, [.completed(200)])
        expectTrue(xs.subscriptions.isEmpty)

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(150, 1)])
        let res2 = scheduler2.start { ys.retry(2) }
        expectTrue(res2.events.isEmpty)
        expectEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    @Test("a source failing while subscribed is retried in a loop, not recursively")
    func synchronousFailures() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(attempts)
            if attempts < 10_000 { observer.onError(TestError.boom) } else { observer.onCompleted() }
            return Disposables.create()
        }
        var last: Int?
        var completed = false
        _ = source.retry().subscribe(onNext: { last = $0 }, onCompleted: { completed = true })
        expectEqual(attempts, 10_000)
        expectEqual(last, 10_000)
        expectTrue(completed)

        var seen: [String] = []
        _ = Observable<Int>.error(TestError.boom).retry(3).subscribe { seen.append("\($0)") }
        expectEqual(seen, ["error(boom)"])
    }

    @Test("the failed attempt is disposed before the next one is subscribed")
    func resubscriptionOrder() {
        var log: [String] = []
        let failures = PublishSubject<Int>()
        var attempt = 0
        let source = Observable<Int>.create { observer in
            attempt += 1
            let number = attempt
            log.append("subscribed \(number)")
            let inner = failures.subscribe(observer)
            return Disposables.create {
                log.append("disposed \(number)")
                inner.dispose()
            }
        }
        var seen: [String] = []
        _ = source.retry(2).subscribe { seen.append("\($0)") }
        failures.onError(TestError.boom)
        expectEqual(log, ["subscribed 1", "disposed 1", "subscribed 2", "disposed 2"])
        expectEqual(seen, ["error(boom)"])
    }
}
