@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("debounce")
struct DebounceTests {
    @Test("an element is sent once the due time passes without a newer one")
    func quietPeriods() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(270, 2), .next(370, 3), .next(470, 4), .completed(550)])
        expectEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    @Test("each element restarts the wait; bursts send only their last element")
    func bursts() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(225, 3), .next(300, 4), .next(310, 5), .completed(400),
        ])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(245, 3), .next(330, 5), .completed(400)])
    }

    @Test("an element arriving exactly at the due time cancels the waiting one")
    func elementAtDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(250, 2), .completed(300)])
    }

    @Test("on completion the waiting element is sent at once, before the completion")
    func completionFlushes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(220, 2), .completed(220)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("an error drops the waiting element")
    func errorDropsPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, timeTestError)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.error(220, timeTestError)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("empty completes; never sends nothing")
    func emptyAndNever() {
        let emptyScheduler = TestScheduler(initialClock: 0)
        let empty = emptyScheduler.createHotObservable([.next(150, 1), .completed(300)])
        let emptyResult = emptyScheduler.start { empty.debounce(.seconds(20), scheduler: emptyScheduler) }
        expectEqual(emptyResult.events, [.completed(300)])
        expectEqual(empty.subscriptions, [Subscription(200, 300)])

        let neverScheduler = TestScheduler(initialClock: 0)
        let never = neverScheduler.createHotObservable([.next(150, 1)])
        let neverResult = neverScheduler.start { never.debounce(.seconds(20), scheduler: neverScheduler) }
        expectEqual(neverResult.events, [])
        expectEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    @Test("disposal drops the waiting element")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2)])
        let res = scheduler.start(disposed: 300) { xs.debounce(.seconds(20), scheduler: scheduler) }
        expectEqual(res.events, [.next(230, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(scheduler.pendingCount, 0)
    }
}
