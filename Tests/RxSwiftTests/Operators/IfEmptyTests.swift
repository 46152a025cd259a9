import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("ifEmpty")
struct IfEmptyTests {
    @Test("default: sent before completion only when the source had no elements")
    func defaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { empty.ifEmpty(default: 0) }
        expectEqual(res.events, [.next(250, 0), .completed(250)])
        expectEqual(empty.subscriptions, [Subscription(200, 250)])

        let other = TestScheduler(initialClock: 0)
        let full = other.createHotObservable([.next(210, 1), .completed(250)])
        let passed = other.start { full.ifEmpty(default: 0) }
        expectEqual(passed.events, [.next(210, 1), .completed(250)])
        expectEqual(full.subscriptions, [Subscription(200, 250)])
    }

    @Test("default: an error passes through")
    func defaultError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError.boom)])
        let res = scheduler.start { xs.ifEmpty(default: 0) }
        expectEqual(res.events, [.error(230, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("switchTo: subscribes the other sequence when the source completes empty")
    func switchTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
        let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
        expectEqual(res.events, [.next(260, 7), .next(270, 8), .completed(280)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(ys.subscriptions, [Subscription(250, 280)])
    }

    @Test("switchTo: a source with elements never subscribes the other")
    func switchNotNeeded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(30)])
        let res = scheduler.start(disposed: 240) { xs.ifEmpty(switchTo: ys.asObservable()) }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
        expectEqual(ys.subscriptions, [])
    }
}
