import Foundation
import RxSwift
import RxTest
import RxCocoa
import RxRelay
import TestSupport
import Testing

/// The scenarios `ResourceLeakTests` runs in a child process: only there is this suite enabled,
/// and only there does nothing else move `Resources.total` while a scenario runs.
@Suite("Resources.total scenarios (child process only)", .serialized, .enabled(if: isResourceScenarioChild))
struct ResourceScenarioTests {
    /// How many tests this suite has; the parent checks the child ran them all.
    static let testCount = 3

    @Test("the scenario leaves Resources.total where it found it", arguments: ResourceScenario.all)
    func returnsToStart(scenario: ResourceScenario) {
        // A first run creates what lives for the whole process (shared schedulers, statics).
        scenario.run()
        let before = Resources.total
        scenario.run()
        expectEqual(Resources.total, before)
    }

    @Test("the measurement sees a single leaked subscription")
    func detectsALeak() {
        let before = Resources.total
        let leaked = PublishSubject<Int>()
        let subscription = leaked.subscribe()
        ResourceScenarioTests.keptAlive.append(subscription)
        expectTrue(Resources.total > before)
        subscription.dispose()
    }

    @Test("from(array) keeps no resource alive per element sent, also when interleaved")
    func noResourcePerElement() {
        var counts: [Int32] = []
        _ = Observable.merge(.from(Array(0..<500)), .from(Array(0..<500)))
            .subscribe(onNext: { value in
                if value == 1 || value == 499 { counts.append(Resources.total) }
            })
        expectEqual(counts.count, 4)
        expectEqual(counts.first, counts.last)
    }

    nonisolated(unsafe) static var keptAlive: [Disposable] = []
}

/// Whether this process is the child `ResourceLeakTests` started.
let isResourceScenarioChild = ProcessInfo.processInfo.environment[ChildTestRun.environmentKey] == "1"

/// One self-contained use of the engine: everything it creates is disposed or released by the
/// time `run` returns.
struct ResourceScenario: CustomTestStringConvertible, Sendable {
    enum Failure: Error { case boom }

    let name: String
    let run: @Sendable () -> Void

    var testDescription: String { name }

