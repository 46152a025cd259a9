import Foundation
import Marbles
import RxSwift
import TestSupport
import Testing

/// Disposal order and what happens after `dispose()`, as RxSwift 6 does it.
@Suite("Disposal semantics")
struct DisposalSemanticsTests {
    enum TestError: Error { case boom }

    @Test("Disposables.create(a, b, c) and CompositeDisposable dispose in argument order")
    func compositeOrder() {
        var order: [String] = []
        let a = Disposables.create { order.append("a") }
        let b = Disposables.create { order.append("b") }
        let c = Disposables.create { order.append("c") }
        Disposables.create(a, b, c).dispose()
        expectEqual(order, ["a", "b", "c"])
    }

    @Test("a composite's first slot is reused: after removing the first member, the next one is disposed first")
    func compositeFirstSlotReuse() {
        var order: [String] = []
        let composite = CompositeDisposable()
        let first = composite.insert(Disposables.create { order.append("first") })
        _ = composite.insert(Disposables.create { order.append("second") })
        _ = composite.insert(Disposables.create { order.append("third") })
        if let first { composite.remove(for: first) }
        _ = composite.insert(Disposables.create { order.append("fourth") })
        composite.dispose()
        expectEqual(order, ["first", "fourth", "second", "third"])
    }

    @Test("a subject's first slot is reused: a new subscriber after the first one left is served first")
    func subjectFirstSlotReuse() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { log.append("A\($0)") })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        _ = subject.subscribe(onNext: { log.append("C\($0)") })
        subject.onNext(1)
        first.dispose()
        _ = subject.subscribe(onNext: { log.append("D\($0)") })
        subject.onNext(2)
        expectEqual(log, ["A1", "B1", "C1", "D2", "B2", "C2"])
    }

    @Test("DisposeBag disposes in insertion order when released, and at once after that")
    func disposeBagOrder() {
        var order: [String] = []
        var bag: DisposeBag? = DisposeBag()
        for name in ["1", "2", "3"] {
            Disposables.create { order.append(name) }.disposed(by: bag!)
        }
        bag = nil
        expectEqual(order, ["1", "2", "3"])
    }

    @Test("subscribe(onNext:…): onDisposed runs after the stop event's handler, once")
    func onDisposedAfterStop() {
        var log: [String] = []
        let subscription = Observable<Int>.error(TestError.boom).subscribe(
            onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        expectEqual(log, ["error", "disposed"])
    }

    @Test("no events reach a disposed subscription, also when the source keeps sending")
    func noEventsAfterDispose() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.map { $0 * 10 }.subscribe { log.append("\($0)") }
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        expectEqual(log, ["next(10)"])
        expectTrue(!subject.hasObservers)
    }

    @Test("a create observer ignores events after the subscription is disposed")
    func createAfterDispose() {
        var observer: AnyObserver<Int>?
        var disposed = false
        var log: [String] = []
        let subscription = Observable<Int>.create { o in
            observer = o
            return Disposables.create { disposed = true }
        }
        .subscribe { log.append("\($0)") }
        observer?.onNext(1)
        subscription.dispose()
        expectTrue(disposed)
        observer?.onNext(2)
        observer?.onCompleted()
        expectEqual(log, ["next(1)"])
    }

    @Test("a create body's disposable runs after the subscriber saw the synchronous stop event")
    func createDisposableAfterStop() {
        var log: [String] = []
        _ = Observable<Int>.create { o in
            o.onNext(1)
            o.onCompleted()
            return Disposables.create { log.append("body disposed") }
        }
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") },
                   onDisposed: { log.append("disposed") })
        expectEqual(log, ["1", "completed", "disposed", "body disposed"])
    }

    @Test("PublishSubject: after dispose(), elements are ignored but a stop event is still remembered")
    func publishSubjectStopAfterDispose() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onNext(1)
        var log: [String] = []
        _ = subject.subscribe { log.append("\($0)") }
        expectEqual(log, ["error(Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.)"])
        subject.onCompleted()
        _ = subject.subscribe { log.append("late \($0)") }
        expectEqual(log.last, "late completed")
    }

    @Test("BehaviorSubject keeps its subscribers after a stop event until they are disposed")
    func behaviorSubjectKeepsObserversAfterStop() {
        let behavior = BehaviorSubject(value: 0)
        let publish = PublishSubject<Int>()
        let subscription = behavior.subscribe()
        _ = publish.subscribe()
        behavior.onCompleted()
        publish.onCompleted()
        expectTrue(behavior.hasObservers)
        expectTrue(!publish.hasObservers)
        subscription.dispose()
        expectTrue(!behavior.hasObservers)
    }

    @Test("ReplaySubject replays before adding the subscriber: its own reentrant element skips it")
    func replaySubjectReplaysBeforeAdding() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var log: [String] = []
        _ = subject.subscribe(onNext: { log.append("A\($0)") })
        subject.onNext(1)
        _ = subject.subscribe(onNext: { value in
            log.append("B\(value)")
            if value == 1 { subject.onNext(2) }
        })
        subject.onNext(3)
        expectEqual(log, ["A1", "B1", "A2", "A3", "B3"])
    }

    @Test("AsyncSubject and ReplaySubject after dispose or stop")
    func otherSubjectsAfterStop() {
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        replay.onNext(1)
        replay.onCompleted()
        replay.onNext(2)
        var log: [String] = []
        _ = replay.subscribe { log.append("r \($0)") }
        replay.dispose()
        _ = replay.subscribe { log.append("d \($0)") }
        let async = AsyncSubject<Int>()
        async.onNext(1)
        async.onError(TestError.boom)
        async.onNext(2)
        _ = async.subscribe { log.append("a \($0)") }
        // RxSwift names its private buffer class, with the address Swift prints for a private context.
        expectEqual(log.count, 4)
        expectEqual(Array(log.prefix(2)), ["r next(1)", "r completed"])
        expectTrue(log[2].hasPrefix("d error(Object `RxSwift.(unknown context at $"))
        expectTrue(log[2].hasSuffix(").ReplayMany<Swift.Int>` was already disposed.)"))
        expectEqual(log.last, "a error(boom)")
    }
}
