import Foundation
import Marbles
import RxCocoa
import RxSwift
import RxTest
import TestSupport
import Testing

/// The old spellings the book's seeds use run, and behave like their new spellings.
/// (`OldSpellingWarningsTests` checks the warnings they get; here they are called through
/// `OldSpellingCalls`, whose deprecated witnesses keep the test build free of those warnings.)
@Suite("old spellings run like the new ones")
struct OldSpellingsTests {
    private let old: any OldSpellingCalls = OldSpellings()

    @Test("Variable: the current value first, then every assignment; completes when released")
    func variable() {
        expectEqual(old.variable(), ["next(1)", "value 1", "next(2)", "next(2)", "value 2", "completed"])
    }

    @Test("bind(to:) and bindTo a Variable assign its value")
    func bindToVariable() {
        expectEqual(old.bindToVariable(), ["3", "Optional(4)", "5", "Optional(6)"])
    }

    @Test("addDisposableTo puts the subscription in the bag")
    func addDisposableTo() {
        expectEqual(old.addDisposableTo(), ["next(1)", "disposed"])
    }

    @Test("bindTo an observer, an observer of optionals, a binder function, a curried binder; bindNext")
    func bindTo() {
        expectEqual(
            old.bindTo(), ["next(1)", "completed", "next(Optional(2))", "completed", "binder", "curried 3", "next 4"])
    }

    @Test("shareReplay keeps its buffer for good, like share(replay:scope: .forever)")
    func shareReplay() {
        let (oldLog, subscriptions) = old.shareReplay()
        expectEqual(oldLog, ["a next(1)", "a next(2)", "a completed", "b next(2)", "b completed", "c next(2)"])
        expectEqual(subscriptions, 2)
    }

    @Test("Single: .error makes a failure; do(onNext:) is do(onSuccess:)")
    func single() {
        expectEqual(old.single(), ["failure(RxSwiftTests.OldSpellings.Failure.boom)", "onNext 5", "success(5)"])
    }

    @Test(
        "each time operator taking seconds sends what it sends given an RxTimeInterval",
        arguments: OldSpellings.timeCaseNames)
    func timeOperator(name: String) throws {
        let timeCase = try #require(old.timeCases().first { $0.name == name })
        let (oldEvents, oldSubscriptions) = Self.run(timeCase.old)
        let (newEvents, newSubscriptions) = Self.run(timeCase.new)
        expectTrue(!newEvents.isEmpty, "\(name)")
        expectEqual(oldEvents, newEvents, "\(name)")
        expectEqual(oldSubscriptions, newSubscriptions, "\(name)")
    }

    @Test("a number of seconds too large for milliseconds is never")
    func hugeTimes() {
        expectEqual(Self.run(old.hugeTimer()).events, [])
    }

    private static func run(_ make: @escaping TimeCase.Make) -> (events: [Recorded<Event<String>>], [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(260, 3), .next(300, 4), .next(305, 5), .completed(400),
        ])
        let res = scheduler.start { make(xs.asObservable(), scheduler) }
        return (res.events, xs.subscriptions)
    }
}

/// An operator spelled with seconds and with an `RxTimeInterval`.
struct TimeCase {
    typealias Make = (Observable<Int>, TestScheduler) -> Observable<String>
    let name: String
    let old: Make
    let new: Make
}

protocol OldSpellingCalls {
    func variable() -> [String]
    func bindToVariable() -> [String]
    func addDisposableTo() -> [String]
    func bindTo() -> [String]
    func shareReplay() -> ([String], Int)
    func single() -> [String]
    func timeCases() -> [TimeCase]
    func hugeTimer() -> TimeCase.Make
}

struct OldSpellings: OldSpellingCalls {
    enum Failure: Error { case boom }

    static let timeCaseNames = (OldSpellings() as any OldSpellingCalls).timeCases().map(\.name)

