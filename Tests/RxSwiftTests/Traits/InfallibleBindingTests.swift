import Marbles
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("Infallible: bind, relays, combineLatest, zip")
struct InfallibleBindingTests {
    private func record<Element>(_ source: Infallible<Element>) -> [String] {
        var events: [String] = []
        _ = source.subscribe(onNext: { events.append("next(\($0))") }, onCompleted: { events.append("completed") })
        return events
    }

    @Test("bind(to:) sends every event to each observer, also as optionals")
    func bindToObservers() {
        var first: [String] = []
        var second: [String] = []
        var optionals: [String] = []
        let a = AnyObserver<Int> { first.append("\($0)") }
        let b = AnyObserver<Int> { second.append("\($0)") }
        let c = AnyObserver<Int?> { optionals.append("\($0)") }
        _ = Infallible.of(1, 2).bind(to: a, b)
        _ = Infallible.of(3).bind(to: c)
        expectEqual(first, ["next(1)", "next(2)", "completed"])
        expectEqual(second, first)
        expectEqual(optionals, ["next(Optional(3))", "completed"])
    }

    @Test("bind(to:) a binder function, a curried binder, and bind(onNext:)")
    func bindToFunctions() {
        var seen: [Int] = []
        let count = Infallible.of(1, 2, 3).bind(to: { source in record(source).count })
        expectEqual(count, 4)
        let curried: (Infallible<Int>) -> (String) -> String = { source in
            { prefix in prefix + record(source).joined(separator: ",") }
        }
        expectEqual(Infallible.just(7).bind(to: curried, curriedArgument: "got "), "got next(7),completed")
        _ = Infallible.of(4, 5).bind(onNext: { seen.append($0) })
        expectEqual(seen, [4, 5])
    }

