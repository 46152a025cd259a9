import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("switchLatest and flatMapLatest")
struct SwitchLatestTests {
    /// Cold inner sequences `ys[0...2]`, selected at 300, 400 and 500 by a hot outer sequence.
    private struct Switching {
        let scheduler = TestScheduler(initialClock: 0)
        let ys: [TestableObservable<Int>]
        let indexes: TestableObservable<Int>
        let nested: TestableObservable<TestableObservable<Int>>

        init(secondEnd: Recorded<Event<Int>> = .completed(50), outerEnd: Event<Int> = .completed) {
            ys = [
                scheduler.createColdObservable([
                    .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
                    .next(220, 106), .completed(230),
                ]),
                scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondEnd]),
                scheduler.createColdObservable([
                    .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
                ]),
            ]
            let failsEarly = outerEnd.error != nil
            var indexEvents: [Recorded<Event<Int>>] = [.next(300, 0), .next(400, 1)]
            var nestedEvents: [Recorded<Event<TestableObservable<Int>>>] = [.next(300, ys[0]), .next(400, ys[1])]
            if !failsEarly {
                indexEvents.append(.next(500, 2))
                nestedEvents.append(.next(500, ys[2]))
            }
            let endTime = failsEarly ? 500 : 600
            indexEvents.append(Recorded(time: endTime, value: outerEnd))
            let placeholder = ys[0]
            nestedEvents.append(Recorded(time: endTime, value: outerEnd.map { _ in placeholder }))
            indexes = scheduler.createHotObservable(indexEvents)
            nested = scheduler.createHotObservable(nestedEvents)
        }

        var innerSubscriptions: [[Subscription]] { ys.map(\.subscriptions) }
    }

    private static let variants = ["switchLatest", "flatMapLatest"]

    private func run(_ variant: String, _ s: Switching, disposed: TestTime = 1000) -> TestableObserver<Int> {
        if variant == "switchLatest" {
            return s.scheduler.start(disposed: disposed) { s.nested.switchLatest() }
        }
        return s.scheduler.start(disposed: disposed) { s.indexes.flatMapLatest { s.ys[$0] } }
    }

    private func subscriptions(_ variant: String, _ s: Switching) -> [Subscription] {
        variant == "switchLatest" ? s.nested.subscriptions : s.indexes.subscriptions
    }

    @Test("each new inner sequence disposes the previous one", arguments: variants)
    func switches(variant: String) {
        let s = Switching()
        let res = run(variant, s)
        expectEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
            .next(440, 204), .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304),
            .completed(650),
        ])
        expectEqual(subscriptions(variant, s), [Subscription(200, 600)])
        expectEqual(s.innerSubscriptions, [
            [Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)],
        ])
    }

    @Test("an error from the latest inner sequence ends it", arguments: variants)
    func innerError(variant: String) {
        let s = Switching(secondEnd: .error(50, CombiningError.first))
        let res = run(variant, s)
        expectEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
            .next(440, 204), .error(450, CombiningError.first),
        ])
        expectEqual(subscriptions(variant, s), [Subscription(200, 450)])
        expectEqual(s.innerSubscriptions, [[Subscription(300, 400)], [Subscription(400, 450)], []])
    }

    @Test("an outer error ends it", arguments: variants)
    func outerError(variant: String) {
        let s = Switching(outerEnd: .error(CombiningError.first))
        let res = run(variant, s)
        expectEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
            .next(440, 204), .error(500, CombiningError.first),
        ])
        expectEqual(subscriptions(variant, s), [Subscription(200, 500)])
        expectEqual(s.innerSubscriptions, [[Subscription(300, 400)], [Subscription(400, 450)], []])
    }

    @Test("disposing early disposes the outer and the latest inner sequence", arguments: variants)
    func disposedEarly(variant: String) {
        let s = Switching()
        let res = run(variant, s, disposed: 415)
        expectEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201)])
        expectEqual(subscriptions(variant, s), [Subscription(200, 415)])
        expectEqual(s.innerSubscriptions, [[Subscription(300, 400)], [Subscription(400, 415)], []])
    }

    @Test("a throwing selector ends flatMapLatest")
    func selectorThrows() {
        let s = Switching()
        let res = s.scheduler.start {
            s.indexes.flatMapLatest { index -> TestableObservable<Int> in
                if index >= 1 { throw CombiningError.second }
                return s.ys[index]
            }
        }
        expectEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, CombiningError.second)])
        expectEqual(s.indexes.subscriptions, [Subscription(200, 400)])
        expectEqual(s.innerSubscriptions, [[Subscription(300, 400)], [], []])
    }

    @Test("completes at once when the outer completes with no live inner sequence")
    func outerCompletesLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        let res = scheduler.start { xs.flatMapLatest { _ in ys } }
        expectEqual(res.events, [.next(220, 1), .completed(300)])
        expectEqual(ys.subscriptions, [Subscription(210, 230)])
        let empty = TestScheduler(initialClock: 0)
        let none = empty.createHotObservable([.completed(250, Int.self)])
        expectEqual(empty.start { none.flatMapLatest { Observable.just($0) } }.events, [.completed(250)])
    }

    @Test("synchronous inner sequences are replaced as soon as the next element arrives")
    func synchronous() {
        let source = Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * 10) }
        expectEqual(synchronousEvents(source), [.next(1), .next(2), .next(20), .completed])
        let immediate = Observable.of(1, 2).flatMapLatest { Observable.just($0) }
        expectEqual(synchronousEvents(immediate), [.next(1), .next(2), .completed])
    }
}
