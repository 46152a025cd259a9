import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("merge")
struct MergeTests {
    /// Three cold inner sequences sent by a hot outer one at 300, 400 and 500.
    private struct Nested {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1: TestableObservable<Int>
        let ys2: TestableObservable<Int>
        let ys3: TestableObservable<Int>
        let xs: TestableObservable<TestableObservable<Int>>

        init(ys2End: Recorded<Event<Int>> = .completed(50),
             outerEnd: Recorded<Event<TestableObservable<Int>>> = .completed(600)) {
            ys1 = scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
                .next(220, 106), .completed(230),
            ])
            ys2 = scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), ys2End,
            ])
            ys3 = scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305),
                .completed(150),
            ])
            var outer: [Recorded<Event<TestableObservable<Int>>>] = [.next(300, ys1), .next(400, ys2)]
            if outerEnd.time > 500 {
                outer.append(.next(500, ys3))
            }
            outer.append(outerEnd)
            xs = scheduler.createHotObservable(outer)
        }
    }

    @Test("merge() sends the elements of all inner sequences and completes after the last")
    func mergesInnerSequences() {
        let s = Nested()
        let res = s.scheduler.start { s.xs.merge() }
        expectEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104),
            .next(420, 202), .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301),
            .next(520, 106), .next(520, 302), .next(530, 303), .next(540, 304), .next(620, 305),
            .completed(650),
        ])
        expectEqual(s.xs.subscriptions, [Subscription(200, 600)])
        expectEqual(s.ys1.subscriptions, [Subscription(300, 530)])
        expectEqual(s.ys2.subscriptions, [Subscription(400, 450)])
        expectEqual(s.ys3.subscriptions, [Subscription(500, 650)])
    }

    @Test("an inner error ends merge() and disposes every subscription")
    func innerError() {
        let s = Nested(ys2End: .error(50, CombiningError.first))
        let res = s.scheduler.start { s.xs.merge() }
        expectEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104),
            .next(420, 202), .next(430, 203), .next(440, 204), .error(450, CombiningError.first),
        ])
        expectEqual(s.xs.subscriptions, [Subscription(200, 450)])
        expectEqual(s.ys1.subscriptions, [Subscription(300, 450)])
        expectEqual(s.ys2.subscriptions, [Subscription(400, 450)])
        expectEqual(s.ys3.subscriptions, [])
    }

    @Test("an outer error ends merge() at once")
    func outerError() {
        let s = Nested(outerEnd: .error(500, CombiningError.first))
        let res = s.scheduler.start { s.xs.merge() }
        expectEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104),
            .next(420, 202), .next(430, 203), .next(440, 204), .error(500, CombiningError.first),
        ])
        expectEqual(s.xs.subscriptions, [Subscription(200, 500)])
        expectEqual(s.ys1.subscriptions, [Subscription(300, 500)])
        expectEqual(s.ys2.subscriptions, [Subscription(400, 450)])
    }

    @Test("disposing merge() early disposes the outer and the live inner sequences")
    func disposedEarly() {
        let s = Nested()
        let res = s.scheduler.start(disposed: 425) { s.xs.merge() }
        expectEqual(res.events, [
            .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104),
            .next(420, 202),
        ])
        expectEqual(s.xs.subscriptions, [Subscription(200, 425)])
        expectEqual(s.ys1.subscriptions, [Subscription(300, 425)])
        expectEqual(s.ys2.subscriptions, [Subscription(400, 425)])
        expectEqual(s.ys3.subscriptions, [])
    }

    @Test("an empty or never-ending outer sequence")
    func emptyAndNeverOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250, TestableObservable<Int>.self)])
        let emptyResult = scheduler.start { empty.merge() }
        expectEqual(emptyResult.events, [.completed(250)])
        expectEqual(empty.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let never2 = scheduler2.createHotObservable([Recorded<Event<TestableObservable<Int>>>]())
        let neverResult = scheduler2.start { never2.merge() }
        expectEqual(neverResult.events, [])
        expectEqual(never2.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: - static merge

    private static let factories: [(String, ([Observable<Int>]) -> Observable<Int>)] = [
        ("variadic", { sources in
            switch sources.count {
            case 0: return Observable.merge()
            case 2: return Observable.merge(sources[0], sources[1])
            default: return Observable.merge(sources[0], sources[1], sources[2])
            }
        }),
        ("array", { Observable.merge($0) }),
        ("collection", { Observable.merge(AnyCollection($0)) }),
    ]

    @Test("Observable.merge() of nothing completes at once", arguments: factories.map(\.0))
    func staticMergeOfNothing(form: String) throws {
        let make = try #require(Self.factories.first { $0.0 == form }).1
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { make([]) }
        expectEqual(res.events, [.completed(200)])
    }

    @Test("Observable.merge waits for every source before completing", arguments: factories.map(\.0))
    func staticMergeWaitsForAll(form: String) throws {
        let make = try #require(Self.factories.first { $0.0 == form }).1
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])
        let res = scheduler.start { make([ys1.asObservable(), ys2.asObservable(), ys3.asObservable()]) }
        expectEqual(res.events, [
            .next(210, 101), .next(210, 201), .next(210, 301), .next(220, 102), .next(220, 202),
            .next(220, 302), .completed(430),
        ])
        expectEqual(ys1.subscriptions, [Subscription(200, 430)])
        expectEqual(ys2.subscriptions, [Subscription(200, 250)])
        expectEqual(ys3.subscriptions, [Subscription(200, 350)])
    }

    @Test("Observable.merge fails with the first error and disposes all sources", arguments: factories.map(\.0))
    func staticMergeError(form: String) throws {
        let make = try #require(Self.factories.first { $0.0 == form }).1
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .error(15, CombiningError.first)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])
        let res = scheduler.start { make([ys1.asObservable(), ys2.asObservable(), ys3.asObservable()]) }
        expectEqual(res.events, [
            .next(210, 101), .next(210, 201), .next(210, 301), .error(215, CombiningError.first),
        ])
        for ys in [ys1, ys2, ys3] {
            expectEqual(ys.subscriptions, [Subscription(200, 215)])
        }
    }

    @Test("an empty source does not complete Observable.merge early")
    func staticMergeEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let res = scheduler.start { Observable.merge(Observable<Int>.empty(), ys.asObservable()) }
        expectEqual(res.events, [.next(210, 201), .next(220, 202), .completed(250)])
        expectEqual(ys.subscriptions, [Subscription(200, 250)])
        let both = TestScheduler(initialClock: 0).start {
            Observable.merge(Observable<Int>.empty(), Observable<Int>.empty())
        }
        expectEqual(both.events, [.completed(200)])
    }

    // MARK: - synchronous sources

    @Test("merging synchronous sources interleaves them on the trampoline")
    func synchronousInterleaving() {
        expectEqual(synchronousEvents(Observable.merge(.of(1, 2), .of(3, 4))), [
            .next(1), .next(3), .next(2), .next(4), .completed,
        ])
        let nested = Observable.of(Observable.of(0, 1, 2), Observable.of(10, 11, 12)).merge()
        expectEqual(synchronousEvents(nested), [
            .next(0), .next(1), .next(10), .next(2), .next(11), .next(12), .completed,
        ])
    }

    @Test("synchronous inner errors and empties end merge() once")
    func synchronousEnds() {
        let failing = Observable.of(
            Observable.of(0, 1, 2),
            Observable.concat([Observable.of(0, 1), Observable.error(CombiningError.first)]),
            Observable.of(0, 1, 2)
        ).merge()
        expectEqual(synchronousEvents(failing).filter(\.isStopEvent), [.error(CombiningError.first)])
        expectEqual(synchronousEvents(Observable.just(Observable<Int>.error(CombiningError.first)).merge()), [.error(CombiningError.first)])
        expectEqual(synchronousEvents(Observable<Observable<Int>>.empty().merge()), [.completed])
        expectEqual(synchronousEvents(Observable.just(Observable<Int>.empty()).merge()), [.completed])
    }
}
