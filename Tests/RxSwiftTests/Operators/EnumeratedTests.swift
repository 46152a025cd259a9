import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("enumerated")
struct EnumeratedTests {
    @Test("pairs each element with its index from zero")
    func indexes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(250),
        ])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        expectEqual(res.events, [.next(210, "0:a"), .next(220, "1:b"), .next(230, "2:c"), .completed(250)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("error and early disposal")
    func stopEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(240, TestError.boom)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        expectEqual(res.events, [.next(210, "0:a"), .error(240, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])

        let later = TestScheduler(initialClock: 0)
        let ys = later.createHotObservable([.next(210, "a"), .next(300, "b"), .completed(400)])
        let disposedEarly = later.start(disposed: 250) { ys.enumerated().map { $0.index } }
        expectEqual(disposedEarly.events, [.next(210, 0)])
        expectEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    @Test("each subscription counts from zero")
    func perSubscription() {
        let source = Observable.of("a", "b").enumerated().map { $0.index }
        var first: [Int] = []
        var second: [Int] = []
        _ = source.subscribe(onNext: { first.append($0) })
        _ = source.subscribe(onNext: { second.append($0) })
        expectEqual(first, [0, 1])
        expectEqual(second, [0, 1])
    }
}
