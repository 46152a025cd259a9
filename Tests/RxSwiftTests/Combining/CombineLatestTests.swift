import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("combineLatest")
struct CombineLatestTests {
    // MARK: - two sources

    private func combine2(
        _ first: [Recorded<Event<Int>>], _ second: [Recorded<Event<Int>>],
        selector: @escaping (Int, Int) throws -> Int = { $0 + $1 }
    ) -> (events: [Recorded<Event<Int>>], first: [Subscription], second: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(first)
        let ys = scheduler.createHotObservable(second)
        let res = scheduler.start { Observable.combineLatest(xs, ys, resultSelector: selector) }
        return (res.events, xs.subscriptions, ys.subscriptions)
    }

    private let never: [Recorded<Event<Int>>] = [.next(150, 1)]
    private let empty: [Recorded<Event<Int>>] = [.next(150, 1), .completed(210)]

    @Test("a source completing empty does not end combineLatest while the other is live and silent")
    func emptyAndNever() {
        for (a, b) in [(never, empty), (empty, never)] {
            let r = combine2(a, b)
            expectEqual(r.events, [])
            expectTrue([r.first, r.second].contains([Subscription(200, 1000)]))
            expectTrue([r.first, r.second].contains([Subscription(200, 210)]))
        }
    }

    @Test("an element that can never be combined completes combineLatest at once")
    func emptyThenElement() {
        let other: [Recorded<Event<Int>>] = [.next(150, 1), .next(215, 2), .completed(220)]
        for (a, b) in [(empty, other), (other, empty)] {
            let r = combine2(a, b)
            expectEqual(r.events, [.completed(215)])
            expectTrue([r.first, r.second].contains([Subscription(200, 210)]))
            expectTrue([r.first, r.second].contains([Subscription(200, 215)]))
        }
    }

