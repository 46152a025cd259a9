import Foundation
import RxSwift
import Synchronization
import TestSupport
import Testing

/// The bridges to Swift concurrency: `values`, `value`, `AsyncSequence.asObservable()` and
/// `Single.create` with an async closure. They run on real tasks, so the tests wait for results
/// (`waitUntil`) instead of using virtual time.
@Suite("Swift concurrency bridges")
struct ConcurrencyBridgeTests {
    /// A flag set from any thread.
    final class Flag: Sendable {
        private let value = Atomic<Bool>(false)
        var isSet: Bool { value.load(ordering: .acquiring) }
        func set() { value.store(true, ordering: .releasing) }
    }

    @Test("Observable.values: the elements, then the end")
    func observableValues() async throws {
        var seen: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { seen.append(value) }
        expectEqual(seen, [1, 2, 3])
    }

    @Test("Observable.values throws the sequence's error after its elements")
    func observableValuesError() async {
        var seen: [Int] = []
        var thrown = ""
        do {
            for try await value in Observable.of(1).concat(Observable.error(TestError.boom)).values {
                seen.append(value)
            }
        } catch {
            thrown = "\(error)"
        }
        expectEqual(seen, [1])
        expectEqual(thrown, "boom")
    }

    @Test("leaving a for-await loop early disposes the subscription")
    func observableValuesBreak() async throws {
        let disposed = Flag()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create { disposed.set() }
        }
        for try await value in source.values {
            expectEqual(value, 1)
            break
        }
        expectTrue(await waitUntil { disposed.isSet })
    }

    @Test("Infallible.values: an AsyncStream of the elements")
    func infallibleValues() async {
        var seen: [String] = []
        for await value in Infallible.of("a", "b").values { seen.append(value) }
        expectEqual(seen, ["a", "b"])
    }

    @Test("Single.value returns the element or throws the error")
    func singleValue() async {
        let value = try? await Single.just(3).value
        expectEqual(value, 3)
        do {
            _ = try await Single<Int>.error(TestError.boom).value
            expectTrue(false, "expected an error")
        } catch {
            expectEqual("\(error)", "boom")
        }
    }

    @Test("Maybe.value: the element, nil when empty, or the error")
    func maybeValue() async throws {
        let some = try await Maybe.just("x").value
        let none = try await Maybe<String>.empty().value
        expectEqual(some, "x")
        expectTrue(none == nil)
        let failed = try? await Maybe<String>.error(TestError.boom).value
        expectTrue(failed == nil)
    }

    @Test("Completable.value returns at completion or throws the error")
    func completableValue() async {
        var log: [String] = []
        do {
            try await Completable.empty().value
            log.append("completed")
            try await Completable.error(TestError.boom).value
            log.append("not reached")
        } catch {
            log.append("\(error)")
        }
        expectEqual(log, ["completed", "boom"])
    }

    @Test("cancelling the task awaiting value disposes the subscription and throws CancellationError")
    func valueCancellation() async {
        let disposed = Flag()
        let waiting = Task { try await Single<Int>.never().do(onDispose: { disposed.set() }).value }
        waiting.cancel()
        let outcome = await waiting.result
        expectTrue(disposed.isSet)
        switch outcome {
        case .success: expectTrue(false, "expected CancellationError")
        case .failure(let error): expectTrue(error is CancellationError, "\(error)")
        }
    }

    @Test("AsyncSequence.asObservable: the elements, then completed, from a task")
    func asyncSequenceAsObservable() async {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        let recorder = ThreadSafeRecorder<Int>()
        _ = stream.asObservable(priority: .low).subscribe(recorder.on)
        expectTrue(await waitUntil { recorder.events.count == 3 })
        expectEqual(recorder.events.map(\.debugDescription), ["next(1)", "next(2)", "completed"])
    }

    @Test("AsyncSequence.asObservable sends the error the iteration throws")
    func asyncSequenceError() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        let recorder = ThreadSafeRecorder<Int>()
        _ = stream.asObservable().subscribe(recorder.on)
        expectTrue(await waitUntil { recorder.events.count == 2 })
        expectEqual(recorder.events.map(\.debugDescription), ["next(1)", "error(boom)"])
    }

    @Test("disposing the subscription cancels the iterating task")
    func asyncSequenceDisposal() async {
        let cancelled = Flag()
        let stream = AsyncStream<Int> { continuation in
            continuation.onTermination = { termination in
                if case .cancelled = termination { cancelled.set() }
            }
            continuation.yield(1)
        }
        let recorder = ThreadSafeRecorder<Int>()
        let subscription = stream.asObservable().subscribe(recorder.on)
        expectTrue(await waitUntil { recorder.events.count == 1 })
        subscription.dispose()
        expectTrue(await waitUntil { cancelled.isSet })
        expectEqual(recorder.events.map(\.debugDescription), ["next(1)"])
    }

    @Test("Single.create with an async closure succeeds or fails with it, in a task or a detached one")
    func singleCreateAsync() async {
        let recorder = ThreadSafeRecorder<Int>()
        _ = Single<Int>.create { 42 }.asObservable().subscribe(recorder.on)
        _ = Single<Int>.create(detached: true, priority: .high) { throw TestError.boom }.asObservable()
            .subscribe(recorder.on)
        expectTrue(await waitUntil { recorder.events.count == 3 })
        expectEqual(Set(recorder.events.map(\.debugDescription)), ["next(42)", "completed", "error(boom)"])
    }

    @Test("disposing a Single made from an async closure cancels its task")
    func singleCreateAsyncDisposal() async {
        let cancelled = Flag()
        let started = Flag()
        let single = Single<Int>.create {
            started.set()
            return try await withTaskCancellationHandler {
                try await Task.sleep(nanoseconds: 60_000_000_000)
                return 0
            } onCancel: {
                cancelled.set()
            }
        }
        let subscription = single.subscribe { _ in }
        expectTrue(await waitUntil { started.isSet })
        subscription.dispose()
        expectTrue(await waitUntil { cancelled.isSet })
    }
}
