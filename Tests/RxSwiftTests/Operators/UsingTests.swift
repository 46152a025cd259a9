import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("using")
struct UsingTests {
    /// A resource: as in RxSwift, `using` takes a concrete `Disposable` type, not `any Disposable`.
    final class Resource: Disposable {
        private let onDispose: () -> Void
        init(_ onDispose: @escaping () -> Void) { self.onDispose = onDispose }
        func dispose() { onDispose() }
    }

    @Test("makes the resource at subscription and disposes it after the sequence's subscription")
    func lifetime() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.using(
                { () -> Resource in
                    log.append("resource at \(scheduler.clock)")
                    return Resource { log.append("resource disposed at \(scheduler.clock)") }
                },
                observableFactory: { _ in
                    let cold = scheduler.createColdObservable([.next(100, 1), .completed(200)])
                    xs = cold
                    return cold.do(onDispose: { log.append("source disposed") })
                })
        }
        expectEqual(res.events, [.next(300, 1), .completed(400)])
        expectEqual(xs?.subscriptions, [Subscription(200, 400)])
        expectEqual(log, ["resource at 200", "source disposed", "resource disposed at 400"])
    }

    @Test("disposing early disposes the sequence, then the resource")
    func earlyDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 250) {
            Observable.using(
                { Resource { log.append("resource") } },
                observableFactory: { _ in xs.asObservable().do(onDispose: { log.append("source") }) })
        }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(log, ["source", "resource"])
    }

    @Test("a throwing factory fails the subscription; a resource already made is disposed")
    func throwingFactories() {
        var disposed = 0
        var events: [String] = []
        _ = Observable<Int>.using({ () -> Resource in throw TestError.boom }, observableFactory: { _ in .just(1) })
            .subscribe { events.append("\($0)") }
        _ = Observable<Int>.using(
            { Resource { disposed += 1 } },
            observableFactory: { _ in throw TestError.boom }
        ).subscribe { events.append("\($0)") }
        expectEqual(events, ["error(boom)", "error(boom)"])
        expectEqual(disposed, 1)
    }
}