    @Test("combines the latest elements whenever one arrives")
    func interleavedWithTail() {
        let r = combine2(
            [.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)],
            [.next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7), .completed(250)])
        expectEqual(r.events, [
            .next(220, 2 + 3), .next(225, 3 + 4), .next(230, 4 + 5), .next(235, 4 + 6), .next(240, 4 + 7),
            .completed(250),
        ])
        expectEqual(r.first, [Subscription(200, 230)])
        expectEqual(r.second, [Subscription(200, 250)])
    }

    @Test("a source that completed keeps contributing its last element")
    func consecutive() {
        let r = combine2(
            [.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)],
            [.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
        expectEqual(r.events, [.next(235, 4 + 6), .next(240, 4 + 7), .completed(250)])
        expectEqual(r.first, [Subscription(200, 230)])
        expectEqual(r.second, [Subscription(200, 250)])
    }

    @Test("an error from either source ends combineLatest at once")
    func errors() {
        let r = combine2(
            [.next(150, 1), .next(215, 2), .next(225, 4), .completed(250)],
            [.next(150, 1), .next(235, 6), .next(240, 7), .error(245, CombiningError.first)])
        expectEqual(r.events, [.next(235, 4 + 6), .next(240, 4 + 7), .error(245, CombiningError.first)])
        expectEqual(r.first, [Subscription(200, 245)])
        expectEqual(r.second, [Subscription(200, 245)])

        let afterComplete = combine2(
            [.next(150, 1), .next(215, 2), .completed(220)], [.next(150, 1), .error(230, CombiningError.first)])
        expectEqual(afterComplete.events, [.error(230, CombiningError.first)])
        expectEqual(afterComplete.first, [Subscription(200, 220)])
        expectEqual(afterComplete.second, [Subscription(200, 230)])

        let both = combine2(
            [.next(150, 1), .error(230, CombiningError.second)],
            [.next(150, 1), .next(210, 2), .error(220, CombiningError.first)])
        expectEqual(both.events, [.error(220, CombiningError.first)])
    }

    @Test("a throwing result selector ends combineLatest")
    func selectorThrows() {
        let r = combine2(
            [.next(150, 1), .next(215, 2), .completed(230)], [.next(150, 1), .next(220, 3), .completed(240)],
            selector: { _, _ in throw CombiningError.first })
        expectEqual(r.events, [.error(220, CombiningError.first)])
        expectEqual(r.first, [Subscription(200, 220)])
        expectEqual(r.second, [Subscription(200, 220)])
    }

    @Test("disposing early disposes every source")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(300, 20), .completed(400)])
        let res = scheduler.start(disposed: 250) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        expectEqual(res.events, [.next(220, 11), .next(230, 12)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - 2 to 8 sources

    @Test("combineLatest of n sources, with and without a result selector", arguments: 2...8, [true, false])
    func arity(n: Int, usesSelector: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = ZipTests.arityScenario(n, on: scheduler)
        let res = scheduler.start { Self.combined(sources, usesSelector: usesSelector) }
        var expected: [Recorded<Event<[Int]>>] = [.next(200 + 10 * n, Array(1...n))]
        var latest = Array(1...n)
        for k in 1...n {
            latest[k - 1] = 10 * k
            expected.append(.next(400 + 10 * k, latest))
        }
        expected.append(.completed(500 + 10 * n))
        expectEqual(res.events, expected)
        for (k, source) in zip(1..., sources) {
            expectEqual(source.subscriptions, [Subscription(200, 500 + 10 * k)])
        }
    }

    @Test("combineLatest of n sources with a source that completes empty", arguments: 2...8)
    func arityEmptySource(n: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        var sources = ZipTests.arityScenario(n, on: scheduler)
        sources[0] = scheduler.createHotObservable([.next(150, 0), .completed(205)])
        let res = scheduler.start { Self.combined(sources, usesSelector: true) }
        // With two sources, the other source's first element can never be combined: it completes
        // the sequence. With more, nothing is sent and it completes once all sources have.
        let expected: [Recorded<Event<[Int]>>] = n == 2 ? [.completed(220)] : [.completed(500 + 10 * n)]
        expectEqual(res.events, expected)
        expectEqual(sources[0].subscriptions, [Subscription(200, 205)])
    }

    static func combined(_ s: [TestableObservable<Int>], usesSelector: Bool) -> Observable<[Int]> {
        switch (s.count, usesSelector) {
        case (2, true): return Observable.combineLatest(s[0], s[1]) { [$0, $1] }
        case (2, false): return Observable.combineLatest(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, true): return Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, false): return Observable.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, true): return Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, false):
            return Observable.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, true): return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, false):
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, true):
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, false):
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, true):
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                [$0, $1, $2, $3, $4, $5, $6]
            }
        case (7, false):
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, true):
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7]
            }
        default:
            return Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
    }

    // MARK: - collections

    private static let collectionForms: [(String, ([Observable<Int>]) -> Observable<[Int]>)] = [
        ("selector", { Observable.combineLatest($0) { $0 } }),
        ("array", { Observable.combineLatest($0) }),
    ]

    private static func collection(_ form: String) throws -> ([Observable<Int>]) -> Observable<[Int]> {
        try #require(collectionForms.first { $0.0 == form }).1
    }

    @Test("combineLatest of an empty collection sends the selector's result for [] and completes")
    func emptyCollection() {
        let summed = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { $0.reduce(100, +) }
        }
        expectEqual(summed.events, [.next(200, 100), .completed(200)])
        let lists = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()) }
        expectEqual(lists.events, [.next(200, []), .completed(200)])
        let failing = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw CombiningError.first }
        }
        expectEqual(failing.events, [.error(200, CombiningError.first)])
    }

    @Test("combineLatest of a collection", arguments: collectionForms.map(\.0))
    func collectionCombines(form: String) throws {
        let combined = try Self.collection(form)
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
        let res = scheduler.start { combined([e0, e1, e2].map { $0.asObservable() }) }
        expectEqual(res.events, [
            .next(230, [1, 2, 3]), .next(240, [1, 5, 3]), .next(250, [4, 5, 3]), .next(260, [4, 5, 6]),
            .completed(420),
        ])
        expectEqual(e0.subscriptions, [Subscription(200, 420)])
        expectEqual(e1.subscriptions, [Subscription(200, 410)])
        expectEqual(e2.subscriptions, [Subscription(200, 400)])
    }

    @Test("combineLatest of a collection completes when a silent source has completed", arguments: collectionForms.map(\.0))
    func collectionEmptySource(form: String) throws {
        let combined = try Self.collection(form)
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { combined([e0, e1].map { $0.asObservable() }) }
        expectEqual(res.events, [.completed(220)])
        expectEqual(e0.subscriptions, [Subscription(200, 210)])
        expectEqual(e1.subscriptions, [Subscription(200, 220)])
    }

    @Test("combineLatest of a collection fails with the first error", arguments: collectionForms.map(\.0))
    func collectionError(form: String) throws {
        let combined = try Self.collection(form)
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .error(250, CombiningError.first)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(400)])
        let res = scheduler.start { combined([e0, e1].map { $0.asObservable() }) }
        expectEqual(res.events, [.next(220, [1, 2]), .error(250, CombiningError.first)])
        expectEqual(e0.subscriptions, [Subscription(200, 250)])
        expectEqual(e1.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - synchronous sources

    @Test("combineLatest of synchronous sources")
    func synchronous() {
        let combined = Observable.combineLatest(Observable.of(1, 2), Observable.of(3, 4)) { $0 * 10 + $1 }
        expectEqual(synchronousEvents(combined), [.next(13), .next(23), .next(24), .completed])
        let lists = Observable.combineLatest([Observable.of(1, 2), Observable.of(10)])
        expectEqual(synchronousEvents(lists), [.next([1, 10]), .next([2, 10]), .completed])
        let emptyFirst = Observable.combineLatest(Observable<Int>.empty(), Observable.of(0, 1, 2)) { $0 + $1 }
        expectEqual(synchronousEvents(emptyFirst), [.completed])
        let failing = Observable.combineLatest(
            Observable.concat([Observable.of(0, 1, 2), Observable.error(CombiningError.first)]),
            Observable.of(0, 1, 2)) { $0 + $1 }
        expectEqual(synchronousEvents(failing).filter(\.isStopEvent), [.error(CombiningError.first)])
    }
}
