import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("multicast, publish, replay and refCount")
struct MulticastTests {
    /// A hot source, and a script of connections: 300–400, then 420 (joined again at 440, that
    /// shared connection disposed at 530), then 575–621.
    private struct Connections {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int>
        let res: TestableObserver<Int>

        init(end: Recorded<Event<Int>>? = nil) {
            var events: [Recorded<Event<Int>>] = [
                .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
                .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11),
                .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26),
                .next(620, 27), .next(630, 28), .error(800, CombiningError.second),
            ]
            if let end {
                events.insert(end, at: 10)
            }
            xs = scheduler.createHotObservable(events)
            res = scheduler.createObserver(Int.self)
        }

        /// Runs the script on `make(xs)`; `subscribe` subscribes the observer at `subscribeAt`.
        func run(
            _ make: @escaping (TestableObservable<Int>) -> ConnectableObservable<Int>, subscribeAt: TestTime,
            subscribe: @escaping (ConnectableObservable<Int>, TestableObserver<Int>) -> Disposable = {
                $0.subscribe($1)
            }
        ) {
            var ys: ConnectableObservable<Int>?
            var subscription: Disposable?
            var connection: Disposable?
            var inner: Disposable?
            var last: Disposable?
            scheduler.scheduleAt(100) { ys = make(xs) }
            scheduler.scheduleAt(subscribeAt) { subscription = ys.map { subscribe($0, res) } }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.scheduleAt(300) { connection = ys?.connect() }
            scheduler.scheduleAt(400) { connection?.dispose() }
            scheduler.scheduleAt(420) { connection = ys?.connect() }
            scheduler.scheduleAt(440) { inner = ys?.connect() }
            scheduler.scheduleAt(530) { inner?.dispose() }
            scheduler.scheduleAt(575) { last = ys?.connect() }
            scheduler.scheduleAt(590) { connection?.dispose() }
            scheduler.scheduleAt(621) { last?.dispose() }
            scheduler.start()
        }
    }

    // MARK: - multicast(makeSubject:): a fresh subject per connection

    @Test("connect() subscribes to the source; the subject is made anew after a disconnection")
    func makeSubjectPerConnection() {
        let s = Connections()
        s.run({ $0.multicast(makeSubject: { ReplaySubject.create(bufferSize: 3) }) }, subscribeAt: 405)
        expectEqual(s.res.events, [.next(430, 2), .next(450, 9), .next(520, 11)])
        expectEqual(s.xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test("a subscriber of a live connection receives the replay of its subject")
    func makeSubjectConnectFirst() {
        let s = Connections()
        s.run({ $0.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }, subscribeAt: 470)
        expectEqual(s.res.events, [.next(470, 9), .next(520, 11)])
    }

    @Test("a stop event ends the connection before subscribers see it")
    func makeSubjectCompleted() {
        let s = Connections(end: .completed(435))
        s.run({ $0.multicast(makeSubject: { ReplaySubject.create(bufferSize: 1) }) }, subscribeAt: 405) { ys, res in
            var again: Disposable?
            return Disposables.create(
                ys.do(onCompleted: {
                    again = ys.subscribe(res)
                    _ = ys.connect()
                }).subscribe(res),
                Disposables.create { again?.dispose() })
        }
        expectEqual(s.res.events, [.next(430, 2), .completed(435), .next(450, 9), .next(520, 11)])
        expectEqual(s.xs.subscriptions, [
            Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621),
        ])
    }

    // MARK: - multicast(_:): one subject forever

    @Test("with one subject, a late subscriber gets what it buffered in earlier connections")
    func fixedSubject() {
        let s = Connections()
        s.run({ $0.multicast(ReplaySubject.create(bufferSize: 3)) }, subscribeAt: 405)
        expectEqual(s.res.events, [
            .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
            .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
        ])
        expectEqual(s.xs.subscriptions, [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    @Test("with one subject, subscribing after it completed replays and completes at once")
    func fixedSubjectCompleted() {
        let s = Connections(end: .completed(435))
        s.run({ $0.multicast(ReplaySubject.create(bufferSize: 1)) }, subscribeAt: 405) { ys, res in
            var again: Disposable?
            return Disposables.create(
                ys.do(onCompleted: {
                    again = ys.subscribe(res)
                    _ = ys.connect()
                }).subscribe(res),
                Disposables.create { again?.dispose() })
        }
        expectEqual(s.res.events, [
            .next(405, 7), .next(430, 2), .next(435, 2), .completed(435), .completed(435),
        ])
        expectEqual(s.xs.subscriptions, [
            Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621),
        ])
    }

    // MARK: - replay, replayAll, publish

    @Test("replay(n) replays only within the current connection")
    func replayPerConnection() {
        let s = Connections()
        s.run({ $0.replay(3) }, subscribeAt: 470)
        expectEqual(s.res.events, [.next(470, 2), .next(470, 9), .next(520, 11)])
    }

    @Test("replayAll() replays everything of the current connection")
    func replayAll() {
        let s = Connections()
        s.run({ $0.replayAll() }, subscribeAt: 500)
        expectEqual(s.res.events, [.next(500, 2), .next(500, 9), .next(520, 11)])
    }

    @Test("publish() sends only what comes while connected and subscribed")
    func publish() {
        let s = Connections()
        s.run({ $0.publish() }, subscribeAt: 425)
        expectEqual(s.res.events, [.next(430, 2), .next(450, 9), .next(520, 11)])
    }

    @Test("publish() of a synchronous source sends everything at connect()")
    func publishSynchronous() {
        let shared = Observable.of(1, 2).publish()
        var a: [Event<Int>] = []
        var b: [Event<Int>] = []
        _ = shared.subscribe { a.append($0) }
        _ = shared.subscribe { b.append($0) }
        expectTrue(a.isEmpty)
        _ = shared.connect()
        expectEqual(a, [.next(1), .next(2), .completed])
        expectEqual(b, a)
        var late: [Event<Int>] = []
        _ = shared.subscribe { late.append($0) }
        expectTrue(late.isEmpty)
    }

    // MARK: - multicast(_:selector:)

    @Test("multicast with a selector shares one source subscription inside the selector")
    func selector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(40, 0), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5), .completed(390),
        ])
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { $0 + $1 } } }
        expectEqual(res.events, [.next(210, 6), .next(240, 8), .next(270, 10), .completed(390)])
        expectEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    @Test("throwing subject or result selectors fail without subscribing")
    func selectorsThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let subjectFails = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw CombiningError.first }) { $0 }
        }
        expectEqual(subjectFails.events, [.error(200, CombiningError.first)])
        let selectorFails = TestScheduler(initialClock: 0).start {
            xs.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw CombiningError.second }
        }
        expectEqual(selectorFails.events, [.error(200, CombiningError.second)])
        expectEqual(xs.subscriptions, [])
    }

    // MARK: - refCount

    @Test("refCount connects on the first subscriber and disconnects after the last")
    func refCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6),
            .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
        ])
        let shared = xs.publish().refCount()
        let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
        let windows = [(215, 235), (225, 275), (255, 265), (285, 320)]
        for (observer, window) in zip(observers, windows) {
            var subscription: Disposable?
            scheduler.scheduleAt(window.0) { subscription = shared.subscribe(observer) }
            scheduler.scheduleAt(window.1) { subscription?.dispose() }
        }
        scheduler.start()
        expectEqual(observers[0].events, [.next(220, 2), .next(230, 3)])
        expectEqual(observers[1].events, [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
        expectEqual(observers[2].events, [.next(260, 6)])
        expectEqual(observers[3].events, [.next(290, 9), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(215, 275), Subscription(285, 300)])
    }

    @Test("refCount on a subject that already ended does not connect")
    func refCountOnEndedSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        let res = scheduler.start { xs.multicast(subject).refCount() }
        expectEqual(res.events, [.completed(200)])
        expectEqual(xs.subscriptions, [])
    }

    @Test("refCount reconnects for subscribers that come after the source ended")
    func refCountReconnects() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return Observable.of(subscriptions)
        }
        let shared = source.publish().refCount()
        expectEqual(synchronousEvents(shared), [.next(1), .completed])
        expectEqual(synchronousEvents(shared), [.next(2), .completed])
        let failing = Observable<Int>.error(CombiningError.first).publish().refCount()
        expectEqual(synchronousEvents(failing), [.error(CombiningError.first)])
        expectEqual(synchronousEvents(failing), [.error(CombiningError.first)])
    }
}
