import Foundation
import RxSwift
import RxTest
import TestSupport
import Testing

/// The "Creating" list, written as RxSwift code.
@Suite("RxSwift API: creating")
struct CreatingAPITests {
    enum TestError: Error { case boom }

    private func events<O: ObservableConvertibleType>(_ source: O) -> [String] {
        var seen: [String] = []
        _ = source.asObservable().subscribe { seen.append("\($0)") }
        return seen
    }

    @Test("create, just, of, from, empty, never, error, deferred")
    func basics() {
        expectEqual(events(Observable<Int>.create { observer in
            observer.onNext(1)
            observer.on(.next(2))
            observer.onCompleted()
            observer.onNext(3)
            return Disposables.create()
        }), ["next(1)", "next(2)", "completed"])
        expectEqual(events(Observable.just(1)), ["next(1)", "completed"])
        expectEqual(events(Observable.just(1, scheduler: CurrentThreadScheduler.instance)), ["next(1)", "completed"])
        expectEqual(events(Observable.of(1, 2)), ["next(1)", "next(2)", "completed"])
        expectEqual(events(Observable.of(1, 2, scheduler: CurrentThreadScheduler.instance)).count, 3)
        expectEqual(events(Observable.from([1, 2])), ["next(1)", "next(2)", "completed"])
        expectEqual(events(Observable.from([1], scheduler: CurrentThreadScheduler.instance)).count, 2)
        expectEqual(events(Observable.from(Set([3]))), ["next(3)", "completed"])
        expectEqual(events(Observable.from(1...2, scheduler: CurrentThreadScheduler.instance)).count, 3)
        expectEqual(events(Observable.from(optional: 4)), ["next(4)", "completed"])
        expectEqual(events(Observable.from(optional: nil as Int?)), ["completed"])
        expectEqual(events(Observable.from(optional: 5, scheduler: CurrentThreadScheduler.instance)).count, 2)
        expectEqual(events(Observable<Int>.empty()), ["completed"])
        expectEqual(events(Observable<Int>.never()), [])
        expectEqual(events(Observable<Int>.error(TestError.boom)), ["error(boom)"])
        var factoryCalls = 0
        let deferred = Observable<Int>.deferred {
            factoryCalls += 1
            return .just(factoryCalls)
        }
        expectEqual(events(deferred), ["next(1)", "completed"])
        expectEqual(events(deferred), ["next(2)", "completed"])
        expectEqual(events(Observable<Int>.deferred { throw TestError.boom }), ["error(boom)"])
    }

