import Foundation
import RxSwift
import RxRelay
import Synchronization
import Testing

/// Subjects, relays, DisposeBag and CompositeDisposable used from several threads at once.
/// Run under the thread sanitizer with `swift test --sanitize=thread --filter Concurrency`.
@Suite("Concurrency stress")
struct ConcurrencyStressTests {
    static let perThread = 100_000

    /// Runs `body(threadIndex)` on `count` threads at once and waits for all of them.
    private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for index in 0..<count {
            DispatchQueue.global().async(group: group) { body(index) }
        }
        group.wait()
    }

    @Test("two threads pump 100,000 events each into one PublishSubject; every event arrives")
    func publishSubjectTwoThreads() {
        let subject = PublishSubject<Int>()
        let received = Atomic<Int>(0)
        let sum = Atomic<Int>(0)
        let subscription = subject.subscribe(onNext: { value in
            received.add(1, ordering: .relaxed)
            sum.add(value, ordering: .relaxed)
        })
        nonisolated(unsafe) let shared = subject
        onThreads(2) { _ in
            for value in 1...Self.perThread { shared.onNext(value) }
        }
        subscription.dispose()
        #expect(received.load(ordering: .relaxed) == 2 * Self.perThread)
        #expect(sum.load(ordering: .relaxed) == 2 * (Self.perThread * (Self.perThread + 1) / 2))
    }

    @Test("subscribing and disposing while another thread emits loses nothing for a steady subscriber")
    func subscribeDisposeDuringEmission() {
        let subject = BehaviorSubject<Int>(value: 0)
        let steady = Atomic<Int>(0)
        let subscription = subject.subscribe(onNext: { _ in steady.add(1, ordering: .relaxed) })
        nonisolated(unsafe) let shared = subject
        onThreads(2) { index in
            if index == 0 {
                for value in 1...Self.perThread { shared.onNext(value) }
            } else {
                for _ in 0..<Self.perThread / 10 {
                    shared.subscribe(onNext: { _ in }).dispose()
                }
            }
        }
        subscription.dispose()
        #expect(steady.load(ordering: .relaxed) == Self.perThread + 1)  // the current value, then every event
        #expect(!subject.hasObservers)
    }

    @Test("relays accept from two threads")
    func relaysTwoThreads() {
        let relay = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let received = Atomic<Int>(0)
        let first = relay.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
        let second = behavior.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
        nonisolated(unsafe) let relays = (relay, behavior)
        onThreads(2) { _ in
            for value in 1...Self.perThread / 10 {
                relays.0.accept(value)
                relays.1.accept(value)
            }
        }
        first.dispose()
        second.dispose()
        #expect(received.load(ordering: .relaxed) == 1 + 4 * (Self.perThread / 10))
    }

    @Test("DisposeBag and CompositeDisposable take insertions from two threads and dispose each once")
    func disposablesTwoThreads() {
        let disposed = Atomic<Int>(0)
        let composite = CompositeDisposable()
        var afterInsertions = -1
        do {
            let bag = DisposeBag()
            nonisolated(unsafe) let targets = (bag, composite)
            onThreads(2) { _ in
                for _ in 0..<Self.perThread / 10 {
                    targets.0.insert(Disposables.create { disposed.add(1, ordering: .relaxed) })
                    _ = targets.1.insert(Disposables.create { disposed.add(1, ordering: .relaxed) })
                }
            }
            afterInsertions = disposed.load(ordering: .relaxed)
        }
        composite.dispose()
        composite.dispose()
        #expect(afterInsertions == 0)
        #expect(disposed.load(ordering: .relaxed) == 4 * (Self.perThread / 10))
    }
}
