import Marbles
import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("using on Single, Maybe and Completable")
struct PrimitiveSequenceUsingTests {
    final class Resource: Disposable {
        private let onDispose: () -> Void
        init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
        func dispose() { onDispose() }
    }

    @Test("Single: the resource lives from subscription until after the sequence's subscription ends")
    func single() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Single.using(
                { () -> Resource in
                    log.append("resource at \(scheduler.clock)")
                    return Resource { log.append("resource disposed at \(scheduler.clock)") }
                },
                primitiveSequenceFactory: { _ in
                    let cold = scheduler.createColdObservable([.next(100, 1), .completed(100)])
                    xs = cold
                    return cold.asSingle().do(onDispose: { log.append("single disposed") })
                }
            ).asObservable()
        }
        expectEqual(res.events, [.next(300, 1), .completed(300)])
        expectEqual(xs?.subscriptions, [Subscription(200, 300)])
        expectEqual(log, ["resource at 200", "single disposed", "resource disposed at 300"])
    }

    @Test("Maybe: an empty result still disposes the resource")
    func maybe() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let xs = scheduler.createColdObservable([.completed(50, Int.self)])
        let res = scheduler.start {
            Maybe.using(
                { Resource { disposedAt.append(scheduler.clock) } },
                primitiveSequenceFactory: { _ in xs.asMaybe() }
            ).asObservable()
        }
        expectEqual(res.events, [.completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(disposedAt, [250])
    }

    @Test("Completable: disposing early disposes the sequence, then the resource")
    func completableEarlyDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createHotObservable([.completed(400, Never.self)])
        let res = scheduler.start(disposed: 300) {
            Completable.using(
                { Resource { log.append("resource") } },
                primitiveSequenceFactory: { _ in
                    xs.asCompletable().do(onDispose: { log.append("completable") })
                }
            ).asObservable()
        }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(log, ["completable", "resource"])
    }

    @Test("a throwing factory fails the trait; a resource already made is disposed")
    func throwingFactories() {
        var disposed = 0
        var events: [String] = []
        _ = Single<Int>.using({ () -> Resource in throw TestError.boom }, primitiveSequenceFactory: { _ in .just(1) })
            .subscribe { events.append("\($0)") }
        _ = Single<Int>.using(
            { Resource { disposed += 1 } },
            primitiveSequenceFactory: { _ in throw TestError.boom }
        ).subscribe { events.append("\($0)") }
        expectEqual(events, ["failure(RxSwiftTests.TestError.boom)", "failure(RxSwiftTests.TestError.boom)"])
        expectEqual(disposed, 1)
    }
}
