import Foundation
import RxSwift
import RxRelay
import TestSupport
import Testing

/// The "Subjects and relays" list, written as RxSwift code.
@Suite("RxSwift API: subjects and relays")
struct SubjectsAPITests {
    enum TestError: Error { case boom }

    private func record<O: ObservableType>(_ source: O, into log: @escaping (String) -> Void) -> Disposable {
        source.subscribe { log("\($0)") }
    }

    @Test("PublishSubject: hasObservers, isDisposed, dispose, asObserver")
    func publishSubject() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        expectTrue(!subject.hasObservers)
        let subscription = record(subject) { log.append($0) }
        expectTrue(subject.hasObservers)
        let observer: PublishSubject<Int> = subject.asObserver()
        observer.onNext(1)
        subscription.dispose()
        expectTrue(!subject.hasObservers)
        subject.dispose()
        expectTrue(subject.isDisposed)
        _ = record(subject) { log.append($0) }
        expectEqual(log, ["next(1)", "error(Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.)"])
    }

    @Test("BehaviorSubject: value() returns the latest value, throws the error or RxError.disposed")
    func behaviorSubject() throws {
        let subject = BehaviorSubject(value: 1)
        try expectEqual(subject.value(), 1)
        subject.onNext(2)
        try expectEqual(subject.value(), 2)
        subject.onError(TestError.boom)
        #expect(throws: TestError.self) { try subject.value() }
        let disposed = BehaviorSubject<String>(value: "a")
        disposed.dispose()
        expectTrue(disposed.isDisposed)
        #expect(throws: RxError.self) { try disposed.value() }
        let observer: BehaviorSubject<String> = disposed.asObserver()
        _ = observer
    }

    @Test("ReplaySubject: create(bufferSize:), createUnbounded(), dispose")
    func replaySubject() {
        let bounded = ReplaySubject<Int>.create(bufferSize: 2)
        let unbounded = ReplaySubject<Int>.createUnbounded()
        for value in 1...3 {
            bounded.onNext(value)
            unbounded.onNext(value)
        }
        var log: [String] = []
        _ = record(bounded) { log.append("b \($0)") }
        _ = record(unbounded) { log.append("u \($0)") }
        expectEqual(log, ["b next(2)", "b next(3)", "u next(1)", "u next(2)", "u next(3)"])
        expectTrue(bounded.hasObservers)
        bounded.dispose()
        var afterDispose: [String] = []
        _ = bounded.subscribe { afterDispose.append("\($0)") }
        expectEqual(afterDispose.count, 1)
        expectTrue(afterDispose.first?.hasPrefix("error(") == true)
    }

    @Test("AsyncSubject: the last element and completion, only at the end")
    func asyncSubject() {
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        _ = record(subject) { log.append($0) }
        expectTrue(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        expectTrue(log.isEmpty)
        subject.onCompleted()
        _ = record(subject) { log.append("late \($0)") }
        expectEqual(log, ["next(2)", "completed", "late next(2)", "late completed"])
        let observer: AsyncSubject<Int> = subject.asObserver()
        _ = observer
    }

    @Test("PublishRelay, BehaviorRelay (value, accept), ReplayRelay")
    func relays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let unbound = ReplayRelay<Int>.createUnbound()
        var log: [String] = []
        _ = record(publish) { log.append("p \($0)") }
        _ = record(behavior) { log.append("b \($0)") }
        publish.accept(1)
        behavior.accept(2)
        expectEqual(behavior.value, 2)
        replay.accept(3)
        replay.accept(4)
        unbound.accept(5)
        unbound.accept(6)
        _ = record(replay) { log.append("r \($0)") }
        _ = record(unbound.asObservable()) { log.append("u \($0)") }
        expectEqual(log, ["b next(0)", "p next(1)", "b next(2)", "r next(4)", "u next(5)", "u next(6)"])
    }
}
