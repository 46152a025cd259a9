import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("TestScheduler")
struct TestSchedulerTests {
    @Test("a hot observable sends at absolute times and records its subscription")
    func hotObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .completed(300),
        ])
        let observer = scheduler.start { source.map { $0 * 10 } }
        expectEqual(observer.events, [.next(210, 20), .next(250, 30), .completed(300)])
        expectEqual(source.subscriptions, [Subscription(200, 300)])
    }

    @Test("a cold observable sends relative to the subscription and is disposed at 1000")
    func coldObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, "a"), .next(20, "b")])
        let observer = scheduler.start { source.asObservable() }
        expectEqual(observer.events, [.next(210, "a"), .next(220, "b")])
        expectEqual(source.subscriptions, [Subscription(200, 1000)])
    }

    @Test("errors compare by their text")
    func errorsCompareByText() {
        struct Boom: Error, CustomStringConvertible { var description: String { "boom" } }
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, Boom())])
        let observer = scheduler.start { source.asObservable() }
        expectEqual(observer.events, [.next(210, 1), .error(220, Boom())])
        expectEqual(source.subscriptions, [Subscription(200, 220)])
    }

    @Test("advanceTo runs work due by then and moves the clock")
    func advanceTo() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [Int] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock) }
        scheduler.scheduleAt(30) { ran.append(scheduler.clock) }
        scheduler.advanceTo(20)
        expectEqual(ran, [10])
        expectEqual(scheduler.clock, 20)
        scheduler.start()
        expectEqual(ran, [10, 30])
    }
}
