import RxSwift
import RxTest
import TestSupport
import Testing

/// Virtual-time tests for the operators the other files leave out: map, filter, do,
/// withLatestFrom, asSingle, asMaybe, first, ignoreElements. Times follow RxSwift's own tests.
@Suite("map, filter, do, withLatestFrom, asSingle, asMaybe, first, ignoreElements")
struct BasicOperatorTests {
    private enum Failure: Error { case boom, selector }

    /// Runs `operate` over a hot source with `events`, disposing at `disposed`; returns what the
    /// observer saw and the source's subscriptions.
    private func run<Output>(
        _ events: [Recorded<Event<Int>>], disposed: TestTime = 1000,
        _ operate: @escaping (Observable<Int>) -> Observable<Output>
    ) -> ([Recorded<Event<Output>>], [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { operate(xs.asObservable()) }
        return (res.events, xs.subscriptions)
    }

    private let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
    ]

    // MARK: - map and filter

    @Test("map: normal, error, empty, never, disposed early, throwing selector")
    func map() {
        expectEqualPair(run(source) { $0.map { $0 * 2 } }, (
            [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300)], [Subscription(200, 300)]))
        expectEqualPair(run([.next(210, 1), .error(300, Failure.boom)]) { $0.map { $0 + 1 } }, (
            [.next(210, 2), .error(300, Failure.boom)], [Subscription(200, 300)]))
        expectEqualPair(run([.next(150, 1), .completed(300)]) { $0.map { $0 } }, ([.completed(300)], [Subscription(200, 300)]))
        expectEqualPair(run([.next(150, 1)]) { $0.map { $0 } }, ([], [Subscription(200, 1000)]))
        expectEqualPair(run(source, disposed: 235) { $0.map { $0 * 2 } }, (
            [.next(210, 0), .next(220, 2), .next(230, 4)], [Subscription(200, 235)]))
        expectEqualPair(run(source) { $0.map { value -> Int in if value == 2 { throw Failure.selector }; return value } }, (
            [.next(210, 0), .next(220, 1), .error(230, Failure.selector)], [Subscription(200, 230)]))
    }

    @Test("filter: normal, error, empty, never, disposed early, throwing predicate")
    func filter() {
        expectEqualPair(run(source) { $0.filter { $0 % 2 == 0 } }, (
            [.next(210, 0), .next(230, 2), .next(240, 4), .completed(300)], [Subscription(200, 300)]))
        expectEqualPair(run([.next(210, 1), .error(300, Failure.boom)]) { $0.filter { _ in false } }, (
            [.error(300, Failure.boom)], [Subscription(200, 300)]))
        expectEqualPair(run([.next(150, 1), .completed(300)]) { $0.filter { _ in true } }, (
            [.completed(300)], [Subscription(200, 300)]))
        expectEqualPair(run([.next(150, 1)]) { $0.filter { _ in true } }, ([], [Subscription(200, 1000)]))
        expectEqualPair(run(source, disposed: 225) { $0.filter { _ in true } }, (
            [.next(210, 0), .next(220, 1)], [Subscription(200, 225)]))
        expectEqualPair(run(source) { $0.filter { value in if value == 1 { throw Failure.selector }; return true } }, (
            [.next(210, 0), .error(220, Failure.selector)], [Subscription(200, 220)]))
    }

    // MARK: - do

    @Test("do: side effects run around each event at its time; a throwing handler fails the sequence")
    func doSideEffects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        var log: [String] = []
        let res = scheduler.start {
            xs.asObservable().do(
                onNext: { log.append("next \($0) @\(scheduler.clock)") },
                afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed @\(scheduler.clock)") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe @\(scheduler.clock)") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose @\(scheduler.clock)") })
        }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(log, [
            "subscribe @200", "subscribed", "next 1 @210", "after 1", "next 2 @220", "after 2", "completed @250",
            "after completed", "dispose @250",
        ])
        expectEqualPair(run(source) { $0.do(onNext: { if $0 == 1 { throw Failure.selector } }) }, (
            [.next(210, 0), .error(220, Failure.selector)], [Subscription(200, 220)]))
        expectEqualPair(run(source) { $0.do(afterNext: { if $0 == 1 { throw Failure.selector } }) }, (
            [.next(210, 0), .next(220, 1), .error(220, Failure.selector)], [Subscription(200, 220)]))
        var errors: [String] = []
        expectEqualPair(run([.next(210, 1), .error(230, Failure.boom)]) { $0.do(onError: { errors.append("\($0)") }) }, (
            [.next(210, 1), .error(230, Failure.boom)], [Subscription(200, 230)]))
        expectEqual(errors, ["boom"])
        var disposedAt: [TestTime] = []
        let early = TestScheduler(initialClock: 0)
        let ys = early.createHotObservable([Recorded<Event<Int>>]())
        _ = early.start(disposed: 400) { ys.asObservable().do(onDispose: { disposedAt.append(early.clock) }) }
        expectEqual(disposedAt, [400])
        expectEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    // MARK: - withLatestFrom

    @Test("withLatestFrom: pairs each element with the other's latest; the other's completion changes nothing")
    func withLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .next(410, 7),
            .next(420, 8), .next(470, 9), .next(550, 10), .completed(590),
        ])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        expectEqual(res.events, [
            .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
            .next(470, "9qux"), .next(550, "10qux"), .completed(590),
        ])
        expectEqual(xs.subscriptions, [Subscription(200, 590)])
        expectEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    @Test("withLatestFrom: an error from either side ends it; without a selector it sends the other's element")
    func withLatestFromErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .next(310, 5), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .error(300, Failure.boom)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        expectEqual(res.events, [.next(260, "bar"), .error(300, Failure.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(200, 300)])
        let failing = TestScheduler(initialClock: 0)
        let first = failing.createHotObservable([.next(260, 4), .error(280, Failure.boom)])
        let second = failing.createHotObservable([.next(255, "bar")])
        let failed = failing.start { first.withLatestFrom(second) }
        expectEqual(failed.events, [.next(260, "bar"), .error(280, Failure.boom)])
        expectEqual(second.subscriptions, [Subscription(200, 280)])
    }

    // MARK: - asSingle, asMaybe, first, ignoreElements

    @Test("asSingle: the one element at completion; none or two is an error")
    func asSingle() {
        expectEqualPair(run([.next(150, 1), .next(210, 2), .completed(250)]) { $0.asSingle().asObservable() }, (
            [.next(250, 2), .completed(250)], [Subscription(200, 250)]))
        expectEqualPair(run([.next(150, 1), .completed(250)]) { $0.asSingle().asObservable() }, (
            [.error(250, RxError.noElements)], [Subscription(200, 250)]))
        expectEqualPair(run([.next(210, 2), .next(220, 3), .completed(250)]) { $0.asSingle().asObservable() }, (
            [.error(220, RxError.moreThanOneElement)], [Subscription(200, 220)]))
        expectEqualPair(run([.error(210, Failure.boom)]) { $0.asSingle().asObservable() }, (
            [.error(210, Failure.boom)], [Subscription(200, 210)]))
        expectEqualPair(run([.next(150, 1)]) { $0.asSingle().asObservable() }, ([], [Subscription(200, 1000)]))
    }

    @Test("asMaybe: the one element or nothing at completion; two is an error")
    func asMaybe() {
        expectEqualPair(run([.next(210, 2), .completed(250)]) { $0.asMaybe().asObservable() }, (
            [.next(250, 2), .completed(250)], [Subscription(200, 250)]))
        expectEqualPair(run([.next(150, 1), .completed(250)]) { $0.asMaybe().asObservable() }, (
            [.completed(250)], [Subscription(200, 250)]))
        expectEqualPair(run([.next(210, 2), .next(220, 3), .completed(250)]) { $0.asMaybe().asObservable() }, (
            [.error(220, RxError.moreThanOneElement)], [Subscription(200, 220)]))
        expectEqualPair(run([.next(150, 1)], disposed: 300) { $0.asMaybe().asObservable() }, ([], [Subscription(200, 300)]))
    }

    @Test("first: the first element at once, or nil at completion")
    func first() {
        expectEqualPair(run([.next(210, 2), .next(220, 3), .completed(250)]) { $0.first().asObservable() }, (
            [.next(210, 2), .completed(210)], [Subscription(200, 210)]))
        expectEqualPair(run([.next(150, 1), .completed(250)]) { $0.first().asObservable() }, (
            [.next(250, nil), .completed(250)], [Subscription(200, 250)]))
        expectEqualPair(run([.error(230, Failure.boom)]) { $0.first().asObservable() }, (
            [.error(230, Failure.boom)], [Subscription(200, 230)]))
    }

    @Test("ignoreElements: only the stop event")
    func ignoreElements() {
        expectEqualPair(run(source) { $0.ignoreElements().asObservable() }, ([.completed(300)], [Subscription(200, 300)]))
        expectEqualPair(run([.next(210, 1), .error(230, Failure.boom)]) { $0.ignoreElements().asObservable() }, (
            [.error(230, Failure.boom)], [Subscription(200, 230)]))
        expectEqualPair(run([.next(210, 1)], disposed: 400) { $0.ignoreElements().asObservable() }, (
            [], [Subscription(200, 400)]))
    }
}

/// Tuples of event histories and subscriptions compare element-wise.
private func == <Output>(
    lhs: ([Recorded<Event<Output>>], [Subscription]), rhs: ([Recorded<Event<Output>>], [Subscription])
) -> Bool where Output: Equatable {
    lhs.0 == rhs.0 && lhs.1 == rhs.1
}