    @available(*, deprecated)
    func variable() -> [String] {
        var log: [String] = []
        var variable: Variable<Int>? = Variable(1)
        _ = variable?.asObservable().subscribe { log.append("\($0)") }
        log.append("value \(variable?.value ?? 0)")
        variable?.value = 2
        variable?.value = 2
        log.append("value \(variable?.value ?? 0)")
        variable = nil
        return log
    }

    @available(*, deprecated)
    func bindToVariable() -> [String] {
        let plain = Variable(0)
        let optional = Variable<Int?>(nil)
        var log: [String] = []
        _ = Observable.just(3).bind(to: plain)
        log.append("\(plain.value)")
        _ = Observable.just(4).bind(to: optional)
        log.append("\(optional.value as Any)")
        _ = Observable.just(5).bindTo(plain)
        log.append("\(plain.value)")
        _ = Observable.just(6).bindTo(optional)
        log.append("\(optional.value as Any)")
        return log
    }

    @available(*, deprecated)
    func addDisposableTo() -> [String] {
        var log: [String] = []
        var bag: DisposeBag? = DisposeBag()
        let subject = PublishSubject<Int>()
        if let bag {
            subject.do(onDispose: { log.append("disposed") }).subscribe { log.append("\($0)") }.addDisposableTo(bag)
        }
        subject.onNext(1)
        bag = nil
        subject.onNext(2)
        return log
    }

    @available(*, deprecated)
    func bindTo() -> [String] {
        var log: [String] = []
        _ = Observable.just(1).bindTo(AnyObserver<Int> { log.append("\($0)") })
        _ = Observable.just(2).bindTo(AnyObserver<Int?> { log.append("\($0)") })
        log.append(Observable.just(0).bindTo { (_: Observable<Int>) in "binder" })
        let curried: (Observable<Int>) -> (String) -> String = { _ in { "curried \($0)" } }
        log.append(Observable.just(0).bindTo(curried, curriedArgument: "3"))
        _ = Observable.just(4).bindNext { log.append("next \($0)") }
        return log
    }

    @available(*, deprecated)
    func shareReplay() -> ([String], Int) {
        var log: [String] = []
        var subscriptions = 0
        let subject = PublishSubject<Int>()
        let shared = subject.do(onSubscribe: { subscriptions += 1 }).shareReplay(1)
        _ = shared.subscribe { log.append("a \($0)") }
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        _ = shared.subscribe { log.append("b \($0)") }
        let whileConnected = Observable.of(2).do(onSubscribe: { subscriptions += 1 }).shareReplayLatestWhileConnected()
        _ = whileConnected.subscribe(onNext: { log.append("c next(\($0))") })
        return (log, subscriptions)
    }

    @available(*, deprecated)
    func single() -> [String] {
        var log: [String] = []
        _ = Single<Int>.create { single in
            single(.error(Failure.boom))
            return Disposables.create()
        }.subscribe { log.append("\($0)") }
        _ = Single.just(5).do(onNext: { log.append("onNext \($0)") }).subscribe { log.append("\($0)") }
        return log
    }

    @available(*, deprecated)
    func hugeTimer() -> TimeCase.Make {
        { _, scheduler in Observable<Int>.timer(1e300, scheduler: scheduler).map { "\($0)" } }
    }