    static let all: [ResourceScenario] = [
        ResourceScenario(name: "operator chain subscribed to completion") {
            _ = Observable.of(1, 2, 3).map { $0 * 2 }.filter { $0 > 2 }.scan(0, accumulator: +)
                .distinctUntilChanged().startWith(0).subscribe()
        },
        ResourceScenario(name: "never, disposed explicitly") {
            let subscription = Observable<Int>.never().map { $0 }.take(3).subscribe(onNext: { _ in })
            subscription.dispose()
        },
        ResourceScenario(name: "subjects, subscribed and disposed one by one") {
            let publish = PublishSubject<Int>()
            let behavior = BehaviorSubject(value: 0)
            let replay = ReplaySubject<Int>.create(bufferSize: 2)
            let async = AsyncSubject<Int>()
            let subscriptions = [
                publish.map { $0 + 1 }.subscribe(), publish.subscribe(), behavior.filter { $0 > 0 }.subscribe(),
                replay.subscribe(), async.subscribe(),
            ]
            for value in 1...3 {
                publish.onNext(value)
                behavior.onNext(value)
                replay.onNext(value)
                async.onNext(value)
            }
            behavior.onCompleted()
            async.onCompleted()
            subscriptions.forEach { $0.dispose() }
            publish.dispose()
            replay.dispose()
        },
        ResourceScenario(name: "DisposeBag released with chains on relays and bindings") {
            var bag = DisposeBag()
            let relay = BehaviorRelay(value: 0)
            let publish = PublishRelay<Int>()
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            relay.map { $0 * 2 }.bind(to: publish).disposed(by: bag)
            publish.bind(to: replay).disposed(by: bag)
            replay.subscribe(onNext: { _ in }).disposed(by: bag)
            relay.accept(1)
            bag = DisposeBag()
            relay.accept(2)
        },
        ResourceScenario(name: "flatMap, flatMapLatest, flatMapFirst, concatMap, switchLatest") {
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            let bag = DisposeBag()
            outer.flatMap { _ in inner }.subscribe().disposed(by: bag)
            outer.flatMapLatest { _ in inner }.subscribe().disposed(by: bag)
            outer.flatMapFirst { _ in inner }.subscribe().disposed(by: bag)
            outer.concatMap { Observable.of($0, $0) }.subscribe().disposed(by: bag)
            outer.map { _ in inner.asObservable() }.switchLatest().subscribe().disposed(by: bag)
            outer.onNext(1)
            inner.onNext(2)
            outer.onNext(3)
            inner.onCompleted()
            outer.onCompleted()
        },
        ResourceScenario(name: "combineLatest, zip, withLatestFrom, merge, amb, concat") {
            let a = PublishSubject<Int>()
            let b = BehaviorSubject(value: 0)
            let bag = DisposeBag()
            Observable.combineLatest(a, b).subscribe().disposed(by: bag)
            Observable.combineLatest([a, b.asObservable()]).subscribe().disposed(by: bag)
            Observable.zip(a, b) { $0 + $1 }.subscribe().disposed(by: bag)
            a.withLatestFrom(b).subscribe().disposed(by: bag)
            Observable.merge(a, b.asObservable()).subscribe().disposed(by: bag)
            Observable.amb([a.asObservable(), Observable.never()]).subscribe().disposed(by: bag)
            Observable.concat(a, b.asObservable()).subscribe().disposed(by: bag)
            a.onNext(1)
            b.onNext(2)
            a.onError(Failure.boom)
        },
        ResourceScenario(name: "share, publish, replay, multicast, connect, refCount") {
            let source = PublishSubject<Int>()
            let shared = source.share(replay: 1)
            let forever = source.share(replay: 2, scope: .forever)
            let first = shared.subscribe()
            let second = forever.subscribe()
            source.onNext(1)
            let published = source.publish()
            let connection = published.connect()
            let late = published.subscribe()
            let replayed = source.replay(1).refCount().subscribe()
            source.onNext(2)
            [first, second, connection, late, replayed].forEach { $0.dispose() }
            _ = Observable.of(1, 2).multicast { PublishSubject<Int>() }.connect()
        },
        ResourceScenario(name: "traits: Single, Maybe, Completable") {
            _ = Single.just(1).map { $0 + 1 }.flatMap { Single.just($0) }.subscribe(onSuccess: { _ in })
            _ = Maybe<Int>.empty().catchAndReturn(1).subscribe()
            _ = Completable.empty().andThen(Single.just(2)).asObservable().toArray().subscribe()
            _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { _ in })
            _ = Single.zip(Single.just(1), Single.just(2)).subscribe()
            let never = Single<Int>.never().subscribe()
            never.dispose()
        },
        ResourceScenario(name: "errors: catch, retry, retry(when:), materialize") {
            var attempts = 0
            let flaky = Observable<Int>.deferred {
                attempts += 1
                return attempts % 3 == 0 ? .just(attempts) : .error(Failure.boom)
            }
            _ = flaky.retry(3).subscribe()
            _ = flaky.retry(when: { (errors: Observable<Error>) in errors.take(5) }).subscribe()
            _ = Observable<Int>.error(Failure.boom).catch { _ in .just(1) }.materialize().dematerialize().subscribe()
            _ = Observable<Int>.error(Failure.boom).catchAndReturn(0).subscribe()
        },
        ResourceScenario(name: "time operators on a virtual clock") {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(300, 3), .next(450, 4), .completed(500),
            ])
            let chains: [(Observable<Int>) -> Observable<Int>] = [
                { $0.debounce(.seconds(20), scheduler: scheduler) },
                { $0.throttle(.seconds(20), scheduler: scheduler) },
                { $0.delay(.seconds(5), scheduler: scheduler) },
                { $0.timeout(.seconds(100), scheduler: scheduler) },
                { $0.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler).map(\.count) },
                { $0.window(timeSpan: .seconds(50), count: 2, scheduler: scheduler).flatMap { $0 } },
                { $0.sample(Observable<Int>.interval(.seconds(30), scheduler: scheduler)) },
                { $0.take(for: .seconds(150), scheduler: scheduler) },
                { $0.skip(.seconds(50), scheduler: scheduler) },
                { $0.delaySubscription(.seconds(5), scheduler: scheduler) },
                { $0.observe(on: scheduler).subscribe(on: scheduler) },
                { _ in Observable<Int>.timer(.seconds(10), period: .seconds(10), scheduler: scheduler).take(3) },
            ]
            for chain in chains {
                _ = scheduler.start(disposed: 400) { chain(xs.asObservable()) }
            }
        },
        ResourceScenario(name: "trampoline: interleaved synchronous sequences, stopped early") {
            _ = Observable.merge(.of(1, 2), .of(3, 4)).subscribe()
            _ = Observable.concat(.from([1, 2]), .range(start: 0, count: 3)).subscribe()
            _ = Observable.repeatElement(1).take(5).subscribe()
            _ = Observable.merge(.from(Array(0..<100)), .from(Array(0..<100))).take(50).subscribe()
            _ = Observable.generate(initialState: 0, condition: { $0 < 5 }, iterate: { $0 + 1 }).subscribe()
        },
        ResourceScenario(name: "create, and disposing from inside onNext") {
            var subscription: Disposable?
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                return Disposables.create()
            }
            let subject = PublishSubject<Int>()
            subscription = subject.subscribe(onNext: { _ in subscription?.dispose() })
            subject.onNext(1)
            subject.onNext(2)
            subscription = nil
            _ = source.take(1).subscribe()
            _ = source.subscribe().dispose()
        },
        ResourceScenario(name: "disposables: composite, serial, single assignment") {
            let composite = CompositeDisposable()
            let key = composite.insert(Disposables.create {})
            _ = composite.insert(Disposables.create(Disposables.create {}, Disposables.create {}))
            if let key { composite.remove(for: key) }
            composite.dispose()
            let serial = SerialDisposable()
            serial.disposable = Disposables.create {}
            serial.disposable = Disposables.create([Disposables.create {}, Disposables.create {}, Disposables.create {}])
            serial.dispose()
            let single = SingleAssignmentDisposable()
            single.setDisposable(Disposables.create {})
            single.dispose()
        },
    ]
}
