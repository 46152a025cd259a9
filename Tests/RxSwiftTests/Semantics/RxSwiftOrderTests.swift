import RxSwift
import RxTest
import TestSupport
import Testing

/// Orders of disposal and registration that RxSwift's internals decide, pinned to RxSwift 6.10.2.
@Suite("RxSwift's orders")
struct RxSwiftOrderTests {
    /// A completable over `subject` that logs its subscription and disposal.
    private func step(_ name: String, _ subject: PublishSubject<Int>, _ log: @escaping (String) -> Void)
        -> Completable
    {
        subject.do(onSubscribe: { log("subscribe \(name)") }, onDispose: { log("dispose \(name)") })
            .ignoreElements().asCompletable()
    }

    // Measured with RxSwift 6.10.2: [100, 2, 7, 12, 17, 22, 27, 101, 102]. Past 31 subscribers
    // RxSwift keeps the rest in a dictionary and its order changes from run to run; the engine
    // keeps insertion order there too.
    @Test("a subject keeps delivering in RxSwift's order after most of 30 subscribers left")
    func orderAfterManyLeave() {
        var received: [Int] = []
        let subject = PublishSubject<Int>()
        var subscriptions = (0..<30).map { index in subject.subscribe(onNext: { _ in received.append(index) }) }
        // Leaving in a scattered order compacts the subject's list of subscribers more than once.
        for index in (0..<30).reversed() where index % 5 != 2 { subscriptions[index].dispose() }
        for index in 0..<3 {
            subscriptions.append(subject.subscribe(onNext: { _ in received.append(100 + index) }))
        }
        subject.onNext(0)
        // The first subscriber left, so the first newcomer took its slot and is served first.
        expectEqual(received, [100, 2, 7, 12, 17, 22, 27, 101, 102])
        subscriptions.forEach { $0.dispose() }
    }

    @Test("ignoreElements disposes its source before completion goes downstream")
    func ignoreElementsDisposesFirst() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        _ = subject.do(onDispose: { log.append("source disposed") })
            .ignoreElements()
            .subscribe(onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onCompleted()
        expectEqual(log, ["source disposed", "completed"])
    }

    @Test("a chain of andThen disposes each step before subscribing the next")
    func andThenChain() {
        var log: [String] = []
        let (a, b, c) = (PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>())
        let append: (String) -> Void = { log.append($0) }
        _ = step("a", a, append).andThen(step("b", b, append)).andThen(step("c", c, append))
            .subscribe(onCompleted: { log.append("completed") })
        a.onCompleted()
        b.onCompleted()
        c.onCompleted()
        expectEqual(log, [
            "subscribe a", "dispose a", "subscribe b", "dispose b", "subscribe c", "dispose c", "completed",
        ])
    }

    @Test("andThen in virtual time: the first is disposed when it completes, the second subscribed then")
    func andThenVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 1), .completed(250)])
        let second = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start {
            first.ignoreElements().asCompletable().andThen(second.asObservable())
        }
        expectEqual(res.events, [.next(260, 7), .completed(270)])
        expectEqual(first.subscriptions, [Subscription(200, 250)])
        expectEqual(second.subscriptions, [Subscription(250, 270)])
    }

    @Test("share(replay: 1) registers a subscriber before replaying to it")
    func shareReplayRegistersFirst() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        var log: [String] = []
        _ = shared.subscribe(onNext: { log.append("A\($0)") })
        source.onNext(1)
        var subscribedC = false
        _ = shared.subscribe(onNext: { value in
            log.append("B\(value)")
            if !subscribedC {
                subscribedC = true
                _ = shared.subscribe(onNext: { log.append("C\($0)") })
            }
        })
        source.onNext(2)
        expectEqual(log, ["A1", "B1", "C1", "A2", "B2", "C2"])
    }

    @Test("Disposables.create with more than three: the extra ones first, then the first three")
    func disposablesCreateOrder() {
        var order: [String] = []
        let made = ["a", "b", "c", "d", "e"].map { name in Disposables.create { order.append(name) } }
        Disposables.create(made[0], made[1], made[2], made[3], made[4]).dispose()
        expectEqual(order, ["d", "e", "a", "b", "c"])
    }

    @Test("a disposed ReplaySubject's error names RxSwift's class for its buffer")
    func replaySubjectDisposedText() {
        let cases: [(ReplaySubject<Int>, String)] = [
            (.create(bufferSize: 1), "ReplayOne"),
            (.create(bufferSize: 2), "ReplayMany"),
            (.create(bufferSize: 0), "ReplayMany"),
            (.createUnbounded(), "ReplayAll"),
        ]
        for (subject, name) in cases {
            subject.dispose()
            var text = ""
            _ = subject.subscribe(onError: { text = "\($0)" })
            // Swift names a private class with the address of its context, as RxSwift's text does.
            expectTrue(text.hasPrefix("Object `RxSwift.(unknown context at $"), "\(text)")
            expectTrue(text.hasSuffix(").\(name)<Swift.Int>` was already disposed."), "\(text)")
        }
    }
}
