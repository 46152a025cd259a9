import Foundation
import RxSwift
import RxTest
import TestSupport
import Testing

/// The "Operators" list, written as RxSwift code.
@Suite("RxSwift API: operators")
struct OperatorsAPITests {
    enum TestError: Error { case boom }

    private func events<O: ObservableConvertibleType>(_ source: O) -> [String] {
        var seen: [String] = []
        _ = source.asObservable().subscribe { seen.append("\($0)") }
        return seen
    }

    private func elements<O: ObservableConvertibleType>(_ source: O) -> [String] {
        events(source).filter { $0.hasPrefix("next(") }
    }

    @Test("transforming and aggregating: map, compactMap, filter, scan, reduce, toArray")
    func transforming() {
        let numbers = Observable.of(1, 2, 3)
        expectEqual(elements(numbers.map { $0 * 10 }), ["next(10)", "next(20)", "next(30)"])
        expectEqual(elements(Observable.of("1", "x", "3").compactMap { Int($0) }), ["next(1)", "next(3)"])
        expectEqual(elements(numbers.filter { $0 != 2 }), ["next(1)", "next(3)"])
        expectEqual(elements(numbers.scan(0) { $0 + $1 }), ["next(1)", "next(3)", "next(6)"])
        expectEqual(elements(numbers.scan(0, accumulator: +)), ["next(1)", "next(3)", "next(6)"])
        expectEqual(elements(numbers.scan(into: [Int]()) { $0.append($1) }), ["next([1])", "next([1, 2])", "next([1, 2, 3])"])
        expectEqual(elements(numbers.reduce(0, accumulator: +)), ["next(6)"])
        expectEqual(elements(numbers.reduce(0, accumulator: +, mapResult: { "sum \($0)" })), ["next(sum 6)"])
        let array: Single<[Int]> = numbers.toArray()
        expectEqual(elements(array), ["next([1, 2, 3])"])
    }

