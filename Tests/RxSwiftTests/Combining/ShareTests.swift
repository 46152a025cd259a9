import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("share(replay:scope:)")
struct ShareTests {
    /// A hot source and three subscribers: 200–350 and 300–400 share one connection, 500–600
    /// makes another. Subscribers 1 and 2 resubscribe (as 1′ and 2′) when they see a stop event.
    private struct Scenario {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int>
        let res1: TestableObserver<Int>
        let res2: TestableObserver<Int>
        let res1Again: TestableObserver<Int>
        let res2Again: TestableObserver<Int>
        let res3: TestableObserver<Int>

        init(end: Event<Int>?) {
            var events: [Recorded<Event<Int>>] = [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
            ]
            if let end {
                events += [Recorded(time: 330, value: end), .next(340, -1)]
            }
            events.append(.next(550, 7))
            xs = scheduler.createHotObservable(events)
            res1 = scheduler.createObserver(Int.self)
            res2 = scheduler.createObserver(Int.self)
            res1Again = scheduler.createObserver(Int.self)
            res2Again = scheduler.createObserver(Int.self)
            res3 = scheduler.createObserver(Int.self)
        }

        func run(_ make: @escaping (TestableObservable<Int>) -> Observable<Int>) {
            var ys: Observable<Int>?
            var subscription1: Disposable?
            var subscription2: Disposable?
            var subscription3: Disposable?
            scheduler.scheduleAt(100) { ys = make(xs) }
            scheduler.scheduleAt(200) {
                subscription1 = ys?.subscribe { event in
                    res1.on(event)
                    if event.isStopEvent { subscription1 = ys?.subscribe(res1Again) }
                }
            }
            scheduler.scheduleAt(300) {
                subscription2 = ys?.subscribe { event in
                    res2.on(event)
                    if event.isStopEvent { subscription2 = ys?.subscribe(res2Again) }
                }
            }
            scheduler.scheduleAt(350) { subscription1?.dispose() }
            scheduler.scheduleAt(400) { subscription2?.dispose() }
            scheduler.scheduleAt(500) { subscription3 = ys?.subscribe(res3) }
            scheduler.scheduleAt(600) { subscription3?.dispose() }
            scheduler.start()
        }
    }

    private static let firstSix: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]

    /// The last `count` of the elements up to `last`, replayed at `time`.
    private static func replayed(_ count: Int, upTo last: Int, at time: TestTime) -> [Recorded<Event<Int>>] {
        (0..<count).map { .next(time, last - count + 1 + $0) }
    }

    @Test("share() by default shares while connected, without replay")
    func defaults() {
        let s = Scenario(end: nil)
        s.run { $0.share() }
        expectEqual(s.res1.events, Self.firstSix)
        expectEqual(s.res2.events, [.next(320, 6)])
        expectEqual(s.res3.events, [.next(550, 7)])
        expectEqual(s.xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test(".whileConnected: a new connection starts without the old replay buffer", arguments: 0...4)
    func whileConnected(replay: Int) {
        let s = Scenario(end: nil)
        s.run { $0.share(replay: replay, scope: .whileConnected) }
        expectEqual(s.res1.events, Self.firstSix)
        expectEqual(s.res2.events, Self.replayed(replay, upTo: 5, at: 300) + [.next(320, 6)])
        expectEqual(s.res3.events, [.next(550, 7)])
        expectEqual(s.xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test(".forever: a new connection replays what the previous ones buffered", arguments: 0...4)
    func forever(replay: Int) {
        let s = Scenario(end: nil)
        s.run { $0.share(replay: replay, scope: .forever) }
        expectEqual(s.res1.events, Self.firstSix)
        expectEqual(s.res2.events, Self.replayed(replay, upTo: 5, at: 300) + [.next(320, 6)])
        expectEqual(s.res3.events, Self.replayed(replay, upTo: 6, at: 500) + [.next(550, 7)])
        expectEqual(s.xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test(".whileConnected: subscribing after a stop event connects again", arguments: 0...4, [true, false])
    func whileConnectedStopEvent(replay: Int, fails: Bool) {
        let end: Event<Int> = fails ? .error(CombiningError.first) : .completed
        let s = Scenario(end: end)
        s.run { $0.share(replay: replay, scope: .whileConnected) }
        expectEqual(s.res1.events, Self.firstSix + [Recorded(time: 330, value: end)])
        expectEqual(s.res2.events, Self.replayed(replay, upTo: 5, at: 300) + [.next(320, 6), Recorded(time: 330, value: end)])
        expectEqual(s.res1Again.events, [.next(340, -1)])
        expectEqual(s.res2Again.events, [.next(340, -1)])
        expectEqual(s.res3.events, [.next(550, 7)])
        expectEqual(s.xs.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)])
    }

    @Test(".forever: after a stop event, subscribers get the replay and the stop event", arguments: 0...4, [true, false])
    func foreverStopEvent(replay: Int, fails: Bool) {
        let end: Event<Int> = fails ? .error(CombiningError.first) : .completed
        let s = Scenario(end: end)
        s.run { $0.share(replay: replay, scope: .forever) }
        expectEqual(s.res1.events, Self.firstSix + [Recorded(time: 330, value: end)])
        expectEqual(s.res2.events, Self.replayed(replay, upTo: 5, at: 300) + [.next(320, 6), Recorded(time: 330, value: end)])
        let replayedAtEnd = Self.replayed(replay, upTo: 6, at: 330) + [Recorded(time: 330, value: end)]
        expectEqual(s.res1Again.events, replayedAtEnd)
        expectEqual(s.res2Again.events, replayedAtEnd)
        expectEqual(s.res3.events, Self.replayed(replay, upTo: 6, at: 500) + [Recorded(time: 500, value: end)])
        expectEqual(s.xs.subscriptions, [Subscription(200, 330)])
    }

    @Test("share() of a synchronous source runs it again for each subscriber")
    func synchronousWhileConnected() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.of(1, 2)
        }
        let shared = source.share()
        expectEqual(synchronousEvents(shared), [.next(1), .next(2), .completed])
        expectEqual(synchronousEvents(shared), [.next(1), .next(2), .completed])
        expectEqual(subscriptions, 2)
        let replayed = source.share(replay: 1, scope: .forever)
        expectEqual(synchronousEvents(replayed), [.next(1), .next(2), .completed])
        expectEqual(synchronousEvents(replayed), [.next(2), .completed])
        expectEqual(subscriptions, 3)
    }

    @Test("a second subscriber during the first one's delivery joins the same connection")
    func joinsDuringDelivery() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        var inner: Disposable?
        let outer = shared.subscribe(onNext: { value in
            first.append(value)
            if inner == nil {
                inner = shared.subscribe(onNext: { second.append($0) })
            }
        })
        subject.onNext(1)
        subject.onNext(2)
        expectEqual(first, [1, 2])
        expectEqual(second, [1, 2])
        outer.dispose()
        inner?.dispose()
        expectTrue(!subject.hasObservers)
    }
}
