import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("retry(when:)")
struct RetryWhenTests {
    private struct Retryable: Error, CustomStringConvertible { var description: String { "retryable" } }
    private struct Other: Error, CustomStringConvertible { var description: String { "other" } }
    private enum Failure: Error { case handler }

    @Test("a source that completes never consults the handler")
    func completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210, Int.self)])
        let res = scheduler.start(disposed: 300) { xs.retry(when: { (_: Observable<Retryable>) in empty }) }
        expectEqual(res.events, [.next(210, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("a handler that never sends leaves the sequence waiting after the error")
    func handlerNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, Retryable())])
        let never = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Retryable>) in never }) }
        expectEqual(res.events, [.next(210, 1), .next(220, 2)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    @Test("each element of the handler's sequence resubscribes; its error ends the sequence")
    func nextThenError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, Retryable()), .completed(40),
        ])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<Retryable>) in
                errors.scan(0) { count, _ in
                    if count + 1 == 2 { throw Failure.handler }
                    return count + 1
                }
            })
        }
        expectEqual(
            res.events, [
                .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, Failure.handler),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    @Test("the handler's completion completes the sequence")
    func handlerCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .error(30, Retryable()), .completed(40),
        ])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<Retryable>) in
                errors.scan(0) { count, _ in count + 1 }.take(while: { $0 < 2 })
            })
        }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        expectEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(10, 1), .next(20, 2), .error(30, Retryable())])
        let done = scheduler2.createHotObservable([.next(150, 1), .completed(230, Int.self)])
        let res2 = scheduler2.start { ys.retry(when: { (_: Observable<Retryable>) in done }) }
        expectEqual(res2.events, [.next(210, 1), .next(220, 2), .completed(230)])
        expectEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    @Test("errors of another type are passed on at once")
    func otherErrorType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, Other())])
        let res = scheduler.start(disposed: 800) {
            xs.retry(when: { (errors: Observable<Retryable>) in errors })
        }
        expectEqual(res.events, [.next(205, 1), .error(210, Other())])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    @Test("with Swift.Error every error goes to the handler")
    func anyError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, Other())])
        let res = scheduler.start(disposed: 240) {
            xs.retry(when: { (errors: Observable<Swift.Error>) in errors })
        }
        expectEqual(res.events, [.next(205, 1), .next(215, 1), .next(225, 1), .next(235, 1)])
        expectEqual(
            xs.subscriptions, [
                Subscription(200, 210), Subscription(210, 220), Subscription(220, 230),
                Subscription(230, 240),
            ])
    }

    @Test("a source failing while subscribed is retried in a loop")
    func synchronousFailures() {
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            observer.onNext(0)
            if attempts < 3 { observer.onError(TestError.boom) }
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        var seen: [String] = []
        _ = source.retry(when: { $0 }).subscribe { seen.append("\($0)") }
        expectEqual(seen, ["next(0)", "next(0)", "next(0)", "next(1)", "completed"])
    }

    @Test("the deprecated spellings forward")
    @available(*, deprecated)
    func deprecated() {
        var seen: [String] = []
        _ = Observable<Int>.error(TestError.boom).retryWhen { (errors: Observable<Swift.Error>) in
            errors.take(1)
        }
        .subscribe { seen.append("\($0)") }
        _ = Observable<Int>.error(Retryable()).retryWhen { (errors: Observable<Retryable>) in errors.take(0) }
            .subscribe { seen.append("\($0)") }
        expectEqual(seen, ["completed", "completed"])
    }

    @Test(
        "the failed attempt is disposed before the handler sees the error; a handler that completed while an attempt ran ends the sequence at the next error"
    )
    func disposalBeforeHandler() {
        var log: [String] = []
        var attempt = 0
        var current: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            attempt += 1
            let number = attempt
            log.append("subscribed \(number)")
            current = observer
            return Disposables.create { log.append("disposed \(number)") }
        }
        _ = source.retry(when: { (errors: Observable<Swift.Error>) in
            errors.do(onNext: { _ in log.append("handler") }).take(2)
        }).subscribe(onCompleted: { log.append("completed") })
        current?.onError(TestError.boom)
        current?.onError(TestError.boom)
        expectEqual(
            log, [
                "subscribed 1", "disposed 1", "handler", "subscribed 2", "disposed 2", "handler",
                "subscribed 3",
            ])
        current?.onError(TestError.boom)
        expectEqual(log.suffix(2), ["disposed 3", "completed"])
    }
}
