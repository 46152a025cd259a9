import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("flatMap and flatMapFirst")
struct FlatMapTests {
    private static let mergedElements: [Recorded<Event<Int>>] = [
        .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301),
        .next(580, 202), .next(590, 203), .next(600, 302), .next(620, 303), .next(740, 106),
        .next(810, 304), .next(860, 305), .next(930, 401), .next(940, 402),
    ]

    // MARK: - flatMap

    @Test("flatMap merges every inner sequence and completes after the outer and all inners")
    func flatMapCompletes() {
        let s = FlatMapScenario()
        let res = s.scheduler.start { s.outer.flatMap { $0 } }
        expectEqual(res.events, Self.mergedElements + [.completed(960)])
        expectEqual(s.outer.subscriptions, [Subscription(200, 900)])
        expectEqual(s.innerSubscriptions, [
            [], [], [Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 960)],
            [Subscription(750, 790)], [Subscription(850, 950)],
        ])
    }

    @Test("flatMap does not complete while an inner sequence is live")
    func flatMapInnerNotComplete() {
        let s = FlatMapScenario(secondCompletes: false)
        let res = s.scheduler.start { s.outer.flatMap { $0 } }
        expectEqual(res.events, Self.mergedElements)
        expectEqual(s.outer.subscriptions, [Subscription(200, 900)])
        expectEqual(s.inners[3].subscriptions, [Subscription(400, 1000)])
    }

    @Test("flatMap does not complete while the outer sequence is live")
    func flatMapOuterNotComplete() {
        let s = FlatMapScenario(end: nil)
        let res = s.scheduler.start { s.outer.flatMap { $0 } }
        expectEqual(res.events, Self.mergedElements)
        expectEqual(s.outer.subscriptions, [Subscription(200, 1000)])
        expectEqual(s.inners[6].subscriptions, [Subscription(850, 950)])
    }

    @Test("an outer error ends flatMap and disposes the live inner sequences")
    func flatMapOuterError() {
        let s = FlatMapScenario(end: .error(CombiningError.first), secondCompletes: false)
        let res = s.scheduler.start { s.outer.flatMap { $0 } }
        expectEqual(res.events, Array(Self.mergedElements.prefix(12)) + [.error(900, CombiningError.first)])
        expectEqual(s.outer.subscriptions, [Subscription(200, 900)])
        expectEqual(s.innerSubscriptions, [
            [], [], [Subscription(300, 760)], [Subscription(400, 900)], [Subscription(550, 900)],
            [Subscription(750, 790)], [Subscription(850, 900)],
        ])
    }

    @Test("an inner error ends flatMap and disposes the outer and the other inners")
    func flatMapInnerError() {
        let s = FlatMapScenario(firstFails: true)
        let res = s.scheduler.start { s.outer.flatMap { $0 } }
        expectEqual(res.events, Array(Self.mergedElements.prefix(10)) + [.error(760, CombiningError.first)])
        expectEqual(s.outer.subscriptions, [Subscription(200, 760)])
        expectEqual(s.innerSubscriptions, [
            [], [], [Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 760)],
            [Subscription(750, 760)], [],
        ])
    }

    @Test("disposing flatMap early disposes the outer and the live inner sequences")
    func flatMapDisposed() {
        let s = FlatMapScenario()
        let res = s.scheduler.start(disposed: 700) { s.outer.flatMap { $0 } }
        expectEqual(res.events, Array(Self.mergedElements.prefix(9)))
        expectEqual(s.outer.subscriptions, [Subscription(200, 700)])
        expectEqual(s.innerSubscriptions, [
            [], [], [Subscription(300, 700)], [Subscription(400, 605)], [Subscription(550, 700)], [], [],
        ])
    }

    @Test("a throwing selector ends flatMap with its error")
    func flatMapSelectorThrows() {
        let s = FlatMapScenario()
        var calls = 0
        let res = s.scheduler.start {
            s.outer.flatMap { inner -> TestableObservable<Int> in
                calls += 1
                if calls == 3 { throw CombiningError.second }
                return inner
            }
        }
        expectEqual(res.events, Array(Self.mergedElements.prefix(4)) + [.error(550, CombiningError.second)])
        expectEqual(s.outer.subscriptions, [Subscription(200, 550)])
        expectEqual(s.innerSubscriptions, [
            [], [], [Subscription(300, 550)], [Subscription(400, 550)], [], [], [],
        ])
    }

    @Test("flatMap over synchronous sources interleaves them on the trampoline")
    func flatMapSynchronous() {
        let source = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }
        expectEqual(synchronousEvents(source), [.next(1), .next(10), .next(2), .next(20), .completed])
    }

    // MARK: - flatMapFirst

    private static let firstElements: [Recorded<Event<Int>>] = [
        .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
    ]

    @Test("flatMapFirst ignores elements that arrive while an inner sequence is live")
    func flatMapFirstCompletes() {
        let s = FlatMapScenario()
        let res = s.scheduler.start { s.outer.flatMapFirst { $0 } }
        expectEqual(res.events, Self.firstElements + [.next(930, 401), .next(940, 402), .completed(950)])
        expectEqual(s.outer.subscriptions, [Subscription(200, 900)])
        expectEqual(s.innerSubscriptions, [
            [], [], [Subscription(300, 760)], [], [], [], [Subscription(850, 950)],
        ])
    }

    @Test("flatMapFirst waits for the outer sequence to complete")
    func flatMapFirstOuterNotComplete() {
        let s = FlatMapScenario(end: nil)
        let res = s.scheduler.start { s.outer.flatMapFirst { $0 } }
        expectEqual(res.events, Self.firstElements + [.next(930, 401), .next(940, 402)])
        expectEqual(s.outer.subscriptions, [Subscription(200, 1000)])
    }

    @Test("an outer error ends flatMapFirst")
    func flatMapFirstOuterError() {
        let s = FlatMapScenario(end: .error(CombiningError.first))
        let res = s.scheduler.start { s.outer.flatMapFirst { $0 } }
        expectEqual(res.events, Self.firstElements + [.error(900, CombiningError.first)])
        expectEqual(s.inners[6].subscriptions, [Subscription(850, 900)])
    }

    @Test("an inner error ends flatMapFirst")
    func flatMapFirstInnerError() {
        let s = FlatMapScenario(firstFails: true)
        let res = s.scheduler.start { s.outer.flatMapFirst { $0 } }
        expectEqual(res.events, Self.firstElements + [.error(760, CombiningError.first)])
        expectEqual(s.outer.subscriptions, [Subscription(200, 760)])
        expectEqual(s.innerSubscriptions, [[], [], [Subscription(300, 760)], [], [], [], []])
    }

    @Test("disposing flatMapFirst early")
    func flatMapFirstDisposed() {
        let s = FlatMapScenario()
        let res = s.scheduler.start(disposed: 700) { s.outer.flatMapFirst { $0 } }
        expectEqual(res.events, Array(Self.firstElements.prefix(4)))
        expectEqual(s.outer.subscriptions, [Subscription(200, 700)])
        expectEqual(s.innerSubscriptions, [[], [], [Subscription(300, 700)], [], [], [], []])
    }

    @Test("the selector of flatMapFirst runs only for elements it takes")
    func flatMapFirstSelectorThrows() {
        let s = FlatMapScenario()
        var calls = 0
        let res = s.scheduler.start {
            s.outer.flatMapFirst { inner -> TestableObservable<Int> in
                calls += 1
                if calls == 2 { throw CombiningError.second }
                return inner
            }
        }
        expectEqual(res.events, Self.firstElements + [.error(850, CombiningError.second)])
        expectEqual(s.outer.subscriptions, [Subscription(200, 850)])
        expectEqual(s.innerSubscriptions, [[], [], [Subscription(300, 760)], [], [], [], []])
    }
}
