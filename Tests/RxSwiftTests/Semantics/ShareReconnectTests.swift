import Foundation
import RxSwift
import RxTest
import TestSupport
import Testing

/// `share(replay:scope:)` when subscribers come back after a disconnection or after the source
/// ended: `.whileConnected` starts from scratch, `.forever` keeps its subject and replay buffer.
@Suite("share(replay:scope:) on reconnect")
struct ShareReconnectTests {
    /// A hot source that counts its subscriptions.
    private final class CountingSource {
        let subject = PublishSubject<Int>()
        var subscriptions = 0
        lazy var observable: Observable<Int> = subject.do(onSubscribe: { [unowned self] in self.subscriptions += 1 })
    }

    private func record(_ name: String, _ source: Observable<Int>, into log: Log) -> Disposable {
        source.subscribe { log.lines.append("\(name) \($0)") }
    }

    private final class Log { var lines: [String] = [] }

    @Test("after the last subscriber leaves, the next one reconnects", arguments: [
        (SubjectLifetimeScope.whileConnected, 1, ["a next(1)", "b next(2)"]),
        (SubjectLifetimeScope.forever, 1, ["a next(1)", "b next(1)", "b next(2)"]),
        (SubjectLifetimeScope.whileConnected, 0, ["a next(1)", "b next(2)"]),
        (SubjectLifetimeScope.forever, 0, ["a next(1)", "b next(2)"]),
        (SubjectLifetimeScope.whileConnected, 2, ["a next(1)", "b next(2)"]),
        (SubjectLifetimeScope.forever, 2, ["a next(1)", "b next(1)", "b next(2)"]),
    ])
    func reconnectAfterDisconnect(scope: SubjectLifetimeScope, replay: Int, expected: [String]) {
        let source = CountingSource()
        let shared = source.observable.share(replay: replay, scope: scope)
        let log = Log()
        let a = record("a", shared, into: log)
        source.subject.onNext(1)
        a.dispose()
        expectTrue(!source.subject.hasObservers)
        let b = record("b", shared, into: log)
        source.subject.onNext(2)
        b.dispose()
        expectEqual(log.lines, expected)
        expectEqual(source.subscriptions, 2)
    }

    @Test("after the source completed: whileConnected resubscribes, forever replays and completes", arguments: [
        (SubjectLifetimeScope.whileConnected, 1, 2, ["b next(1)", "b next(2)", "b completed"]),
        (SubjectLifetimeScope.forever, 1, 1, ["b next(2)", "b completed"]),
        (SubjectLifetimeScope.whileConnected, 0, 2, ["b next(1)", "b next(2)", "b completed"]),
        (SubjectLifetimeScope.forever, 0, 1, ["b completed"]),
    ])
    func reconnectAfterCompletion(scope: SubjectLifetimeScope, replay: Int, subscriptions: Int, expected: [String]) {
        var count = 0
        let source = Observable<Int>.deferred {
            count += 1
            return .of(1, 2)
        }
        let shared = source.share(replay: replay, scope: scope)
        let log = Log()
        _ = record("a", shared, into: log)
        expectEqual(log.lines, ["a next(1)", "a next(2)", "a completed"])
        log.lines.removeAll()
        _ = record("b", shared, into: log)
        expectEqual(log.lines, expected)
        expectEqual(count, subscriptions)
    }

    @Test("after the source failed: forever replays the error to late subscribers")
    func reconnectAfterError() {
        enum Failure: Error { case boom }
        var count = 0
        let source = Observable<Int>.deferred {
            count += 1
            return Observable.just(1).concat(Observable.error(Failure.boom))
        }
        let forever = source.share(replay: 1, scope: .forever)
        let log = Log()
        _ = record("a", forever, into: log)
        _ = record("b", forever, into: log)
        expectEqual(log.lines, ["a next(1)", "a error(boom)", "b next(1)", "b error(boom)"])
        expectEqual(count, 1)
    }

    @Test("virtual time: whileConnected subscribes the source anew for each connection")
    func virtualTimeSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        var shared: Observable<Int>?
        var first: Disposable?
        var second: Disposable?
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { shared = xs.asObservable().share(replay: 1, scope: .whileConnected) }
        scheduler.scheduleAt(200) { first = shared?.subscribe(observer) }
        scheduler.scheduleAt(225) { first?.dispose() }
        scheduler.scheduleAt(300) { second = shared?.subscribe(observer) }
        scheduler.scheduleAt(315) { second?.dispose() }
        scheduler.start()
        expectEqual(observer.events, [.next(210, 1), .next(220, 2), .next(310, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 225), Subscription(300, 315)])
    }
}
