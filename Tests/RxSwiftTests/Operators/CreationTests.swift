import RxSwift
import RxTest
import TestSupport
import Testing

/// Virtual-time tests for the creation family on an explicit scheduler: each element is one
/// scheduled step, so on a `TestScheduler` they arrive one tick apart, as in RxSwift's tests.
@Suite("creating: of, from, range, repeatElement, generate, just, deferred, create, empty, never, error")
struct CreationTests {
    private enum Failure: Error { case boom }

    @Test("of, from, range, just and from(optional:) on a scheduler: one element per tick")
    func sequencesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        expectEqual(scheduler.start { Observable.of(1, 2, scheduler: scheduler) }.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let from = TestScheduler(initialClock: 0)
        expectEqual(from.start { Observable.from([3, 4, 5], scheduler: from) }.events, [.next(201, 3), .next(202, 4), .next(203, 5), .completed(204)])
        let range = TestScheduler(initialClock: 0)
        expectEqual(range.start { Observable.range(start: Int.max, count: 1, scheduler: range) }.events, [.next(201, Int.max), .completed(202)])
        let just = TestScheduler(initialClock: 0)
        expectEqual(just.start { Observable.just(42, scheduler: just) }.events, [.next(201, 42), .completed(202)])
        let optional = TestScheduler(initialClock: 0)
        expectEqual(optional.start { Observable.from(optional: 7, scheduler: optional) }.events, [.next(201, 7), .completed(202)])
        let none = TestScheduler(initialClock: 0)
        expectEqual(none.start { Observable.from(optional: nil as Int?, scheduler: none) }.events, [.completed(201)])
    }

    @Test("disposing stops a scheduled sequence before its next element")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        expectEqual(scheduler.start(disposed: 203) { Observable.repeatElement(42, scheduler: scheduler) }.events, [.next(201, 42), .next(202, 42)])
        let range = TestScheduler(initialClock: 0)
        expectEqual(range.start(disposed: 202) { Observable.range(start: 0, count: 100, scheduler: range) }.events, [.next(201, 0)])
    }

    @Test("generate: the states while the condition holds; a throwing closure fails at its step")
    func generate() {
        let scheduler = TestScheduler(initialClock: 0)
        let finite = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        expectEqual(finite.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
        let throwingCondition = TestScheduler(initialClock: 0)
        let conditionFails = throwingCondition.start {
            Observable.generate(
                initialState: 0, condition: { _ in throw Failure.boom }, scheduler: throwingCondition
            ) { $0 + 1 }
        }
        expectEqual(conditionFails.events, [.error(201, Failure.boom)])
        let throwingIterate = TestScheduler(initialClock: 0)
        let iterateFails = throwingIterate.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: throwingIterate) { _ in
                throw Failure.boom
            }
        }
        expectEqual(iterateFails.events, [.next(201, 0), .error(202, Failure.boom)])
        let endless = TestScheduler(initialClock: 0)
        let disposed = endless.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: endless) { $0 + 1 }
        }
        expectEqual(disposed.events, [.next(201, 0), .next(202, 1)])
    }

    @Test("generate, range and repeatElement on the trampoline send synchronously")
    func trampolined() {
        var seen: [Int] = []
        _ = Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
            .subscribe(onNext: { seen.append($0) })
        _ = Observable.range(start: -1, count: 2).subscribe(onNext: { seen.append($0) })
        _ = Observable.repeatElement(5).take(2).subscribe(onNext: { seen.append($0) })
        expectEqual(seen, [1, 3, 9, 27, 81, -1, 0, 5, 5])
        var errors: [String] = []
        _ = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { _ in throw Failure.boom })
            .subscribe(onNext: { errors.append("next \($0)") }, onError: { errors.append("\($0)") })
        expectEqual(errors, ["next 0", "boom"])
    }

    @Test("deferred: the factory runs at subscription; a throwing factory fails at once")
    func deferred() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.deferred {
                invoked += 1
                let cold = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
                xs = cold
                return cold.asObservable()
            }
        }
        expectEqual(res.events, [.next(300, 200), .completed(400)])
        expectEqual(invoked, 1)
        expectEqual(xs?.subscriptions, [Subscription(200, 400)])
        let failing = TestScheduler(initialClock: 0)
        let failed = failing.start { Observable<Int>.deferred { throw Failure.boom } }
        expectEqual(failed.events, [.error(200, Failure.boom)])
    }

    @Test("create: synchronous events at subscription; its disposable runs at disposal")
    func create() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                observer.onNext(3)
                return Disposables.create()
            }
        }
        expectEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        let later = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let events = later.start(disposed: 400) {
            Observable<Int>.create { observer in
                let timer = later.scheduleRelative((), dueTime: .seconds(50)) { _ in
                    observer.onNext(later.clock)
                    return Disposables.create()
                }
                return Disposables.create {
                    disposedAt.append(later.clock)
                    timer.dispose()
                }
            }
        }
        expectEqual(events.events, [.next(250, 250)])
        expectEqual(disposedAt, [400])
    }

    @Test("empty, never, error")
    func trivial() {
        let scheduler = TestScheduler(initialClock: 0)
        expectEqual(scheduler.start { Observable<Int>.empty() }.events, [.completed(200)])
        let never = TestScheduler(initialClock: 0)
        expectEqual(never.start { Observable<Int>.never() }.events, [])
        let error = TestScheduler(initialClock: 0)
        expectEqual(error.start { Observable<Int>.error(Failure.boom) }.events, [.error(200, Failure.boom)])
    }
}