    @available(*, deprecated)
    func timeCases() -> [TimeCase] {
        func text<T>(_ source: Observable<T>) -> Observable<String> { source.map { "\($0)" } }
        func text<T>(_ source: Single<T>) -> Observable<String> { source.asObservable().map { "\($0)" } }
        func windows(_ source: Observable<Observable<Int>>) -> Observable<String> {
            source.flatMap { $0.toArray().asObservable() }.map { "\($0)" }
        }
        return [
            TimeCase(
                name: "throttle", old: { text($0.throttle(20, scheduler: $1)) },
                new: { text($0.throttle(.seconds(20), scheduler: $1)) }),
            TimeCase(
                name: "throttle(latest: false)", old: { text($0.throttle(20, latest: false, scheduler: $1)) },
                new: { text($0.throttle(.seconds(20), latest: false, scheduler: $1)) }),
            TimeCase(
                name: "debounce", old: { text($0.debounce(20, scheduler: $1)) },
                new: { text($0.debounce(.seconds(20), scheduler: $1)) }),
            TimeCase(
                name: "delay", old: { text($0.delay(30, scheduler: $1)) },
                new: { text($0.delay(.seconds(30), scheduler: $1)) }),
            TimeCase(
                name: "delaySubscription", old: { text($0.delaySubscription(30, scheduler: $1)) },
                new: { text($0.delaySubscription(.seconds(30), scheduler: $1)) }),
            TimeCase(
                name: "timeout", old: { text($0.timeout(25, scheduler: $1)) },
                new: { text($0.timeout(.seconds(25), scheduler: $1)) }),
            TimeCase(
                name: "timeout(other:)", old: { text($0.timeout(25, other: Observable.just(-1), scheduler: $1)) },
                new: { text($0.timeout(.seconds(25), other: Observable.just(-1), scheduler: $1)) }),
            TimeCase(
                name: "skip", old: { text($0.skip(25, scheduler: $1)) },
                new: { text($0.skip(.seconds(25), scheduler: $1)) }),
            TimeCase(
                name: "take", old: { text($0.take(45.5, scheduler: $1)) },
                new: { text($0.take(for: .milliseconds(45_500), scheduler: $1)) }),
            TimeCase(
                name: "buffer", old: { text($0.buffer(timeSpan: 30, count: 2, scheduler: $1)) },
                new: { text($0.buffer(timeSpan: .seconds(30), count: 2, scheduler: $1)) }),
            TimeCase(
                name: "window", old: { windows($0.window(timeSpan: 30, count: 2, scheduler: $1)) },
                new: { windows($0.window(timeSpan: .seconds(30), count: 2, scheduler: $1)) }),
            TimeCase(
                name: "interval", old: { text(Observable<Int>.interval(30, scheduler: $1).take(3)) },
                new: { text(Observable<Int>.interval(.seconds(30), scheduler: $1).take(3)) }),
            TimeCase(
                name: "timer", old: { text(Observable<Int>.timer(10, scheduler: $1)) },
                new: { text(Observable<Int>.timer(.seconds(10), scheduler: $1)) }),
            TimeCase(
                name: "timer(period:)", old: { text(Observable<Int>.timer(10, period: 30, scheduler: $1).take(3)) },
                new: { text(Observable<Int>.timer(.seconds(10), period: .seconds(30), scheduler: $1).take(3)) }),
            TimeCase(
                name: "Single.delay", old: { text($0.take(1).asSingle().delay(30, scheduler: $1)) },
                new: { text($0.take(1).asSingle().delay(.seconds(30), scheduler: $1)) }),
            TimeCase(
                name: "Single.delaySubscription",
                old: { text($0.take(1).asSingle().delaySubscription(30, scheduler: $1)) },
                new: { text($0.take(1).asSingle().delaySubscription(.seconds(30), scheduler: $1)) }),
            TimeCase(
                name: "Single.timeout", old: { text($0.skip(3).take(1).asSingle().timeout(25, scheduler: $1)) },
                new: { text($0.skip(3).take(1).asSingle().timeout(.seconds(25), scheduler: $1)) }),
            TimeCase(
                name: "Single.timeout(other:)",
                old: { text($0.skip(3).take(1).asSingle().timeout(25, other: .just(-1), scheduler: $1)) },
                new: { text($0.skip(3).take(1).asSingle().timeout(.seconds(25), other: .just(-1), scheduler: $1)) }),
            TimeCase(
                name: "Single.timer", old: { text(Single<Int>.timer(10, scheduler: $1)) },
                new: { text(Single<Int>.timer(.seconds(10), scheduler: $1)) }),
        ]
    }
}
