import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("merge(maxConcurrent:), concat() and concatMap")
struct MergeLimitedTests {
    /// Four cold inner sequences sent at 210, 260, 270 and `fourthAt`.
    private struct Queued {
        let scheduler = TestScheduler(initialClock: 0)
        let ys: [TestableObservable<Int>]
        let xs: TestableObservable<TestableObservable<Int>>

        init(secondEnd: TestTime = 200, thirdEnd: Recorded<Event<Int>> = .completed(130),
             fourthAt: TestTime = 320, outerEnd: Recorded<Event<TestableObservable<Int>>> = .completed(400)) {
            ys = [
                scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)]),
                scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(secondEnd)]),
                scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), thirdEnd]),
                scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)]),
            ]
            xs = scheduler.createHotObservable([
                .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(fourthAt, ys[3]), outerEnd,
            ])
        }

        var innerSubscriptions: [[Subscription]] { ys.map(\.subscriptions) }
    }

    @Test("at most two inner sequences run at once; the others wait in order")
    func maxConcurrentTwo() {
        let s = Queued()
        let res = s.scheduler.start { s.xs.merge(maxConcurrent: 2) }
        expectEqual(res.events, [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
        ])
        expectEqual(s.xs.subscriptions, [Subscription(200, 400)])
        expectEqual(s.innerSubscriptions, [
            [Subscription(210, 350)], [Subscription(260, 460)], [Subscription(350, 480)],
            [Subscription(460, 760)],
        ])
    }

    @Test("with room for three, nothing waits")
    func maxConcurrentThree() {
        let s = Queued(secondEnd: 300, fourthAt: 420, outerEnd: .completed(450))
        let res = s.scheduler.start { s.xs.merge(maxConcurrent: 3) }
        expectEqual(res.events, [
            .next(260, 1), .next(280, 4), .next(280, 6), .next(310, 2), .next(330, 3), .next(330, 5),
            .next(360, 7), .next(380, 8), .next(630, 9), .next(660, 10), .completed(720),
        ])
        expectEqual(s.innerSubscriptions, [
            [Subscription(210, 350)], [Subscription(260, 560)], [Subscription(270, 400)],
            [Subscription(420, 720)],
        ])
    }

    @Test("disposing early disposes the live inner sequences; waiting ones are never subscribed")
    func disposedEarly() {
        let s = Queued()
        let res = s.scheduler.start(disposed: 450) { s.xs.merge(maxConcurrent: 2) }
        expectEqual(res.events, [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7),
        ])
        expectEqual(s.xs.subscriptions, [Subscription(200, 400)])
        expectEqual(s.innerSubscriptions, [
            [Subscription(210, 350)], [Subscription(260, 450)], [Subscription(350, 450)], [],
        ])
    }

    @Test("an outer error ends it at once")
    func outerError() {
        let s = Queued(outerEnd: .error(400, CombiningError.first))
        let res = s.scheduler.start { s.xs.merge(maxConcurrent: 2) }
        expectEqual(res.events, [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .error(400, CombiningError.first),
        ])
        expectEqual(s.innerSubscriptions, [
            [Subscription(210, 350)], [Subscription(260, 400)], [Subscription(350, 400)], [],
        ])
    }

    @Test("an inner error ends it at once")
    func innerError() {
        let s = Queued(thirdEnd: .error(140, CombiningError.first))
        let res = s.scheduler.start { s.xs.merge(maxConcurrent: 2) }
        expectEqual(res.events, [
            .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
            .next(440, 7), .next(460, 8), .error(490, CombiningError.first),
        ])
        expectEqual(s.innerSubscriptions, [
            [Subscription(210, 350)], [Subscription(260, 460)], [Subscription(350, 490)],
            [Subscription(460, 490)],
        ])
    }

    @Test("concat() subscribes to each inner sequence when the previous completes")
    func concatOfObservables() {
        let s = Queued()
        let res = s.scheduler.start { s.xs.concat() }
        expectEqual(res.events, [
            .next(260, 1), .next(310, 2), .next(330, 3), .next(370, 4), .next(420, 5), .next(560, 6),
            .next(640, 7), .next(660, 8), .next(890, 9), .next(920, 10), .completed(980),
        ])
        expectEqual(s.xs.subscriptions, [Subscription(200, 400)])
        expectEqual(s.innerSubscriptions, [
            [Subscription(210, 350)], [Subscription(350, 550)], [Subscription(550, 680)],
            [Subscription(680, 980)],
        ])
    }

    @Test("concat() completes when the outer completes after every inner")
    func concatCompletesWithOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(210, ys), .completed(300)])
        let res = scheduler.start { xs.concat() }
        expectEqual(res.events, [.next(220, 1), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    @Test("concatMap maps and runs the inner sequences one after the other")
    func concatMap() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var inners: [TestableObservable<Int>] = []
        let res = scheduler.start {
            xs.concatMap { x -> TestableObservable<Int> in
                let inner = scheduler.createColdObservable([.next(10, x * 10), .next(20, x * 100), .completed(30)])
                inners.append(inner)
                return inner
            }
        }
        expectEqual(res.events, [
            .next(220, 10), .next(230, 100), .next(250, 20), .next(260, 200), .completed(270),
        ])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(240, 270)]])
    }

    @Test("a throwing concatMap selector ends it, even for an element that would wait")
    func concatMapSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createColdObservable([.next(5, 1), .completed(100)])
        let res = scheduler.start {
            xs.concatMap { x -> TestableObservable<Int> in
                if x == 2 { throw CombiningError.first }
                return ys
            }
        }
        expectEqual(res.events, [.next(215, 1), .error(220, CombiningError.first)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        expectEqual(ys.subscriptions, [Subscription(210, 220)])
    }

    @Test("synchronous inner sequences run one after the other")
    func synchronous() {
        let source = Observable.of(Observable.of(1, 2), Observable.of(3, 4)).merge(maxConcurrent: 1)
        expectEqual(synchronousEvents(source), [.next(1), .next(2), .next(3), .next(4), .completed])
        let mapped = Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }
        expectEqual(synchronousEvents(mapped), [.next(1), .next(10), .next(2), .next(20), .completed])
        expectEqual(synchronousEvents(Observable<Observable<Int>>.empty().concat()), [.completed])
        expectEqual(synchronousEvents(Observable.just(Observable<Int>.error(CombiningError.first)).concat()), [.error(CombiningError.first)])
    }
}
