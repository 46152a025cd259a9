import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("catch, retry and ifEmpty on traits")
struct TraitErrorTests {
    private enum Failure: Error { case first, second }

    /// A `Single` that fails the first `failures` times it is subscribed, then succeeds with the attempt number.
    private func flaky(failures: Int, attempts: Counter) -> Single<Int> {
        Single.create { observer in
            attempts.value += 1
            if attempts.value <= failures {
                observer(.failure(Failure.first))
            } else {
                observer(.success(attempts.value))
            }
            return Disposables.create()
        }
    }

    private final class Counter { var value = 0 }

    private func results<T>(_ single: Single<T>) -> [String] {
        var seen: [String] = []
        _ = single.subscribe { result in
            switch result {
            case .success(let value): seen.append("success(\(value))")
            case .failure(let error): seen.append("failure(\(error))")
            }
        }
        return seen
    }

    private func results<T>(_ maybe: Maybe<T>) -> [String] {
        var seen: [String] = []
        _ = maybe.subscribe { event in seen.append("\(event)") }
        return seen
    }

    @Test("Single.catch switches to the handler's Single")
    func singleCatch() {
        expectEqual(results(Single<Int>.error(Failure.first).catch { _ in .just(2) }), ["success(2)"])
        expectEqual(
            results(Single<Int>.error(Failure.first).catch { _ in throw Failure.second }), [
                "failure(second)"
            ])
        expectEqual(results(Single.just(1).catch { _ in .just(2) }), ["success(1)"])
    }

    @Test("catchAndReturn on Single and Maybe")
    func catchAndReturn() {
        expectEqual(results(Single<Int>.error(Failure.first).catchAndReturn(7)), ["success(7)"])
        expectEqual(results(Maybe<Int>.error(Failure.first).catchAndReturn(7)), ["success(7)"])
        expectEqual(results(Maybe<Int>.empty().catchAndReturn(7)), ["completed"])
    }

    @Test("Completable.catch")
    func completableCatch() {
        var seen: [String] = []
        _ = Completable.error(Failure.first).catch { _ in .empty() }.subscribe { seen.append("\($0)") }
        expectEqual(seen, ["completed"])
    }

    @Test("Single.retry(n)")
    func singleRetry() {
        let twice = Counter()
        expectEqual(results(flaky(failures: 5, attempts: twice).retry(2)), ["failure(first)"])
        expectEqual(twice.value, 2)
        let none = Counter()
        expectEqual(results(flaky(failures: 0, attempts: none).retry(3)), ["success(1)"])
        expectEqual(none.value, 1)
    }

    @Test("Single.retry(when:) resubscribes on the trigger")
    func singleRetryWhen() {
        let attempts = Counter()
        let single = flaky(failures: 2, attempts: attempts).retry(when: { (errors: Observable<Swift.Error>) in
            errors
        })
        expectEqual(results(single), ["success(3)"])

        let typed = Counter()
        let ended = flaky(failures: 9, attempts: typed).retry(when: { (errors: Observable<Failure>) in
            errors.scan(0) { count, _ in
                if count == 1 { throw Failure.second }
                return count + 1
            }
        })
        expectEqual(results(ended), ["failure(second)"])
        expectEqual(typed.value, 2)
    }

    @Test("Maybe.ifEmpty(default:) turns empty into success")
    func ifEmptyDefault() {
        expectEqual(results(Maybe<Int>.empty().ifEmpty(default: 5)), ["success(5)"])
        expectEqual(results(Maybe.just(1).ifEmpty(default: 5)), ["success(1)"])
        expectEqual(results(Maybe<Int>.error(Failure.first).ifEmpty(default: 5)), ["failure(first)"])
    }

    @Test("Maybe.ifEmpty(switchTo:) subscribes to the other when empty")
    func ifEmptySwitch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(240, 4), .next(260, 5), .completed(270)])
        let res = scheduler.start { xs.asMaybe().ifEmpty(switchTo: ys.asMaybe()).asObservable() }
        expectEqual(res.events, [.next(270, 5), .completed(270)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(ys.subscriptions, [Subscription(250, 270)])

        expectEqual(results(Maybe<Int>.empty().ifEmpty(switchTo: Single.just(3))), ["success(3)"])
        expectEqual(results(Maybe.just(1).ifEmpty(switchTo: Maybe.just(3))), ["success(1)"])
        expectEqual(results(Maybe<Int>.empty().ifEmpty(switchTo: Maybe<Int>.empty())), ["completed"])
    }

    @Test("the deprecated spellings forward")
    @available(*, deprecated)
    func deprecated() {
        expectEqual(results(Single<Int>.error(Failure.first).catchError { _ in .just(2) }), ["success(2)"])
        expectEqual(results(Single<Int>.error(Failure.first).catchErrorJustReturn(3)), ["success(3)"])
        expectEqual(results(Maybe<Int>.error(Failure.first).catchErrorJustReturn(4)), ["success(4)"])
        let attempts = Counter()
        let retried = flaky(failures: 1, attempts: attempts).retryWhen { (errors: Observable<Swift.Error>) in
            errors
        }
        expectEqual(results(retried), ["success(2)"])
    }
}
