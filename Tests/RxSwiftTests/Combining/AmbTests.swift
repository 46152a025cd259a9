import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("amb")
struct AmbTests {
    @Test("silent sources all stay subscribed")
    func neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1)])
        let x2 = scheduler.createHotObservable([.next(150, 1)])
        let x3 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
        expectEqual(res.events, [])
        for source in [x1, x2, x3] {
            expectEqual(source.subscriptions, [Subscription(200, 1000)])
        }
    }

    @Test("a stop event counts as the first event")
    func emptyWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let res = scheduler.start { x1.amb(x2) }
        expectEqual(res.events, [.completed(225)])
        expectEqual(x1.subscriptions, [Subscription(200, 225)])
        expectEqual(x2.subscriptions, [Subscription(200, 225)])
    }

    @Test("the first source to send wins; the other is disposed then")
    func firstWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .next(240, 2), .completed(250)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .next(230, 4), .completed(300)])
        let res = scheduler.start { x1.amb(x2) }
        expectEqual(res.events, [.next(220, 3), .next(230, 4), .completed(300)])
        expectEqual(x1.subscriptions, [Subscription(200, 220)])
        expectEqual(x2.subscriptions, [Subscription(200, 300)])
    }

    @Test("an error first wins too")
    func errorWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1), .error(210, CombiningError.first)])
        let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(300)])
        let res = scheduler.start { x1.amb(x2) }
        expectEqual(res.events, [.error(210, CombiningError.first)])
        expectEqual(x1.subscriptions, [Subscription(200, 210)])
        expectEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    @Test("among many sources, the earliest wins")
    func manySources() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        let x3 = scheduler.createHotObservable([.next(240, 3), .completed(320)])
        let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }
        expectEqual(res.events, [.next(220, 2), .completed(310)])
        expectEqual(x1.subscriptions, [Subscription(200, 220)])
        expectEqual(x2.subscriptions, [Subscription(200, 310)])
        expectEqual(x3.subscriptions, [Subscription(200, 220)])
    }

    @Test("disposing early disposes both sources")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(220, 1), .completed(300)])
        let x2 = scheduler.createHotObservable([.next(230, 2), .completed(300)])
        let res = scheduler.start(disposed: 210) { x1.amb(x2) }
        expectEqual(res.events, [])
        expectEqual(x1.subscriptions, [Subscription(200, 210)])
        expectEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    @Test("of synchronous sources, the one subscribed first wins")
    func synchronous() {
        expectEqual(synchronousEvents(Observable.of(1, 2).amb(Observable.of(3, 4))), [.next(1), .next(2), .completed])
        expectEqual(synchronousEvents(Observable.amb([Observable.never(), Observable.of(5)])), [.next(5), .completed])
        expectEqual(synchronousEvents(Observable<Int>.amb([Observable<Int>]())), [])
    }
}
