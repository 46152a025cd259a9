import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("Infallible")
struct InfallibleTests {
    private func events<Element>(_ source: Infallible<Element>) -> [String] {
        var events: [String] = []
        _ = source.subscribe(
            onNext: { events.append("next(\($0))") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") })
        return events
    }

    @Test("creation: just, of, from, empty, never, deferred, create")
    func creation() {
        expectEqual(events(Infallible.just(1)), ["next(1)", "completed", "disposed"])
        expectEqual(events(Infallible.of(1, 2)), ["next(1)", "next(2)", "completed", "disposed"])
        expectEqual(events(Infallible.from([3, 4])), ["next(3)", "next(4)", "completed", "disposed"])
        expectEqual(events(Infallible.from(5...6)), ["next(5)", "next(6)", "completed", "disposed"])
        expectEqual(events(Infallible<Int>.empty()), ["completed", "disposed"])
        expectEqual(events(Infallible<Int>.never()), [])
        var made = 0
        let deferred = Infallible<Int>.deferred {
            made += 1
            return .just(made)
        }
        expectEqual(events(deferred), ["next(1)", "completed", "disposed"])
        expectEqual(events(deferred), ["next(2)", "completed", "disposed"])
        var released = false
        let created = Infallible<Int>.create { observer in
            observer(.next(7))
            observer(.completed)
            observer(.next(8))
            return Disposables.create { released = true }
        }
        expectEqual(events(created), ["next(7)", "completed", "disposed"])
        expectTrue(released)
    }

    @Test("asInfallible(onErrorJustReturn:) in virtual time")
    func justReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).asObservable() }
        expectEqual(res.events, [.next(210, 1), .next(220, 0), .completed(220)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("asInfallible(onErrorFallbackTo:) continues with the fallback")
    func fallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start {
            xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: -1)).asObservable()
        }
        expectEqual(res.events, [.next(210, 1), .next(230, 9), .completed(240)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    @Test("asInfallible(onErrorRecover:) gets the error")
    func recover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError.boom)])
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { Infallible.just("recovered from \($0)") }).asObservable()
        }
        expectEqual(res.events, [.next(210, "a"), .next(220, "recovered from boom"), .completed(220)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("operators keep it infallible: map, filter, scan, flatMap, startWith, take")
    func operators() {
        let source = Infallible.of(1, 2, 3, 4)
            .filter { $0 % 2 == 0 }
            .map { $0 * 10 }
            .scan(0, accumulator: +)
            .flatMap { Infallible.just($0) }
            .startWith(-1)
            .take(3)
        expectEqual(events(source), ["next(-1)", "next(20)", "next(60)", "completed", "disposed"])
    }

    @Test("subscribe(with:) skips handlers once the object is gone")
    func subscribeWith() {
        final class Owner {}
        let relay = PublishSubject<Int>()
        var seen: [Int] = []
        var owner: Owner? = Owner()
        _ = relay.asInfallible(onErrorJustReturn: 0).subscribe(with: owner!, onNext: { _, value in seen.append(value) })
        relay.onNext(1)
        owner = nil
        relay.onNext(2)
        expectEqual(seen, [1])
    }

    @Test("subscribe(_:) receives InfallibleEvents: a switch needs only .next and .completed")
    func subscribeEvents() {
        var seen: [String] = []
        var asEvents: [String] = []
        _ = Infallible.of(1, 2).subscribe { event in
            asEvents.append("\(event.event)")
            switch event {
            case .next(let value): seen.append("next \(value)")
            case .completed: seen.append("completed")
            }
        }
        expectEqual(seen, ["next 1", "next 2", "completed"])
        expectEqual(asEvents, ["next(1)", "next(2)", "completed"])
    }
}
