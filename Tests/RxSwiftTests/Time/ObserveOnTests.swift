@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("observe(on:) in virtual time")
struct ObserveOnTests {
    @Test("each event arrives one scheduling step later")
    func shiftedOneStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(250, 3), .completed(300)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        expectEqual(res.events, [.next(211, 2), .next(251, 3), .completed(301)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("events sent together are delivered one step apart, in order")
    func queuedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        expectEqual(res.events, [.next(211, 1), .next(212, 2), .completed(213)])
    }

    @Test("a synchronous source is delivered step by step")
    func synchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).observe(on: scheduler) }
        expectEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    @Test("an error is delivered after the queued elements")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, timeTestError)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        expectEqual(res.events, [.next(211, 1), .error(221, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("never sends nothing")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        expectEqual(res.events, [])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("disposal drops events still queued")
    func disposedWithQueuedEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let res = scheduler.start(disposed: 251) { xs.observe(on: scheduler) }
        expectEqual(res.events, [.next(211, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 251)])
        expectEqual(scheduler.pendingCount, 0)
    }

    @available(*, deprecated)
    @Test("the RxSwift 5 spelling observeOn still works, on observables and traits")
    func deprecatedSpelling() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).observeOn(scheduler) }
        expectEqual(res.events, [.next(201, 1), .completed(202)])
        let singleScheduler = TestScheduler(initialClock: 0)
        let single = singleScheduler.start { Single.just(1).observeOn(singleScheduler).asObservable() }
        expectEqual(single.events, [.next(201, 1), .completed(202)])
    }

    @Test("Single.observe(on:) delivers the result later")
    func single() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(5).observe(on: scheduler).asObservable() }
        expectEqual(res.events, [.next(201, 5), .completed(202)])
    }
}