    @Test("range, repeatElement, generate")
    func generated() {
        expectEqual(events(Observable.range(start: 1, count: 3)), ["next(1)", "next(2)", "next(3)", "completed"])
        expectEqual(events(Observable<Int>.range(start: 0, count: 0, scheduler: CurrentThreadScheduler.instance)), ["completed"])
        expectEqual(events(Observable.repeatElement("a").take(2)), ["next(a)", "next(a)", "completed"])
        expectEqual(events(Observable.repeatElement(1, scheduler: CurrentThreadScheduler.instance).take(1)).count, 2)
        expectEqual(events(Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 3 })), ["next(1)", "next(3)", "next(9)", "completed"])
        expectEqual(events(Observable.generate(
            initialState: 0, condition: { $0 < 2 }, scheduler: CurrentThreadScheduler.instance,
            iterate: { $0 + 1 })), ["next(0)", "next(1)", "completed"])
    }

    @Test("interval and timer on a virtual clock")
    func timers() {
        let scheduler = TestScheduler(initialClock: 0)
        let interval = scheduler.start(disposed: 450) {
            Observable<Int>.interval(.seconds(100), scheduler: scheduler)
        }
        expectEqual(interval.events, [.next(300, 0), .next(400, 1)])
        let oneShotScheduler = TestScheduler(initialClock: 0)
        let oneShot = oneShotScheduler.start {
            Observable<Int64>.timer(.seconds(50), scheduler: oneShotScheduler)
        }
        expectEqual(oneShot.events, [.next(250, 0), .completed(250)])
        let periodicScheduler = TestScheduler(initialClock: 0)
        let periodic = periodicScheduler.start(disposed: 500) {
            Observable<UInt8>.timer(.seconds(50), period: .seconds(100), scheduler: periodicScheduler)
        }
        expectEqual(periodic.events, [.next(250, 0), .next(350, 1), .next(450, 2)])
    }

    @Test("static merge, concat, amb in every form")
    func staticCombining() {
        let a = Observable.of(1, 2)
        let b = Observable.of(3, 4)
        expectEqual(events(Observable.merge(a, b)), ["next(1)", "next(3)", "next(2)", "next(4)", "completed"])
        expectEqual(events(Observable.merge([a, b])).count, 5)
        expectEqual(events(Observable.merge(AnyCollection([a, b]))).count, 5)
        expectEqual(events(Observable.concat(a, b)), ["next(1)", "next(2)", "next(3)", "next(4)", "completed"])
        expectEqual(events(Observable.concat([a, b])).count, 5)
        expectEqual(events(Observable.concat(AnySequence([a, b]))).count, 5)
        expectEqual(events(Observable.amb([Observable<Int>.never(), b])), ["next(3)", "next(4)", "completed"])
        expectEqual(events(Observable<Int>.never().amb(b)).count, 3)
    }

    @Test("static zip and combineLatest from 2 to 8 sources, with and without a result selector")
    func arities() {
        let s = Observable.just(1)
        expectEqual(events(Observable.zip(s, s)), ["next((1, 1))", "completed"])
        expectEqual(events(Observable.zip(s, s, s)).first, "next((1, 1, 1))")
        expectEqual(events(Observable.zip(s, s, s, s)).first, "next((1, 1, 1, 1))")
        expectEqual(events(Observable.zip(s, s, s, s, s)).first, "next((1, 1, 1, 1, 1))")
        expectEqual(events(Observable.zip(s, s, s, s, s, s)).first, "next((1, 1, 1, 1, 1, 1))")
        expectEqual(events(Observable.zip(s, s, s, s, s, s, s)).first, "next((1, 1, 1, 1, 1, 1, 1))")
        expectEqual(events(Observable.zip(s, s, s, s, s, s, s, s)).first, "next((1, 1, 1, 1, 1, 1, 1, 1))")
        expectEqual(events(Observable.zip(s, s) { $0 + $1 }).first, "next(2)")
        expectEqual(events(Observable.zip(s, s, s) { $0 + $1 + $2 }).first, "next(3)")
        expectEqual(events(Observable.zip(s, s, s, s) { $0 + $1 + $2 + $3 }).first, "next(4)")
        expectEqual(events(Observable.zip(s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 }).first, "next(5)")
        expectEqual(events(Observable.zip(s, s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 + $5 }).first, "next(6)")
        expectEqual(events(Observable.zip(s, s, s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }).first, "next(7)")
        expectEqual(events(Observable.zip(s, s, s, s, s, s, s, s, resultSelector: { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }))
            .first, "next(8)")
        expectEqual(events(Observable.zip([s, s, s])).first, "next([1, 1, 1])")
        expectEqual(events(Observable.zip([s, s]) { $0.reduce(0, +) }).first, "next(2)")

        expectEqual(events(Observable.combineLatest(s, s)), ["next((1, 1))", "completed"])
        expectEqual(events(Observable.combineLatest(s, s, s)).first, "next((1, 1, 1))")
        expectEqual(events(Observable.combineLatest(s, s, s, s)).first, "next((1, 1, 1, 1))")
        expectEqual(events(Observable.combineLatest(s, s, s, s, s)).first, "next((1, 1, 1, 1, 1))")
        expectEqual(events(Observable.combineLatest(s, s, s, s, s, s)).first, "next((1, 1, 1, 1, 1, 1))")
        expectEqual(events(Observable.combineLatest(s, s, s, s, s, s, s)).first, "next((1, 1, 1, 1, 1, 1, 1))")
        expectEqual(events(Observable.combineLatest(s, s, s, s, s, s, s, s)).first, "next((1, 1, 1, 1, 1, 1, 1, 1))")
        expectEqual(events(Observable.combineLatest(s, s) { $0 + $1 }).first, "next(2)")
        expectEqual(events(Observable.combineLatest(s, s, s) { $0 + $1 + $2 }).first, "next(3)")
        expectEqual(events(Observable.combineLatest(s, s, s, s) { $0 + $1 + $2 + $3 }).first, "next(4)")
        expectEqual(events(Observable.combineLatest(s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 }).first, "next(5)")
        expectEqual(events(Observable.combineLatest(s, s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 + $5 }).first, "next(6)")
        expectEqual(events(Observable.combineLatest(s, s, s, s, s, s, s) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }).first, "next(7)")
        expectEqual(events(Observable.combineLatest(
            s, s, s, s, s, s, s, s, resultSelector: { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 })).first, "next(8)")
        expectEqual(events(Observable.combineLatest([s, s])).first, "next([1, 1])")
        expectEqual(events(Observable.combineLatest([s, s, s]) { $0.count }).first, "next(3)")
        let strings = Observable.just("a")
        let mixed: Observable<(Int, String)> = Observable.combineLatest(s, strings)
        expectEqual(events(mixed).first, "next((1, \"a\"))")
    }
}
