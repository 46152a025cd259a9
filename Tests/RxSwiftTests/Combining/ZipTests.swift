import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("zip")
struct ZipTests {
    // MARK: - two sources

    private func zip2(
        _ first: [Recorded<Event<Int>>], _ second: [Recorded<Event<Int>>],
        selector: @escaping (Int, Int) throws -> Int = { $0 + $1 }
    ) -> (events: [Recorded<Event<Int>>], first: [Subscription], second: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(first)
        let ys = scheduler.createHotObservable(second)
        let res = scheduler.start { Observable.zip(xs, ys, resultSelector: selector) }
        return (res.events, xs.subscriptions, ys.subscriptions)
    }

    private let never: [Recorded<Event<Int>>] = [.next(150, 1)]
    private let empty: [Recorded<Event<Int>>] = [.next(150, 1), .completed(210)]
    private let one: [Recorded<Event<Int>>] = [.next(150, 1), .next(215, 2), .completed(220)]

    @Test("a source completing empty does not end zip while the other is live")
    func emptyAndNever() {
        for (a, b) in [(never, empty), (empty, never)] {
            let r = zip2(a, b)
            expectEqual(r.events, [])
            expectEqual(r.first, (a == never ? [Subscription(200, 1000)] : [Subscription(200, 210)]))
        }
    }

    @Test("zip completes only once every source has completed")
    func completesWhenAllComplete() {
        for (a, b) in [(empty, one), (one, empty)] {
            let r = zip2(a, b)
            expectEqual(r.events, [.completed(220)])
            expectTrue([r.first, r.second].contains([Subscription(200, 210)]))
            expectTrue([r.first, r.second].contains([Subscription(200, 220)]))
        }
        let r = zip2(never, one)
        expectEqual(r.events, [])
        expectEqual(r.first, [Subscription(200, 1000)])
        expectEqual(r.second, [Subscription(200, 220)])
    }

