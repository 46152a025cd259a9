import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("Single, Maybe and Completable combining")
struct TraitCombiningTests {
    // MARK: - flatMap

    @Test("Single.flatMap continues with the Single made from the element")
    func singleFlatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(210)])
        let ys = scheduler.createColdObservable([.next(20, 30), .completed(20)])
        let res = scheduler.start {
            xs.asSingle().flatMap { x in ys.asSingle().map { $0 * x } }.asObservable()
        }
        expectEqual(res.events, [.next(230, 60), .completed(230)])
        expectEqual(xs.subscriptions, [Subscription(200, 210)])
        expectEqual(ys.subscriptions, [Subscription(210, 230)])
        let sync = Single.just(2).flatMap { Single.just($0 * 10) }.asObservable()
        expectEqual(synchronousEvents(sync), [.next(20), .completed])
    }

    @Test("Single.flatMap fails with the source's, the selector's or the inner Single's error")
    func singleFlatMapErrors() {
        let failed = Single<Int>.error(CombiningError.first).flatMap { Single.just($0) }.asObservable()
        expectEqual(synchronousEvents(failed), [.error(CombiningError.first)])
        let throwing = Single.just(1).flatMap { _ -> Single<Int> in throw CombiningError.second }.asObservable()
        expectEqual(synchronousEvents(throwing), [.error(CombiningError.second)])
        let inner = Single.just(1).flatMap { _ in Single<Int>.error(CombiningError.first) }.asObservable()
        expectEqual(synchronousEvents(inner), [.error(CombiningError.first)])
    }

    @Test("Single.flatMapMaybe, flatMapCompletable and asCompletable")
    func singleToOtherTraits() {
        expectEqual(synchronousEvents(Single.just(1).flatMapMaybe { Maybe.just($0 + 1) }.asObservable()), [
            .next(2), .completed,
        ])
        expectEqual(synchronousEvents(Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.asObservable()), [
            .completed,
        ])
        var ran = false
        let completable = Single.just(1).flatMapCompletable { _ in
            Completable.create { observer in
                ran = true
                observer(.completed)
                return Disposables.create()
            }
        }
        expectEqual(synchronousEvents(completable.asObservable()), [.completed])
        expectTrue(ran)
        expectEqual(synchronousEvents(Single.just(1).asCompletable().asObservable()), [.completed])
        expectEqual(synchronousEvents(Single<Int>.error(CombiningError.first).asCompletable().asObservable()), [
            .error(CombiningError.first),
        ])
    }

    @Test("Maybe.flatMap skips the selector when the Maybe is empty")
    func maybeFlatMap() {
        var calls = 0
        let empty = Maybe<Int>.empty().flatMap { x -> Maybe<Int> in
            calls += 1
            return Maybe.just(x)
        }
        expectEqual(synchronousEvents(empty.asObservable()), [.completed])
        expectEqual(calls, 0)
        expectEqual(synchronousEvents(Maybe.just(1).flatMap { Maybe.just($0 + 1) }.asObservable()), [
            .next(2), .completed,
        ])
        expectEqual(synchronousEvents(Maybe.just(1).flatMap { _ in Maybe<Int>.empty() }.asObservable()), [.completed])
    }

    // MARK: - zip of 2 to 8

    @Test("Single.zip of n Singles, with and without a result selector", arguments: 2...8, [true, false])
    func singleZip(n: Int, usesSelector: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...n).map { k in scheduler.createColdObservable([.next(10 * k, k), .completed(10 * k)]) }
        let res = scheduler.start {
            Self.zippedSingles(sources.map { $0.asSingle() }, usesSelector: usesSelector).asObservable()
        }
        expectEqual(res.events, [.next(200 + 10 * n, Array(1...n)), .completed(200 + 10 * n)])
        for (k, source) in zip(1..., sources) {
            expectEqual(source.subscriptions, [Subscription(200, 200 + 10 * k)])
        }
    }

    @Test("Single.zip fails as soon as one Single fails")
    func singleZipError() {
        let zipped = Single.zip(Single<Int>.never(), Single<Int>.error(CombiningError.first)) { $0 + $1 }
        expectEqual(synchronousEvents(zipped.asObservable()), [.error(CombiningError.first)])
    }

    @Test("Maybe.zip of n Maybes, with and without a result selector", arguments: 2...8, [true, false])
    func maybeZip(n: Int, usesSelector: Bool) {
        let all = Self.zippedMaybes((1...n).map { Maybe.just($0) }, usesSelector: usesSelector)
        expectEqual(synchronousEvents(all.asObservable()), [.next(Array(1...n)), .completed])
        let oneEmpty = Self.zippedMaybes((1...n).map { $0 == 2 ? Maybe.empty() : Maybe.just($0) }, usesSelector: usesSelector)
        expectEqual(synchronousEvents(oneEmpty.asObservable()), [.completed])
    }

    @Test("Maybe.zip completes empty only once every Maybe has ended")
    func maybeZipWaitsForAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createColdObservable([.completed(10, Int.self)])
        let later = scheduler.createColdObservable([.next(30, 1), .completed(30)])
        let res = scheduler.start { Maybe.zip(empty.asMaybe(), later.asMaybe()) { $0 + $1 }.asObservable() }
        expectEqual(res.events, [.completed(230)])
        expectEqual(empty.subscriptions, [Subscription(200, 210)])
        expectEqual(later.subscriptions, [Subscription(200, 230)])
    }

    static func zippedSingles(_ s: [Single<Int>], usesSelector: Bool) -> Single<[Int]> {
        switch (s.count, usesSelector) {
        case (2, true): return Single.zip(s[0], s[1]) { [$0, $1] }
        case (2, false): return Single.zip(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, true): return Single.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, false): return Single.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, true): return Single.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, false): return Single.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, true): return Single.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, false): return Single.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, true): return Single.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, false):
            return Single.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, true):
            return Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, false):
            return Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, true):
            return Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        default:
            return Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
    }

    static func zippedMaybes(_ s: [Maybe<Int>], usesSelector: Bool) -> Maybe<[Int]> {
        switch (s.count, usesSelector) {
        case (2, true): return Maybe.zip(s[0], s[1]) { [$0, $1] }
        case (2, false): return Maybe.zip(s[0], s[1]).map { [$0.0, $0.1] }
        case (3, true): return Maybe.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case (3, false): return Maybe.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
        case (4, true): return Maybe.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case (4, false): return Maybe.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
        case (5, true): return Maybe.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case (5, false): return Maybe.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        case (6, true): return Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case (6, false):
            return Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        case (7, true):
            return Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        case (7, false):
            return Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        case (8, true):
            return Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        default:
            return Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
    }

    // MARK: - zip of collections

    @Test("Single.zip of a collection")
    func singleZipCollection() {
        let arrays = Single.zip([Single.just(1), Single.just(2)])
        expectEqual(synchronousEvents(arrays.asObservable()), [.next([1, 2]), .completed])
        let summed = Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }
        expectEqual(synchronousEvents(summed.asObservable()), [.next(3), .completed])
        expectEqual(synchronousEvents(Single.zip([Single<Int>]()).asObservable()), [.next([]), .completed])
        var calls = 0
        let empty = Single.zip([Single<Int>]()) { values -> Int in
            calls += 1
            return values.count
        }
        expectEqual(calls, 0)
        expectEqual(synchronousEvents(empty.asObservable()), [.next(0), .completed])
        expectEqual(synchronousEvents(empty.asObservable()), [.next(0), .completed])
        expectEqual(calls, 2)
    }

    // MARK: - Completable

    @Test("Completable.zip runs all at once and completes after the last")
    func completableZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(30, Never.self)])
        let b = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()).asObservable() }
        expectEqual(res.events, [.completed(230)])
        expectEqual(a.subscriptions, [Subscription(200, 230)])
        expectEqual(b.subscriptions, [Subscription(200, 210)])
        let failing = Completable.zip([Completable.never(), Completable.error(CombiningError.first)])
        expectEqual(synchronousEvents(failing.asObservable()), [.error(CombiningError.first)])
        expectEqual(synchronousEvents(Completable.zip(AnyCollection([Completable]())).asObservable()), [.completed])
    }

    @Test("Completable.concat runs one after the other")
    func completableConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.completed(30, Never.self)])
        let b = scheduler.createColdObservable([.completed(10, Never.self)])
        let res = scheduler.start { a.asCompletable().concat(b.asCompletable()).asObservable() }
        expectEqual(res.events, [.completed(240)])
        expectEqual(a.subscriptions, [Subscription(200, 230)])
        expectEqual(b.subscriptions, [Subscription(230, 240)])
        var order: [String] = []
        func step(_ name: String) -> Completable {
            Completable.create { observer in
                order.append(name)
                observer(.completed)
                return Disposables.create()
            }
        }
        _ = synchronousEvents(Completable.concat(step("a"), step("b")).asObservable())
        _ = synchronousEvents(Completable.concat([step("c"), step("d")]).asObservable())
        _ = synchronousEvents(Completable.concat(AnySequence([step("e")])).asObservable())
        expectEqual(order, ["a", "b", "c", "d", "e"])
        let failing = Completable.concat(Completable.error(CombiningError.first), step("never"))
        expectEqual(synchronousEvents(failing.asObservable()), [.error(CombiningError.first)])
        expectEqual(order, ["a", "b", "c", "d", "e"])
    }
}