    @Test("bind(to:) relays accepts the elements and leaves the relays open at completion")
    func bindToRelays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalPublish = PublishRelay<Int?>()
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [String] = []
        var optionalsPublished: [String] = []
        _ = publish.subscribe { published.append("\($0)") }
        _ = optionalPublish.subscribe { optionalsPublished.append("\($0)") }
        _ = Infallible.of(1, 2).bind(to: publish, publish)
        _ = Infallible.of(3, 4).bind(to: behavior)
        _ = Infallible.of(5, 6, 7).bind(to: replay)
        _ = Infallible.of(8).bind(to: optionalPublish)
        _ = Infallible.of(9).bind(to: optionalBehavior)
        _ = Infallible.of(10).bind(to: optionalReplay)
        expectEqual(published, ["next(1)", "next(1)", "next(2)", "next(2)"])
        expectEqual(optionalsPublished, ["next(Optional(8))"])
        expectEqual(behavior.value, 4)
        expectEqual(optionalBehavior.value, 9)
        expectEqual(record(replay.asInfallible().take(2)), ["next(6)", "next(7)", "completed"])
        expectEqual(record(optionalReplay.asInfallible().take(1)), ["next(Optional(10))", "completed"])
    }

    @Test("a relay's asInfallible sends what the relay sends, in virtual time, and never ends")
    func relaysAsInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let behavior = BehaviorRelay(value: "a")
        let publish = PublishRelay<String>()
        scheduler.scheduleAt(250) { behavior.accept("b") }
        scheduler.scheduleAt(300) { publish.accept("c") }
        let res = scheduler.start {
            Infallible.merge(behavior.asInfallible(), publish.asInfallible()).asObservable()
        }
        expectEqual(res.events, [.next(200, "a"), .next(250, "b"), .next(300, "c")])
    }

    @Test("combineLatest of 2 in virtual time: once each has sent, on every element; completes when all have")
    func combineLatestTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(500)])
        let res = scheduler.start {
            Infallible.combineLatest(
                xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: "?")
            ) { "\($0)\($1)" }.asObservable()
        }
        expectEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2b"), .completed(500)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
        expectEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    @Test("combineLatest of every arity, into tuples and through a selector")
    func combineLatestArities() {
        let i = Infallible.just(1)
        let s = Infallible.just("s")
        let tuple2 = Infallible.combineLatest(i, s).map { "\($0)\($1)" }
        let tuple8 = Infallible.combineLatest(i, s, i, s, i, s, i, s).map { "\($0)\($1)\($2)\($3)\($4)\($5)\($6)\($7)" }
        expectEqual(record(tuple2), ["next(1s)", "completed"])
        expectEqual(record(tuple8), ["next(1s1s1s1s)", "completed"])
        expectEqual(record(Infallible.combineLatest(i, i, i) { $0 + $1 + $2 }), ["next(3)", "completed"])
        expectEqual(record(Infallible.combineLatest(i, i, i, i) { $0 + $1 + $2 + $3 }), ["next(4)", "completed"])
        expectEqual(
            record(Infallible.combineLatest(i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 }), ["next(5)", "completed"])
        expectEqual(
            record(Infallible.combineLatest(i, i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 + $5 }),
            ["next(6)", "completed"])
        expectEqual(
            record(Infallible.combineLatest(i, i, i, i, i, i, i) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }),
            ["next(7)", "completed"])
        expectEqual(
            record(Infallible.combineLatest(i, i, i, i, i, i, i, i) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }),
            ["next(8)", "completed"])
        let (t3, t4, t5) = (
            Infallible.combineLatest(i, i, i), Infallible.combineLatest(i, i, i, i),
            Infallible.combineLatest(i, i, i, i, i)
        )
        let (t6, t7) = (Infallible.combineLatest(i, i, i, i, i, i), Infallible.combineLatest(i, i, i, i, i, i, i))
        expectEqual(
            record(t3.map { $0.2 }) + record(t4.map { $0.3 }) + record(t5.map { $0.4 }),
            ["next(1)", "completed", "next(1)", "completed", "next(1)", "completed"])
        expectEqual(
            record(t6.map { $0.5 }) + record(t7.map { $0.6 }), ["next(1)", "completed", "next(1)", "completed"])
    }

    @Test("combineLatest of a collection, into arrays and through a selector")
    func combineLatestCollection() {
        let sources = [Infallible.of(1, 2), Infallible.of(10)]
        expectEqual(record(Infallible.combineLatest(sources)), ["next([1, 10])", "next([2, 10])", "completed"])
        expectEqual(
            record(Infallible.combineLatest(sources) { $0.reduce(0, +) }), ["next(11)", "next(12)", "completed"])
    }

    @Test("zip of every arity pairs elements by index")
    func zipArities() {
        let i = Infallible.of(1, 2)
        expectEqual(
            record(Infallible.zip(i, Infallible.of("a", "b", "c")) { "\($0)\($1)" }),
            ["next(1a)", "next(2b)", "completed"])
        expectEqual(record(Infallible.zip(i, i, i) { $0 + $1 + $2 }), ["next(3)", "next(6)", "completed"])
        expectEqual(record(Infallible.zip(i, i, i, i) { $0 + $1 + $2 + $3 }), ["next(4)", "next(8)", "completed"])
        expectEqual(
            record(Infallible.zip(i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 }), ["next(5)", "next(10)", "completed"])
        expectEqual(
            record(Infallible.zip(i, i, i, i, i, i) { $0 + $1 + $2 + $3 + $4 + $5 }),
            ["next(6)", "next(12)", "completed"])
        expectEqual(
            record(Infallible.zip(i, i, i, i, i, i, i) { [$0, $1, $2, $3, $4, $5, $6].reduce(0, +) }),
            ["next(7)", "next(14)", "completed"])
        expectEqual(
            record(Infallible.zip(i, i, i, i, i, i, i, i) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }),
            ["next(8)", "next(16)", "completed"])
    }
}

@Suite("Infallible: debounce, throttle, withLatestFrom")
struct InfallibleTimeTests {
    @Test("debounce and throttle in virtual time send what the observable operators send")
    func debounceAndThrottle() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(300, 3), .completed(400)]
        for operatorName in ["debounce", "throttle"] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let res = scheduler.start {
                let source = xs.asInfallible(onErrorJustReturn: -1)
                return operatorName == "debounce"
                    ? source.debounce(.seconds(50), scheduler: scheduler).asObservable()
                    : source.throttle(.seconds(50), latest: false, scheduler: scheduler).asObservable()
            }
            let expected: [Recorded<Event<Int>>] =
                operatorName == "debounce"
                ? [.next(270, 2), .next(350, 3), .completed(400)]
                : [.next(210, 1), .next(300, 3), .completed(400)]
            expectEqual(res.events, expected, "\(operatorName)")
            expectEqual(xs.subscriptions, [Subscription(200, 400)], "\(operatorName)")
        }
    }

    @Test("withLatestFrom pairs each element with the other's latest, once it has one")
    func withLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let res = scheduler.start {
            let latest = ys.asInfallible(onErrorJustReturn: "?")
            let pairs = xs.asInfallible(onErrorJustReturn: 0).withLatestFrom(latest) { "\($0)\($1)" }
            let plain = xs.asInfallible(onErrorJustReturn: 0).withLatestFrom(latest)
            return Infallible.zip(pairs, plain) { "\($0) \($1)" }.asObservable()
        }
        expectEqual(res.events, [.next(230, "2a a"), .next(250, "3b b"), .completed(300)])
    }
}
