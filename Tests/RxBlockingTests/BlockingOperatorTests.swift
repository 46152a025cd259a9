import Foundation
import RxBlocking
import RxSwift
import TestSupport
import Testing

// The cases of RxBlocking 6.10.2's own tests (Observable+BlockingTest.swift): same inputs, same
// answers, in this project's style; the answers were also checked against RxBlocking 6.10.2
// built beside the project.

@Suite("toBlocking: toArray, first, last")
struct BlockingOperatorTests {
    @Test("toArray: every element, the sequence's error, or a timeout")
    func toArray() {
        expectEqual(outcome { try Observable<Int>.empty().toBlocking().toArray() }, "[]")
        expectEqual(outcome { try Observable.just(42).toBlocking().toArray() }, "[42]")
        expectEqual(outcome { try Observable.of(42, 43, 44, 45).toBlocking().toArray() }, "[42, 43, 44, 45]")
        expectEqual(outcome { try Observable<Int>.error(TestError()).toBlocking().toArray() }, "threw test error")
        expectEqual(
            outcome { try Observable<Int>.never().toBlocking(timeout: 0.01).toArray() }, "threw Sequence timeout.")
    }

    @Test("toArray waits for a sequence on another thread: interval(1 ms).take(10) is 0…9")
    func toArrayWithRealScheduler() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let values = outcome {
            try Observable<Int64>.interval(.milliseconds(1), scheduler: scheduler).take(10).toBlocking().toArray()
        }
        expectEqual(values, "\(Array(0..<10) as [Int64])")
    }

    @Test("independent blocking calls on subscribe(on:) sequences each see their own elements")
    func independentCalls() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        for _ in 0..<10 {
            let answers = (0..<4).map { _ in
                outcome { try Observable.of(1, 2).subscribe(on: scheduler).toBlocking().toArray() }
            }
            expectEqual(answers, Array(repeating: "[1, 2]", count: 4))
        }
    }

    @Test("first: nil when empty, the first element, the sequence's error, or a timeout")
    func first() {
        expectEqual(outcome { try Observable<Int>.empty().toBlocking().first() }, "nil")
        expectEqual(outcome { try Observable.just(42).toBlocking().first() }, "Optional(42)")
        expectEqual(outcome { try Observable.of(42, 43, 44, 45).toBlocking().first() }, "Optional(42)")
        expectEqual(outcome { try Observable<Int>.error(TestError()).toBlocking().first() }, "threw test error")
        expectEqual(
            outcome { try Observable<Int>.never().toBlocking(timeout: 0.01).first() }, "threw Sequence timeout.")
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        expectEqual(
            outcome { try Observable<Int64>.interval(.milliseconds(1), scheduler: scheduler).toBlocking().first() },
            "Optional(0)")
    }

    @Test("first ignores what the source sends after the first element and disposes it once subscribed")
    func firstStopsListening() {
        var log: [String] = []
        let first = outcome {
            try loggingSource([1, 2], end: .completed, log: { log.append($0) }).toBlocking().first()
        }
        expectEqual(first, "Optional(1)")
        expectEqual(log, ["next 1", "next 2", "disposed"])
    }

    @Test("last: nil when empty, the last element, the sequence's error, or a timeout")
    func last() {
        expectEqual(outcome { try Observable<Int>.empty().toBlocking().last() }, "nil")
        expectEqual(outcome { try Observable.just(42).toBlocking().last() }, "Optional(42)")
        expectEqual(outcome { try Observable.of(42, 43, 44, 45).toBlocking().last() }, "Optional(45)")
        expectEqual(outcome { try Observable<Int>.error(TestError()).toBlocking().last() }, "threw test error")
        expectEqual(
            outcome { try Observable<Int>.never().toBlocking(timeout: 0.01).last() }, "threw Sequence timeout.")
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        expectEqual(
            outcome {
                try Observable<Int64>.interval(.milliseconds(1), scheduler: scheduler).take(10).toBlocking().last()
            }, "Optional(9)")
    }
}

@Suite("toBlocking: single, materialize")
struct BlockingSingleTests {
    @Test("single: the only element, RxError.noElements, RxError.moreThanOneElement, the error, a timeout")
    func single() {
        expectEqual(outcome { try Observable.just(42).toBlocking().single() }, "42")
        expectEqual(
            outcome { try Observable<Int>.empty().toBlocking().single() },
            "threw Sequence doesn't contain any elements.")
        expectEqual(
            outcome { try Observable.of(42, 43).toBlocking().single() },
            "threw Sequence contains more than one element.")
        expectEqual(outcome { try Observable<Int>.error(TestError()).toBlocking().single() }, "threw test error")
        expectEqual(
            outcome { try Observable<Int>.never().toBlocking(timeout: 0.01).single() }, "threw Sequence timeout.")
    }

    @Test("single(predicate): only the elements it accepts count; an error it throws ends the wait")
    func singleWithPredicate() {
        let source = Observable.of(1, 2, 3, 4)
        expectEqual(outcome { try source.toBlocking().single { $0 == 3 } }, "3")
        expectEqual(
            outcome { try source.toBlocking().single { $0 > 4 } }, "threw Sequence doesn't contain any elements.")
        expectEqual(
            outcome { try source.toBlocking().single { $0 % 2 == 0 } },
            "threw Sequence contains more than one element.")
        expectEqual(outcome { try source.toBlocking().single { _ in throw TestError() } }, "threw test error")
    }

    @Test("single stops at the second element it accepts; first at the first")
    func singleStopsAtTheSecond() {
        var elementsSeen: [Int] = []
        _ = outcome {
            try Observable.of(1, 2, 3, 4).toBlocking().single {
                elementsSeen.append($0)
                return $0 >= 2
            }
        }
        expectEqual(elementsSeen, [1, 2, 3])
    }

    @Test("materialize: completed with the elements, or failed with those before the error or the timeout")
    func materialize() {
        expectEqual(text(Observable.of(1, 2).toBlocking().materialize()), "completed [1, 2]")
        expectEqual(text(Observable<Int>.empty().toBlocking().materialize()), "completed []")
        let failing = loggingSource([1, 2], end: .error(TestError()), log: { _ in })
        expectEqual(text(failing.toBlocking().materialize()), "failed [1, 2] test error")
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let slow = Observable.just(1).concat(Observable<Int>.never()).subscribe(on: scheduler)
        // A second of real time: the element must arrive on another thread first, even on a loaded machine.
        expectEqual(text(slow.toBlocking(timeout: 1).materialize()), "failed [1] Sequence timeout.")
    }
}
