import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("takeLast")
struct TakeLastTests {
    @Test("sends the last elements when the source completes")
    func lastElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.takeLast(2) }
        expectEqual(res.events, [.next(250, 3), .next(250, 4), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test(
        "count larger than the source, and zero",
        arguments: [(5, [1, 2, 3]), (3, [1, 2, 3]), (1, [3]), (0, [])])
    func counts(count: Int, expected: [Int]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let res = scheduler.start { xs.takeLast(count) }
        expectEqual(res.events, expected.map { .next(250, $0) } + [.completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("an error drops what was kept")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError.boom)])
        let res = scheduler.start { xs.takeLast(2) }
        expectEqual(res.events, [.error(250, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("never and early disposal send nothing")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.takeLast(2) }
        expectTrue(res.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1)])
        let res2 = scheduler2.start { ys.takeLast(2) }
        expectTrue(res2.events.isEmpty)
        expectEqual(ys.subscriptions, [Subscription(200, 1000)])
    }
}
