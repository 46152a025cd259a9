import Foundation
import RxSwift
import RxTest
import TestSupport
import Testing

/// The "Traits" list, written as RxSwift code.
@Suite("RxSwift API: traits")
struct TraitsAPITests {
    enum TestError: Error { case boom }

    private func result<Element>(_ single: Single<Element>) -> String {
        var text = "nothing"
        _ = single.subscribe { result in
            switch result {
            case .success(let element): text = "success(\(element))"
            case .failure(let error): text = "failure(\(error))"
            }
        }
        return text
    }

    private func result<Element>(_ maybe: Maybe<Element>) -> String {
        var text = "nothing"
        _ = maybe.subscribe { event in
            switch event {
            case .success(let element): text = "success(\(element))"
            case .error(let error): text = "error(\(error))"
            case .completed: text = "completed"
            }
        }
        return text
    }

    private func result(_ completable: Completable) -> String {
        var text = "nothing"
        _ = completable.subscribe { event in
            switch event {
            case .error(let error): text = "error(\(error))"
            case .completed: text = "completed"
            }
        }
        return text
    }

    @Test("create with .success/.failure, .success/.error/.completed, .completed/.error")
    func create() {
        let single = Single<Int>.create { observer in
            observer(.success(1))
            return Disposables.create()
        }
        let failing = Single<Int>.create { observer in
            observer(.failure(TestError.boom))
            return Disposables.create()
        }
        let maybe = Maybe<Int>.create { observer in
            observer(.success(2))
            return Disposables.create()
        }
        let emptyMaybe = Maybe<Int>.create { observer in
            observer(.completed)
            return Disposables.create()
        }
        let failingMaybe = Maybe<Int>.create { observer in
            observer(.error(TestError.boom))
            return Disposables.create()
        }
        let completable = Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }
        let failingCompletable = Completable.create { observer in
            observer(.error(TestError.boom))
            return Disposables.create()
        }
        expectEqual(result(single), "success(1)")
        expectEqual(result(failing), "failure(boom)")
        expectEqual(result(maybe), "success(2)")
        expectEqual(result(emptyMaybe), "completed")
        expectEqual(result(failingMaybe), "error(boom)")
        expectEqual(result(completable), "completed")
        expectEqual(result(failingCompletable), "error(boom)")
    }

    @Test("just, error, never, empty, deferred")
    func factories() {
        expectEqual(result(Single.just(1)), "success(1)")
        expectEqual(result(Single.just(1, scheduler: CurrentThreadScheduler.instance)), "success(1)")
        expectEqual(result(Single<Int>.error(TestError.boom)), "failure(boom)")
        expectEqual(result(Single<Int>.never()), "nothing")
        expectEqual(result(Single.deferred { Single.just(2) }), "success(2)")
        expectEqual(result(Maybe.just(3)), "success(3)")
        expectEqual(result(Maybe.just(3, scheduler: CurrentThreadScheduler.instance)), "success(3)")
        expectEqual(result(Maybe<Int>.error(TestError.boom)), "error(boom)")
        expectEqual(result(Maybe<Int>.never()), "nothing")
        expectEqual(result(Maybe<Int>.empty()), "completed")
        expectEqual(result(Maybe.deferred { Maybe<Int>.empty() }), "completed")
        expectEqual(result(Completable.error(TestError.boom)), "error(boom)")
        expectEqual(result(Completable.never()), "nothing")
        expectEqual(result(Completable.empty()), "completed")
        expectEqual(result(Completable.deferred { .empty() }), "completed")
    }

    @Test("subscribe forms of Single, Maybe and Completable")
    func subscribeForms() {
        var log: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") },
            onDisposed: { log.append("disposed") })
        _ = Single<Int>.error(TestError.boom).subscribe(onFailure: { log.append("failure \($0)") })
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { _ in }, onError: { _ in }, onCompleted: { log.append("maybe completed") },
            onDisposed: { log.append("maybe disposed") })
        _ = Maybe.just(3).subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = Completable.empty().subscribe(
            onCompleted: { log.append("completable completed") }, onError: { _ in },
            onDisposed: { log.append("completable disposed") })
        _ = Completable.error(TestError.boom).subscribe(onError: { log.append("completable \($0)") })
        expectEqual(log, [
            "success 1", "disposed", "failure boom", "maybe completed",
            "maybe disposed", "maybe 3", "completable completed", "completable disposed", "completable boom",
        ])
    }

    @Test("subscribe(with:) on Single, Maybe and Completable")
    func subscribeWith() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Single.just(1).subscribe(
            with: owner, onSuccess: { owner, value in owner.log.append("single \(value)") },
            onFailure: { owner, _ in owner.log.append("failure") }, onDisposed: { owner in owner.log.append("d1") })
        _ = Maybe<Int>.empty().subscribe(
            with: owner, onSuccess: { _, _ in }, onError: { _, _ in },
            onCompleted: { owner in owner.log.append("maybe completed") }, onDisposed: { _ in })
        _ = Completable.empty().subscribe(
            with: owner, onCompleted: { owner in owner.log.append("completable") }, onError: { _, _ in },
            onDisposed: { _ in })
        expectEqual(owner.log, ["single 1", "d1", "maybe completed", "completable"])
    }

    @Test("asObservable, asSingle, asMaybe, asCompletable, ignoreElements, first")
    func conversions() {
        let observable: Observable<Int> = Single.just(1).asObservable()
        expectEqual(result(observable.asSingle()), "success(1)")
        expectEqual(result(Observable<Int>.empty().asSingle()), "failure(Sequence doesn't contain any elements.)")
        expectEqual(result(Observable.of(1, 2).asSingle()), "failure(Sequence contains more than one element.)")
        expectEqual(result(Observable.just(2).asMaybe()), "success(2)")
        expectEqual(result(Observable<Int>.empty().asMaybe()), "completed")
        expectEqual(result(Single.just(3).asMaybe()), "success(3)")
        expectEqual(result(Single.just(3).asCompletable()), "completed")
        let never: Observable<Never> = Observable.of(1, 2).ignoreElements()
        expectEqual(result(never.asCompletable()), "completed")
        expectEqual(result(Observable.of(4, 5).first()), "success(Optional(4))")
        expectEqual(result(Observable<Int>.empty().first()), "success(nil)")
    }

    @Test("andThen to Observable, Single, Maybe and Completable")
    func andThen() {
        var log: [String] = []
        _ = Completable.empty().andThen(Observable.of(1, 2)).subscribe { log.append("\($0)") }
        expectEqual(log, ["next(1)", "next(2)", "completed"])
        expectEqual(result(Completable.empty().andThen(Single.just(3))), "success(3)")
        expectEqual(result(Completable.empty().andThen(Maybe.just(4))), "success(4)")
        expectEqual(result(Completable.empty().andThen(Completable.error(TestError.boom))), "error(boom)")
        expectEqual(result(Completable.error(TestError.boom).andThen(Single.just(5))), "failure(boom)")
    }

    @Test("map, compactMap, flatMap, filter on Single and Maybe")
    func transforming() {
        expectEqual(result(Single.just(1).map { $0 + 1 }), "success(2)")
        expectEqual(result(Maybe.just(1).map { "\($0)" }), "success(1)")
        expectEqual(result(Single.just("1").compactMap { Int($0) }), "success(1)")
        expectEqual(result(Single.just("x").compactMap { Int($0) }), "completed")
        expectEqual(result(Maybe.just("2").compactMap { Int($0) }), "success(2)")
        expectEqual(result(Single.just(2).flatMap { .just($0 * 10) }), "success(20)")
        expectEqual(result(Maybe.just(2).flatMap { Maybe.just($0 * 10) }), "success(20)")
        expectEqual(result(Single.just(3).flatMapMaybe { _ in Maybe<Int>.empty() }), "completed")
        expectEqual(result(Single.just(3).flatMapCompletable { _ in .empty() }), "completed")
        expectEqual(result(Single.just(4).filter { $0 > 5 }), "completed")
        expectEqual(result(Maybe.just(6).filter { $0 > 5 }), "success(6)")
    }

    @Test("do on Single, Maybe and Completable, with every handler")
    func doOperator() {
        var log: [String] = []
        _ = Single.just(1).do(
            onSuccess: { log.append("onSuccess \($0)") }, afterSuccess: { log.append("afterSuccess \($0)") },
            onError: { _ in }, afterError: { _ in }, onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") }
        ).subscribe(onSuccess: { log.append("success \($0)") })
        _ = Maybe<Int>.empty().do(
            onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in },
            onCompleted: { log.append("maybe onCompleted") }, afterCompleted: { log.append("maybe afterCompleted") },
            onSubscribe: {}, onSubscribed: {}, onDispose: {}
        ).subscribe()
        _ = Completable.error(TestError.boom).do(
            onError: { log.append("onError \($0)") }, afterError: { _ in log.append("afterError") },
            onCompleted: {}, afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {}
        ).subscribe(onError: { _ in log.append("error") })
        // `just` answers while being subscribed, so its result comes before `onSubscribed`.
        expectEqual(log, [
            "onSubscribe", "onSuccess 1", "success 1", "afterSuccess 1", "onSubscribed", "onDispose",
            "maybe onCompleted", "maybe afterCompleted", "onError boom", "error", "afterError",
        ])
    }

    @Test("catchAndReturn, catch, retry on traits")
    func errors() {
        expectEqual(result(Single<Int>.error(TestError.boom).catchAndReturn(1)), "success(1)")
        expectEqual(result(Maybe<Int>.error(TestError.boom).catchAndReturn(2)), "success(2)")
        expectEqual(result(Single<Int>.error(TestError.boom).catch { _ in .just(3) }), "success(3)")
        expectEqual(result(Completable.error(TestError.boom).catch { _ in .empty() }), "completed")
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError.boom) : .just(attempts)
        }
        expectEqual(result(flaky.retry(3)), "success(3)")
        attempts = 0
        expectEqual(result(flaky.retry(2)), "failure(boom)")
        expectEqual(result(Maybe<Int>.error(TestError.boom).retry(2)), "error(boom)")
        expectEqual(result(Completable.error(TestError.boom).retry(2)), "error(boom)")
    }

    @Test("delay on traits shifts the result on the scheduler")
    func delay() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(100) {
            _ = Single.just(1).delay(.seconds(10), scheduler: scheduler)
                .subscribe(onSuccess: { log.append("single \($0) at \(scheduler.clock)") })
            _ = Maybe.just(2).delay(.seconds(20), scheduler: scheduler)
                .subscribe(onSuccess: { log.append("maybe \($0) at \(scheduler.clock)") })
            _ = Completable.empty().delay(.seconds(30), scheduler: scheduler)
                .subscribe(onCompleted: { log.append("completable at \(scheduler.clock)") })
        }
        scheduler.start()
        expectEqual(log, ["single 1 at 110", "maybe 2 at 120", "completable at 130"])
    }

    @Test("zip on Single, Maybe and Completable")
    func zip() {
        expectEqual(result(Single.zip(Single.just(1), Single.just("a"))), "success((1, \"a\"))")
        expectEqual(result(Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }), "success(3)")
        expectEqual(result(Single.zip([Single.just(1), Single.just(2)])), "success([1, 2])")
        expectEqual(result(Single.zip([Single.just(1), Single.just(2)]) { $0.count }), "success(2)")
        expectTrue(result(Single.zip(
            Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1),
            Single.just(1), Single.just(1))).hasPrefix("success("))
        expectEqual(result(Maybe.zip(Maybe.just(1), Maybe<Int>.empty())), "completed")
        expectEqual(result(Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 * $1 }), "success(2)")
        expectEqual(result(Completable.zip(Completable.empty(), Completable.empty())), "completed")
        expectEqual(result(Completable.zip([Completable.empty(), Completable.error(TestError.boom)])), "error(boom)")
        expectEqual(result(Completable.concat(Completable.empty(), Completable.empty())), "completed")
        expectEqual(result(Completable.empty().concat(Completable.error(TestError.boom))), "error(boom)")
    }
}