    @Test("pairs elements by index")
    func pairsByIndex() {
        let r = zip2(
            [.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)],
            [.next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .completed(240)])
        expectEqual(r.events, [.next(220, 2 + 3), .next(230, 4 + 5), .completed(240)])
        expectEqual(r.first, [Subscription(200, 230)])
        expectEqual(r.second, [Subscription(200, 240)])
    }

    @Test("the first source to complete stays subscribed-off while the other finishes")
    func leftCompletesFirst() {
        let r = zip2(
            [.next(150, 1), .next(210, 2), .completed(220)],
            [.next(150, 1), .next(215, 4), .completed(225)])
        expectEqual(r.events, [.next(215, 2 + 4), .completed(225)])
        expectEqual(r.first, [Subscription(200, 220)])
        expectEqual(r.second, [Subscription(200, 225)])
    }

    @Test("an error from either source ends zip at once")
    func errors() {
        let failing: [Recorded<Event<Int>>] = [.next(150, 1), .error(220, CombiningError.first)]
        for other in [never, [.next(150, 1), .completed(230)], [.next(150, 1), .next(215, 2), .completed(230)]] {
            for (a, b) in [(failing, other), (other, failing)] {
                let r = zip2(a, b)
                expectEqual(r.events, [.error(220, CombiningError.first)])
                expectEqual(r.first, [Subscription(200, 220)])
                expectEqual(r.second, [Subscription(200, 220)])
            }
        }
        let r = zip2([.next(150, 1), .error(230, CombiningError.first)], [.next(150, 1), .error(220, CombiningError.second)])
        expectEqual(r.events, [.error(220, CombiningError.second)])
    }

    @Test("a throwing result selector ends zip")
    func selectorThrows() {
        let r = zip2(
            [.next(150, 1), .next(220, 2), .completed(220)], [.next(150, 1), .next(210, 4)],
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
        let res = scheduler.start(disposed: 250) { Observable.zip(xs, ys) { $0 + $1 } }
        expectEqual(res.events, [.next(220, 11)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - 2 to 8 sources

    /// Source `k` (1-based) sends `k` at 200 + 10k and `10k` at 400 + 10k, completes at 500 + 10k.
    static func arityScenario(_ n: Int, on scheduler: TestScheduler) -> [TestableObservable<Int>] {
        (1...n).map { k in
            scheduler.createHotObservable([
                .next(150, 0), .next(200 + 10 * k, k), .next(400 + 10 * k, 10 * k), .completed(500 + 10 * k),
            ])
        }
    }

    @Test("zip of n sources, with and without a result selector", arguments: 2...8, [true, false])
    func arity(n: Int, usesSelector: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = Self.arityScenario(n, on: scheduler)
        let res = scheduler.start { Self.zipped(sources, usesSelector: usesSelector) }
        expectEqual(res.events, [
            .next(200 + 10 * n, Array(1...n)), .next(400 + 10 * n, (1...n).map { 10 * $0 }),
            .completed(500 + 10 * n),
        ])
        for (k, source) in zip(1..., sources) {
            expectEqual(source.subscriptions, [Subscription(200, 500 + 10 * k)])
        }
    }

    @Test("zip of n sources fails with the first error", arguments: 2...8)
    func arityError(n: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        var sources = Self.arityScenario(n, on: scheduler)
        sources[n - 1] = scheduler.createHotObservable([.next(150, 0), .error(205, CombiningError.first)])
        let res = scheduler.start { Self.zipped(sources, usesSelector: true) }
        expectEqual(res.events, [.error(205, CombiningError.first)])
        for source in sources {
            expectEqual(source.subscriptions, [Subscription(200, 205)])
        }
    }

    static func zipped(_ s: [TestableObservable<Int>], usesSelector: Bool) -> Observable<[Int]> {
        switch (s.count, usesSelector) {
        case (2, true): return Observable.zip(s[0], s[1]) { [$0, $1] }
        case (2, false): return Observable.zip(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, true): return Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, false): return Observable.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, true): return Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, false): return Observable.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, true): return Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, false):
            return Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, true): return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, false):
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, true):
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, false):
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, true):
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        default:
            return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
    }

    // MARK: - collections

    private static let collectionForms: [(String, ([TestableObservable<Int>]) -> Observable<[Int]>)] = [
        ("selector", { Observable.zip($0.map { $0.asObservable() }) { $0 } }),
        ("array", { Observable.zip($0.map { $0.asObservable() }) }),
    ]

    private static func collection(_ form: String) throws -> ([TestableObservable<Int>]) -> Observable<[Int]> {
        try #require(collectionForms.first { $0.0 == form }).1
    }

    @Test("zip of an empty collection completes at once", arguments: collectionForms.map(\.0))
    func emptyCollection(form: String) throws {
        let zipped = try Self.collection(form)
        let res = TestScheduler(initialClock: 0).start { zipped([]) }
        expectEqual(res.events, [.completed(200)])
    }

    @Test("zip of a collection pairs by index", arguments: collectionForms.map(\.0))
    func symmetricCollection(form: String) throws {
        let zipped = try Self.collection(form)
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
        let res = scheduler.start { zipped([e0, e1, e2]) }
        expectEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(420)])
        expectEqual(e0.subscriptions, [Subscription(200, 420)])
        expectEqual(e1.subscriptions, [Subscription(200, 410)])
        expectEqual(e2.subscriptions, [Subscription(200, 400)])
    }

    @Test("zip of a collection completes when an element can no longer be paired", arguments: collectionForms.map(\.0))
    func asymmetricCollection(form: String) throws {
        let zipped = try Self.collection(form)
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
        let e1 = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
        ])
        let e2 = scheduler.createHotObservable([
            .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
        ])
        let res = scheduler.start { zipped([e0, e1, e2]) }
        expectEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
        expectEqual(e0.subscriptions, [Subscription(200, 270)])
        expectEqual(e1.subscriptions, [Subscription(200, 310)])
        expectEqual(e2.subscriptions, [Subscription(200, 300)])
    }

    @Test("zip of a collection fails with the first error", arguments: collectionForms.map(\.0))
    func collectionError(form: String) throws {
        let zipped = try Self.collection(form)
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .error(250, CombiningError.first)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
        let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])
        let res = scheduler.start { zipped([e0, e1, e2]) }
        expectEqual(res.events, [.next(230, [1, 2, 3]), .error(250, CombiningError.first)])
        for source in [e0, e1, e2] {
            expectEqual(source.subscriptions, [Subscription(200, 250)])
        }
    }

    // MARK: - synchronous sources

    @Test("zip of synchronous sources")
    func synchronous() {
        expectEqual(synchronousEvents(Observable.zip(Observable.of(1, 2), Observable.of(3, 4)) { $0 * 10 + $1 }), [
            .next(13), .next(24), .completed,
        ])
        let lists = Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)])
        expectEqual(synchronousEvents(lists), [.next([1, 10]), .next([2, 20]), .completed])
    }
}
