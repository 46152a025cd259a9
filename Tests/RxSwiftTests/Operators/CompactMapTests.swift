import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("compactMap")
struct CompactMapTests {
    private enum Failure: Error { case transform }

    @Test("keeps the non-nil results")
    func keepsNonNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
        ])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        expectEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    @Test("passes an error on")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .error(220, TestError.boom)])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        expectEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("empty")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "1"), .completed(250, String.self)])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        expectEqual(res.events, [.completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("never")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "1")])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        expectTrue(res.events.isEmpty)
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("disposed early")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(230, "2"), .completed(300)])
        let res = scheduler.start(disposed: 220) { xs.compactMap { Int($0) } }
        expectEqual(res.events, [.next(210, 1)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("a throwing transform ends the sequence with its error")
    func transformThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.compactMap { value -> Int? in
                if value == 2 { throw Failure.transform }
                return value * 10
            }
        }
        expectEqual(res.events, [.next(210, 10), .error(220, Failure.transform)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
