import Foundation
import RxCocoa
import RxSwift
import RxTest
import RxRelay
import TestSupport
import Testing

/// Code written the way RxSwift 6's documentation and books write it, with RxSwift's labels and
/// defaults: that it compiles is half the test; the expectations check it also behaves the same.
@Suite("RxSwift source compatibility")
struct RxSwiftSourceCompatibilityTests {
    enum Failure: Error { case boom }

    @Test("core types, events and observers")
    func coreTypes() {
        let event: Event<Int> = .next(1)
        expectEqual(event.element, 1)
        expectTrue(event.error == nil)
        expectTrue(!event.isStopEvent)
        expectTrue(Event<Int>.completed.isStopEvent)
        expectEqual("\(Event<Int>.error(Failure.boom))", "error(boom)")
        var seen: [String] = []
        let observer = AnyObserver<Int> { seen.append($0.debugDescription) }
        observer.onNext(1)
        observer.on(.next(2))
        observer.onCompleted()
        let mapped: AnyObserver<String> = observer.mapObserver { Int($0) ?? 0 }
        mapped.onNext("3")
        expectEqual(seen, ["next(1)", "next(2)", "completed", "next(3)"])
        let convertible: Observable<Int> = Observable.just(1).asObservable()
        _ = convertible
        let cancelable: Cancelable = Disposables.create {}
        cancelable.dispose()
        expectTrue(cancelable.isDisposed)
        _ = Resources.total
    }

    @Test("subscribing in every form")
    func subscribing() {
        final class Owner { var seen: [Int] = [] }
        let owner = Owner()
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe { event in log.append("\(event)") }
        _ = Observable.of(3).subscribe(onNext: { log.append("\($0)") }, onError: { _ in }, onCompleted: {
            log.append("done")
        }, onDisposed: { log.append("disposed") })
        _ = Observable.of(4).subscribe(with: owner, onNext: { owner, value in owner.seen.append(value) })
        _ = Observable.of(5).subscribe(onNext: { log.append("\($0)") })
        expectEqual(log, ["next(1)", "next(2)", "completed", "3", "done", "disposed", "5"])
        expectEqual(owner.seen, [4])
    }

    @Test("binding to observers and relays")
    func binding() {
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay<Int>(value: 0)
        let optionalRelay = PublishRelay<Int?>()
        var optionals: [Int?] = []
        let bag = DisposeBag()
        optionalRelay.subscribe(onNext: { optionals.append($0) }).disposed(by: bag)
        subject.bind(to: relay).disposed(by: bag)
        subject.bind(to: optionalRelay).disposed(by: bag)
        subject.onNext(7)
        expectEqual(relay.value, 7)
        expectEqual(optionals, [7])
        var seen: [Int] = []
        Observable.of(1, 2).bind(onNext: { seen.append($0) }).disposed(by: bag)
        let sink = PublishSubject<Int>()
        sink.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        Observable.just(3).bind(to: sink.asObserver()).disposed(by: bag)
        expectEqual(seen, [1, 2, 3])
    }

