import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("concat")
struct ConcatTests {
    private static let forms: [(String, ([Observable<Int>]) -> Observable<Int>)] = [
        ("array", { Observable.concat($0) }),
        ("sequence", { Observable.concat(AnySequence($0)) }),
        ("variadic", { sources in
            sources.count == 2 ? Observable.concat(sources[0], sources[1]) : Observable.concat(sources[0])
        }),
        ("instance", { sources in sources.dropFirst().reduce(sources[0]) { $0.concat($1) } }),
    ]

    private static func make(_ form: String) throws -> ([Observable<Int>]) -> Observable<Int> {
        try #require(forms.first { $0.0 == form }).1
    }

    @Test("subscribes to the second source when the first completes", arguments: forms.map(\.0))
    func subscribesInTurn(form: String) throws {
        let concat = try Self.make(form)
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
        let res = scheduler.start { concat([xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .completed(270),
        ])
        expectEqual(xs1.subscriptions, [Subscription(200, 240)])
        expectEqual(xs2.subscriptions, [Subscription(240, 270)])
    }

    @Test("an error ends it without subscribing to the next source", arguments: forms.map(\.0))
    func errorStops(form: String) throws {
        let concat = try Self.make(form)
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(230, CombiningError.first)])
        let xs2 = scheduler.createHotObservable([.next(240, 3), .completed(250)])
        let res = scheduler.start { concat([xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [.next(210, 2), .error(230, CombiningError.first)])
        expectEqual(xs1.subscriptions, [Subscription(200, 230)])
        expectEqual(xs2.subscriptions, [])
    }

    @Test("a never-ending first source keeps the second one waiting", arguments: forms.map(\.0))
    func neverFirst(form: String) throws {
        let concat = try Self.make(form)
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1)])
        let xs2 = scheduler.createHotObservable([.next(240, 3), .completed(250)])
        let res = scheduler.start { concat([xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [])
        expectEqual(xs1.subscriptions, [Subscription(200, 1000)])
        expectEqual(xs2.subscriptions, [])
    }

    @Test("a hot second source sends only what comes after its subscription", arguments: forms.map(\.0))
    func hotSecond(form: String) throws {
        let concat = try Self.make(form)
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
        let xs2 = scheduler.createHotObservable([.next(220, 3), .next(240, 4), .completed(250)])
        let res = scheduler.start { concat([xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [.next(210, 2), .next(240, 4), .completed(250)])
        expectEqual(xs1.subscriptions, [Subscription(200, 230)])
        expectEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    @Test("disposing early disposes the current source", arguments: forms.map(\.0))
    func disposedEarly(form: String) throws {
        let concat = try Self.make(form)
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
        let res = scheduler.start(disposed: 300) { concat([xs1.asObservable(), xs2.asObservable()]) }
        expectEqual(res.events, [.next(210, 1), .next(230, 2)])
        expectEqual(xs1.subscriptions, [Subscription(200, 220)])
        expectEqual(xs2.subscriptions, [Subscription(220, 300)])
    }

    @Test("empty collections and empty sources complete at once")
    func empties() {
        let scheduler = TestScheduler(initialClock: 0)
        let none = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
        expectEqual(none.events, [.completed(200)])
        let emptyEmpty = TestScheduler(initialClock: 0).start {
            Observable.concat(Observable<Int>.empty(), Observable<Int>.empty())
        }
        expectEqual(emptyEmpty.events, [.completed(200)])
    }

    @Test("synchronous sources follow each other")
    func synchronous() {
        expectEqual(synchronousEvents(Observable.of(1, 2).concat(Observable.of(3))), [
            .next(1), .next(2), .next(3), .completed,
        ])
        let nested = Observable.concat(Observable.of(1).concat(Observable.of(2)), Observable.concat(.of(3), .of(4)))
        expectEqual(synchronousEvents(nested), [.next(1), .next(2), .next(3), .next(4), .completed])
        expectEqual(synchronousEvents(Observable.concat(Observable.just(1), .error(CombiningError.first), .just(2))), [.next(1), .error(CombiningError.first)])
    }

    @Test("a long chain of synchronous sources runs without deep recursion")
    func longChain() {
        let sources = (0..<20_000).map { Observable.just($0) }
        let events = synchronousEvents(Observable.concat(sources))
        expectEqual(events.count, 20_001)
        expectEqual(events.last, .completed)
        let chained = (1..<2_000).reduce(Observable.just(0)) { $0.concat(Observable.just($1)) }
        expectEqual(synchronousEvents(chained).count, 2_001)
    }

    @Test("each subscription iterates the sources anew")
    func resubscribes() {
        var made = 0
        let sources = AnySequence { () -> AnyIterator<Observable<Int>> in
            made += 1
            return AnyIterator([Observable.just(1), Observable.just(2)].makeIterator())
        }
        let concat = Observable.concat(sources)
        expectEqual(synchronousEvents(concat), [.next(1), .next(2), .completed])
        expectEqual(synchronousEvents(concat), [.next(1), .next(2), .completed])
        expectEqual(made, 2)
    }
}