    @Test("take and skip in every form")
    func takeAndSkip() {
        let numbers = Observable.of(1, 2, 3, 1)
        expectEqual(elements(numbers.take(2)), ["next(1)", "next(2)"])
        expectEqual(elements(numbers.take(while: { $0 < 3 })), ["next(1)", "next(2)"])
        expectEqual(elements(numbers.take(while: { $0 < 3 }, behavior: .inclusive)), ["next(1)", "next(2)", "next(3)"])
        expectEqual(elements(numbers.take(until: { $0 == 2 })), ["next(1)"])
        expectEqual(elements(numbers.take(until: { $0 == 2 }, behavior: .inclusive)), ["next(1)", "next(2)"])
        expectEqual(events(numbers.take(until: Observable.just(()))), ["completed"])
        expectEqual(elements(numbers.skip(2)), ["next(3)", "next(1)"])
        expectEqual(elements(numbers.skip(while: { $0 < 3 })), ["next(3)", "next(1)"])
        expectEqual(events(numbers.skip(until: Observable<Int>.never())), [])
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3), .completed(400)])
        let takeFor = scheduler.start { xs.take(for: .seconds(100), scheduler: scheduler) }
        expectEqual(takeFor.events, [.next(210, 1), .next(260, 2), .completed(300)])
        let skipScheduler = TestScheduler(initialClock: 0)
        let ys = skipScheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3), .completed(400)])
        let skipFor = skipScheduler.start { ys.skip(.seconds(100), scheduler: skipScheduler) }
        expectEqual(skipFor.events, [.next(320, 3), .completed(400)])
    }

    @Test("startWith, distinctUntilChanged, element(at:), single")
    func filtering() {
        expectEqual(elements(Observable.of(3).startWith(1, 2)), ["next(1)", "next(2)", "next(3)"])
        let values = Observable.of(1, 1, 2, 2, 1)
        expectEqual(elements(values.distinctUntilChanged()), ["next(1)", "next(2)", "next(1)"])
        expectEqual(elements(values.distinctUntilChanged { $0 == $1 }), ["next(1)", "next(2)", "next(1)"])
        expectEqual(elements(values.distinctUntilChanged({ $0 % 2 })), ["next(1)", "next(2)", "next(1)"])
        expectEqual(elements(values.distinctUntilChanged({ $0 }, comparer: { $0 == $1 })).count, 3)
        struct Point { let x: Int }
        expectEqual(elements(Observable.of(Point(x: 1), Point(x: 1)).distinctUntilChanged(at: \.x)).count, 1)
        expectEqual(elements(values.element(at: 2)), ["next(2)"])
        expectEqual(events(values.element(at: 9)), ["error(Argument out of range.)"])
        expectEqual(events(Observable.just(1).single()), ["next(1)", "completed"])
        expectEqual(events(values.single { $0 == 2 }).last, "error(Sequence contains more than one element.)")
    }

    @Test("time operators keep RxSwift's labels and defaults")
    func timeOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(300, 3), .completed(400),
        ])
        expectEqual(scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }.events, [.next(270, 2), .next(350, 3), .completed(400)])
        let throttle = TestScheduler(initialClock: 0)
        let ts = throttle.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3), .completed(400)])
        // latest: true by default: 2 goes out at 260, so 3 waits until 310.
        expectEqual(throttle.start { ts.throttle(.seconds(50), scheduler: throttle) }.events, [.next(210, 1), .next(260, 2), .next(310, 3), .completed(400)])
        let notLatest = TestScheduler(initialClock: 0)
        let ns = notLatest.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3), .completed(400)])
        expectEqual(notLatest.start { ns.throttle(.seconds(50), latest: false, scheduler: notLatest) }.events, [.next(210, 1), .next(300, 3), .completed(400)])
        let delay = TestScheduler(initialClock: 0)
        let ds = delay.createHotObservable([.next(210, 1), .completed(300)])
        expectEqual(delay.start { ds.delay(.seconds(5), scheduler: delay) }.events, [.next(215, 1), .completed(305)])
        let delaySubscription = TestScheduler(initialClock: 0)
        let cs = delaySubscription.createColdObservable([.next(10, 1), .completed(20)])
        expectEqual(delaySubscription.start { cs.delaySubscription(.seconds(30), scheduler: delaySubscription) }.events, [.next(240, 1), .completed(250)])
        let timeout = TestScheduler(initialClock: 0)
        let never = timeout.createHotObservable([Recorded<Event<Int>>]())
        expectEqual(timeout.start { never.timeout(.seconds(50), scheduler: timeout) }.events, [.error(250, RxError.timeout)])
        let other = TestScheduler(initialClock: 0)
        let silent = other.createHotObservable([Recorded<Event<Int>>]())
        expectEqual(other.start { silent.timeout(.seconds(50), other: Observable.just(9), scheduler: other) }.events, [.next(250, 9), .completed(250)])
    }

    @Test("buffer, window, sample")
    func windowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let buffers = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler) }
        expectEqual(buffers.events.map { "\($0.value)" }, ["next([1, 2])", "next([3])", "next([])", "completed"])
        let windowScheduler = TestScheduler(initialClock: 0)
        let ws = windowScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        var windows: [[Int]] = []
        windowScheduler.scheduleAt(200) {
            _ = ws.window(timeSpan: .seconds(100), count: 1, scheduler: windowScheduler)
                .subscribe(onNext: { window in
                    windows.append([])
                    let index = windows.count - 1
                    _ = window.subscribe(onNext: { windows[index].append($0) })
                })
        }
        windowScheduler.start()
        expectEqual(windows, [[1], [2], []])
        let sampleScheduler = TestScheduler(initialClock: 0)
        let source = sampleScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
        let sampler = sampleScheduler.createHotObservable([.next(230, "tick"), .next(240, "tick"), .completed(500)])
        // The source's completion waits for the sampler's next tick or completion, as in RxSwift.
        expectEqual(sampleScheduler.start { source.sample(sampler) }.events, [.next(230, 2), .completed(500)])
        let defaults = TestScheduler(initialClock: 0)
        let quiet = defaults.createHotObservable([.next(210, 1), .completed(400)])
        let ticks = defaults.createHotObservable([.next(230, ()), .next(240, ()), .next(410, ())])
        expectEqual(defaults.start { quiet.sample(ticks, defaultValue: 0) }.events, [.next(230, 1), .next(240, 0), .next(410, 0), .completed(410)])
    }

    @Test("merge, concat, concatMap, flatMap family, switchLatest, withLatestFrom")
    func combining() {
        let nested = Observable.of(Observable.of(1, 2), Observable.of(3, 4))
        // The outer `of` sends its second inner sequence only after the first one's first element.
        expectEqual(elements(nested.merge()), ["next(1)", "next(2)", "next(3)", "next(4)"])
        expectEqual(elements(nested.merge(maxConcurrent: 1)), ["next(1)", "next(2)", "next(3)", "next(4)"])
        expectEqual(elements(nested.concat()), ["next(1)", "next(2)", "next(3)", "next(4)"])
        expectEqual(elements(Observable.of(1).concat(Observable.of(2))), ["next(1)", "next(2)"])
        expectEqual(elements(Observable.of(1).concat(Single.just(2))), ["next(1)", "next(2)"])
        expectEqual(elements(Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }), ["next(1)", "next(10)", "next(2)", "next(20)"])
        expectEqual(elements(Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }), ["next(1)", "next(10)", "next(2)", "next(20)"])
        expectEqual(elements(Observable.of(1, 2).flatMap { Single.just($0) }), ["next(1)", "next(2)"])
        expectEqual(elements(Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * 10) }).count, 3)
        expectEqual(elements(Observable.of(1, 2).flatMapFirst { Observable.of($0, $0 * 10) }), ["next(1)", "next(10)"])
        expectEqual(elements(nested.switchLatest()).count, 3)
        let latest = BehaviorSubject(value: "a")
        expectEqual(elements(Observable.of(1, 2).withLatestFrom(latest)), ["next(a)", "next(a)"])
        expectEqual(elements(Observable.of(1).withLatestFrom(latest) { "\($0)\($1)" }), ["next(1a)"])
        expectEqual(elements(Observable.of(1).withLatestFrom(latest, resultSelector: { ($0, $1) })).count, 1)
    }

    @Test("share, publish, replay, replayAll, multicast, connect, refCount")
    func sharing() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        let shared = source.share()
        let sharedReplay = source.share(replay: 1)
        let forever = source.share(replay: 2, scope: .forever)
        let whileConnected = source.share(replay: 1, scope: .whileConnected)
        _ = [shared, sharedReplay, forever, whileConnected].map { $0.subscribe() }
        expectEqual(subscriptions, 4)
        let published: ConnectableObservable<Int> = Observable.of(1, 2).publish()
        var log: [String] = []
        _ = published.subscribe(onNext: { log.append("p\($0)") })
        let connection: Disposable = published.connect()
        connection.dispose()
        // Subscribers come before `connect()`: a connection that ends drops a subject made per
        // connection, so a later subscriber would get a fresh, unconnected one.
        let replayed = Observable.of(1, 2).replay(1)
        _ = replayed.subscribe(onNext: { log.append("r\($0)") })
        _ = replayed.connect()
        let replayedAll = Observable.of(1, 2).replayAll()
        _ = replayedAll.subscribe(onNext: { log.append("a\($0)") })
        _ = replayedAll.connect()
        _ = replayedAll.subscribe(onNext: { log.append("late\($0)") })
        let multicast = Observable.of(3).multicast(PublishSubject<Int>())
        _ = multicast.subscribe(onNext: { log.append("m\($0)") })
        _ = multicast.connect()
        let made = Observable.of(4).multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
        _ = made.subscribe(onNext: { log.append("k\($0)") })
        _ = made.connect()
        let selected = Observable.of(5).multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 2 } })
        _ = selected.subscribe(onNext: { log.append("s\($0)") })
        _ = Observable.of(6).publish().refCount().subscribe(onNext: { log.append("c\($0)") })
        expectEqual(log, ["p1", "p2", "r1", "r2", "a1", "a2", "m3", "k4", "s10", "c6"])
    }

    @Test("do with every handler label, debug with its defaults")
    func doAndDebug() {
        var log: [String] = []
        _ = Observable.of(1).do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onError: { _ in }, afterError: { _ in }, onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") }, onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") }
        ).subscribe()
        expectEqual(log, [
            "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onCompleted", "afterCompleted",
            "onDispose",
        ])
        _ = Observable<Int>.empty().debug()
        _ = Observable<Int>.empty().debug("id")
        _ = Observable<Int>.empty().debug("id", trimOutput: true)
        _ = Single.just(1).debug("single")
    }

    @Test("catch, catchAndReturn, catch(sequence:), retry, retry(when:), materialize, dematerialize")
    func errorsAndEvents() {
        let failing = Observable<Int>.error(TestError.boom)
        expectEqual(elements(failing.catch { _ in .just(1) }), ["next(1)"])
        expectEqual(elements(failing.catchAndReturn(2)), ["next(2)"])
        expectEqual(elements(Observable.catch(sequence: [failing, .just(3)])), ["next(3)"])
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(TestError.boom) : .just(attempts)
        }
        expectEqual(elements(flaky.retry()), ["next(3)"])
        attempts = 0
        expectEqual(events(flaky.retry(2)), ["error(boom)"])
        attempts = 0
        expectEqual(elements(flaky.retry(when: { (errors: Observable<Error>) in errors })), ["next(3)"])
        attempts = 0
        expectEqual(elements(flaky.retry(when: { (errors: Observable<TestError>) in errors.map { _ in () } })), ["next(3)"])
        let materialized: Observable<Event<Int>> = Observable.of(1).materialize()
        expectEqual(elements(materialized), ["next(next(1))", "next(completed)"])
        expectEqual(events(materialized.dematerialize()), ["next(1)", "completed"])
    }

    @Test("observe(on:) and subscribe(on:)")
    func schedulingOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        expectEqual(scheduler.start { xs.observe(on: scheduler) }.events, [.next(211, 1), .completed(301)])
        let subscribeScheduler = TestScheduler(initialClock: 0)
        let ys = subscribeScheduler.createHotObservable([.next(210, 1), .completed(300)])
        _ = subscribeScheduler.start { ys.subscribe(on: subscribeScheduler) }
        // Subscribing and, after the completion at 300, disposing both happen on the scheduler.
        expectEqual(ys.subscriptions, [Subscription(201, 301)])
    }
}