    @Test("disposables in every form")
    func disposables() {
        var order: [String] = []
        let a = Disposables.create { order.append("a") }
        let b = Disposables.create { order.append("b") }
        let c = Disposables.create { order.append("c") }
        let d = Disposables.create { order.append("d") }
        Disposables.create(a, b, c, d).dispose()
        Disposables.create([Disposables.create { order.append("e") }]).dispose()
        Disposables.create().dispose()
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { order.append("s1") }
        serial.disposable = Disposables.create { order.append("s2") }
        serial.dispose()
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { order.append("late") })
        let boolean = BooleanDisposable()
        boolean.dispose()
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { order.append("k") })
        if let key { composite.remove(for: key) }
        expectEqual(composite.count, 0)
        var bag = DisposeBag()
        bag.insert(Disposables.create { order.append("bag") })
        Disposables.create { order.append("by") }.disposed(by: bag)
        bag = DisposeBag()
        // RxSwift disposes the ones after the third first.
        expectEqual(order, ["d", "a", "b", "c", "e", "s1", "s2", "late", "k", "bag", "by"])
        expectTrue(boolean.isDisposed)
    }

    @Test("creating sequences in every form")
    func creating() {
        var seen: [String] = []
        let bag = DisposeBag()
        func record<O: ObservableConvertibleType>(_ source: O) {
            source.asObservable().subscribe { seen.append("\($0)") }.disposed(by: bag)
        }
        record(Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        })
        record(Observable.just(2))
        record(Observable.of(3, 4))
        record(Observable.from([5]))
        record(Observable.from(6...6))
        record(Observable.from(optional: Optional(7)))
        record(Observable<Int>.empty())
        record(Observable<Int>.error(Failure.boom))
        record(Observable<Int>.never())
        record(Observable.deferred { Observable.just(8) })
        record(Observable.range(start: 9, count: 1))
        record(Observable.repeatElement(10).take(1))
        record(Observable.generate(initialState: 11, condition: { $0 < 12 }, iterate: { $0 + 1 }))
        expectEqual(seen, [
            "next(1)", "completed", "next(2)", "completed", "next(3)", "next(4)", "completed",
            "next(5)", "completed", "next(6)", "completed", "next(7)", "completed", "completed",
            "error(boom)", "next(8)", "completed", "next(9)", "completed", "next(10)", "completed",
            "next(11)", "completed",
        ])
    }

    @Test("subjects and relays")
    func subjects() throws {
        let publish = PublishSubject<String>()
        let behavior = BehaviorSubject<String>(value: "b")
        let replay = ReplaySubject<String>.create(bufferSize: 1)
        let unbounded = ReplaySubject<String>.createUnbounded()
        let async = AsyncSubject<String>()
        let publishRelay = PublishRelay<String>()
        let behaviorRelay = BehaviorRelay<String>(value: "r")
        let replayRelay = ReplayRelay<String>.create(bufferSize: 1)
        expectTrue(!publish.hasObservers)
        try expectEqual(behavior.value(), "b")
        replay.onNext("x")
        unbounded.onNext("y")
        async.onNext("z")
        publishRelay.accept("p")
        behaviorRelay.accept("q")
        replayRelay.accept("s")
        expectEqual(behaviorRelay.value, "q")
        publish.dispose()
        expectTrue(publish.isDisposed)
        let observer: AnyObserver<String> = publish.asObserver().asObserver()
        _ = observer
    }

    @Test("traits: create, subscribe, convert, chain")
    func traits() {
        var seen: [String] = []
        let bag = DisposeBag()
        Single<Int>.create { single in
            single(.success(1))
            return Disposables.create()
        }
        .map { $0 * 2 }
        .do(onSuccess: { seen.append("do \($0)") })
        .subscribe(onSuccess: { seen.append("success \($0)") }, onFailure: { _ in }, onDisposed: {})
        .disposed(by: bag)
        Maybe<Int>.create { maybe in
            maybe(.completed)
            return Disposables.create()
        }
        .subscribe(onSuccess: { _ in }, onError: { _ in }, onCompleted: { seen.append("maybe done") }, onDisposed: {})
        .disposed(by: bag)
        Completable.create { completable in
            completable(.completed)
            return Disposables.create()
        }
        .andThen(Single.just(3))
        .subscribe { result in
            if case .success(let value) = result { seen.append("then \(value)") }
        }
        .disposed(by: bag)
        Observable.of(1).asSingle().asMaybe().subscribe(onSuccess: { seen.append("maybe \($0)") }).disposed(by: bag)
        Observable<Int>.empty().ignoreElements().asCompletable()
            .subscribe(onCompleted: { seen.append("completable") }, onError: { _ in }).disposed(by: bag)
        Observable.of(4, 5).first().subscribe(onSuccess: { seen.append("first \(String(describing: $0))") })
            .disposed(by: bag)
        Single<Int>.error(Failure.boom).catchAndReturn(6).subscribe(onSuccess: { seen.append("caught \($0)") })
            .disposed(by: bag)
        Single.just(7).filter { $0 > 100 }.subscribe(onCompleted: { seen.append("filtered") }).disposed(by: bag)
        expectEqual(seen, [
            "do 2", "success 2", "maybe done", "then 3", "maybe 1", "completable", "first Optional(4)",
            "caught 6", "filtered",
        ])
    }

    @Test("operators with RxSwift's labels and defaults")
    func operators() {
        let scheduler = TestScheduler(initialClock: 0)
        var results: [String] = []
        let bag = DisposeBag()
        func record<O: ObservableConvertibleType>(_ name: String, _ source: O) {
            source.asObservable().subscribe(onNext: { results.append("\(name) \($0)") }).disposed(by: bag)
        }
        let numbers = Observable.of(1, 2, 2, 3)
        record("compactMap", numbers.compactMap { $0 == 2 ? nil : $0 })
        record("scan", numbers.scan(0, accumulator: +))
        record("scanInto", numbers.scan(into: 0) { $0 += $1 })
        record("reduce", numbers.reduce(0, accumulator: +))
        record("toArray", numbers.toArray())
        record("take", numbers.take(1))
        record("takeWhile", numbers.take(while: { $0 < 2 }))
        record("skip", numbers.skip(3))
        record("skipWhile", numbers.skip(while: { $0 < 3 }))
        record("startWith", numbers.startWith(0).take(1))
        record("distinct", numbers.distinctUntilChanged().skip(2))
        record("distinctBy", numbers.distinctUntilChanged({ $0 % 2 }).skip(2))
        record("distinctCmp", numbers.distinctUntilChanged({ $0 == $1 }).skip(2))
        record("elementAt", numbers.element(at: 3))
        record("single", numbers.single { $0 == 3 })
        record("materialize", Observable.just(1).materialize().take(1))
        record("catch", Observable<Int>.error(Failure.boom).catch { _ in .just(9) })
        record("catchAndReturn", Observable<Int>.error(Failure.boom).catchAndReturn(8))
        record("retry", Observable<Int>.error(Failure.boom).retry(2).catchAndReturn(7))
        record("takeUntil", numbers.take(until: { $0 == 2 }, behavior: .inclusive))
        record("withLatestFrom", Observable.just(()).withLatestFrom(Observable.just("w")))
        record("throttle", Observable.just(1).throttle(.milliseconds(500), latest: false, scheduler: scheduler))
        record("debounce", Observable.just(2).debounce(.milliseconds(300), scheduler: scheduler))
        record("delay", Observable.just(3).delay(.seconds(1), scheduler: scheduler))
        record("interval", Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(1))
        record("timer", Observable<Int>.timer(.seconds(1), scheduler: scheduler))
        record("timeout", Observable<Int>.never().timeout(.seconds(1), other: Observable.just(4), scheduler: scheduler))
        record("buffer", Observable.of(1, 2).buffer(timeSpan: .seconds(1), count: 2, scheduler: scheduler))
        record("takeFor", Observable<Int>.never().take(for: .seconds(1), scheduler: scheduler).startWith(5))
        record("observeOn", Observable.just(6).observe(on: scheduler))
        record("subscribeOn", Observable.just(7).subscribe(on: scheduler))
        scheduler.start()
        expectEqual(results, [
            "compactMap 1", "compactMap 3", "scan 1", "scan 3", "scan 5", "scan 8", "scanInto 1",
            "scanInto 3", "scanInto 5", "scanInto 8", "reduce 8", "toArray [1, 2, 2, 3]", "take 1",
            "takeWhile 1", "skip 3", "skipWhile 3", "startWith 0", "distinct 3", "distinctBy 3",
            "distinctCmp 3", "elementAt 3", "single 3", "materialize next(1)", "catch 9",
            "catchAndReturn 8", "retry 7", "takeUntil 1", "takeUntil 2", "withLatestFrom w",
            // debounce sends its element when the source completes; buffer sends at the count,
            // then its (empty) buffer on completion, as RxSwift does.
            "throttle 1", "debounce 2", "buffer [1, 2]", "buffer []", "takeFor 5",
            // At 1 s, in the order the work was scheduled.
            "delay 3", "interval 0", "timer 0", "timeout 4", "observeOn 6", "subscribeOn 7",
        ])
    }
}
