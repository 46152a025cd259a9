import Foundation
import RxSwift
import RxTest
import TestSupport
import Testing

/// Synchronous sequences on the `CurrentThreadScheduler` trampoline: every element of `of`,
/// `from`, `range`, `repeatElement` and `generate` is its own step, queued behind whatever other
/// work is waiting, so sequences subscribed together interleave exactly as in RxSwift.
@Suite("Trampoline interleaving")
struct TrampolineInterleavingTests {
    private func events<O: ObservableConvertibleType>(_ source: O) -> [String] {
        var seen: [String] = []
        _ = source.asObservable().subscribe { seen.append("\($0)") }
        return seen
    }

    private func elements<O: ObservableConvertibleType>(_ source: O) -> String {
        events(source).map { $0.hasPrefix("next(") ? String($0.dropFirst(5).dropLast()) : "|" }
            .joined(separator: ",")
    }

    /// A scenario: its name, the sequence, and RxSwift's elements (`|` for completion).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let expected: String
        let make: @Sendable () -> Observable<Int>
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "merge(of(1,2), of(3,4))", expected: "1,3,2,4,|") { Observable.merge(.of(1, 2), .of(3, 4)) },
        Case(name: "merge(from([1,2,3]), from([4]))", expected: "1,4,2,3,|") {
            Observable.merge(.from([1, 2, 3]), .from([4]))
        },
        Case(name: "concat(of(1,2), of(3,4))", expected: "1,2,3,4,|") { Observable.concat(.of(1, 2), .of(3, 4)) },
        Case(name: "merge(of(1,2,3), just(10))", expected: "10,1,2,3,|") { Observable.merge(.of(1, 2, 3), .just(10)) },
        Case(name: "merge(concat(of(1,2), of(3)), of(10,20))", expected: "1,10,2,20,3,|") {
            Observable.merge(Observable.concat(.of(1, 2), .of(3)), .of(10, 20))
        },
        Case(name: "merge(range(1,3), range(10,2))", expected: "1,10,2,11,3,|") {
            Observable.merge(.range(start: 1, count: 3), .range(start: 10, count: 2))
        },
        Case(name: "merge(repeatElement(1).take(3), of(2,2))", expected: "1,2,1,2,1,|") {
            Observable.merge(Observable.repeatElement(1).take(3), .of(2, 2))
        },
        Case(name: "merge(generate, of(7,8))", expected: "1,7,2,8,3,|") {
            let generated = Observable.generate(initialState: 1, condition: { $0 < 4 }, iterate: { $0 + 1 })
            return Observable.merge(generated, .of(7, 8))
        },
        Case(name: "merge(of(1,2), of(3,4)).take(3)", expected: "1,3,2,|") {
            Observable.merge(.of(1, 2), .of(3, 4)).take(3)
        },
        Case(name: "of(1,2).flatMap { of($0, $0*10) }", expected: "1,10,2,20,|") {
            Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }
        },
        Case(name: "of(1,2).concatMap { of($0, $0*10) }", expected: "1,10,2,20,|") {
            Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }
        },
        Case(name: "zip(of(1,2), of(3,4))", expected: "13,24,|") {
            Observable.zip(Observable.of(1, 2), Observable.of(3, 4)) { $0 * 10 + $1 }
        },
        Case(name: "combineLatest(of(1,2), of(3,4))", expected: "13,23,24,|") {
            Observable.combineLatest(Observable.of(1, 2), Observable.of(3, 4)) { $0 * 10 + $1 }
        },
        Case(name: "of(1,2).startWith(0)", expected: "0,1,2,|") { Observable.of(1, 2).startWith(0) },
        Case(name: "of(of(1,2), of(3,4)).merge()", expected: "1,2,3,4,|") {
            Observable.of(Observable.of(1, 2), .of(3, 4)).merge()
        },
    ]

    @Test("merge and concat of synchronous sequences", arguments: cases)
    func interleavings(scenario: Case) {
        expectEqual(elements(scenario.make()), scenario.expected)
    }

    @Test("a sequence subscribed from inside another's element runs after the queued work")
    func nestedSubscription() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { value in
            log.append("outer \(value)")
            _ = Observable.of(value * 10, value * 10 + 1).subscribe(onNext: { log.append("inner \($0)") })
        })
        expectEqual(log, ["outer 1", "inner 10", "outer 2", "inner 11", "inner 20", "inner 21"])
    }

    @Test("just, empty, error and never do not start the trampoline, also when shared or connected")
    func immediateSourcesSkipTheTrampoline() {
        func innerRunsAtOnce(_ source: Observable<Int>) -> [String] {
            var log: [String] = []
            _ = source.subscribe { event in
                log.append("\(event)")
                _ = Observable.of(10).subscribe(onNext: { log.append("inner \($0)") })
                log.append("after inner")
            }
            return log
        }
        expectEqual(innerRunsAtOnce(Observable.just(1).share()), [
            "next(1)", "inner 10", "after inner", "completed", "inner 10", "after inner",
        ])
        expectEqual(innerRunsAtOnce(Observable<Int>.empty().share(replay: 1)), ["completed", "inner 10", "after inner"])
        enum Failure: Error { case boom }
        expectEqual(innerRunsAtOnce(Observable<Int>.error(Failure.boom).share()), [
            "error(boom)", "inner 10", "after inner",
        ])
        let published = Observable.just(2).publish()
        var log: [String] = []
        _ = published.subscribe(onNext: { _ in
            _ = Observable.of(20).subscribe(onNext: { log.append("inner \($0)") })
            log.append("after inner")
        })
        _ = published.connect()
        expectEqual(log, ["inner 20", "after inner"])
    }

    @Test("disposing a sequence from another one's element stops it before its next element")
    func disposeFromAnotherSequence() {
        var log: [String] = []
        var first: Disposable?
        let bag = DisposeBag()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            first = Observable.of(1, 2, 3).subscribe(onNext: { log.append("a\($0)") })
            Observable.of(10, 20).subscribe(onNext: { value in
                log.append("b\(value)")
                first?.dispose()
            }).disposed(by: bag)
            return Disposables.create()
        }
        expectEqual(log, ["a1", "b10", "b20"])
    }

    @Test("a long from(array) runs without deepening the stack and stops when disposed")
    func longSequence() {
        var count = 0
        _ = Observable.from(Array(0..<100_000)).subscribe(onNext: { _ in count += 1 })
        expectEqual(count, 100_000)
        var taken: [Int] = []
        _ = Observable.repeatElement(7).take(3).subscribe(onNext: { taken.append($0) })
        expectEqual(taken, [7, 7, 7])
        let interleaved = events(Observable.merge(.from(Array(0..<1_000)), .from(Array(1_000..<2_000))))
        expectEqual(interleaved.count, 2_001)
        expectEqual(interleaved.prefix(4), ["next(0)", "next(1000)", "next(1)", "next(1001)"])
    }

    @Test("an explicit scheduler other than the trampoline keeps each element its own step")
    func otherScheduler() {
        let scheduler = ManualScheduler()
        var log: [Int] = []
        _ = Observable.of(1, 2, 3, scheduler: scheduler).subscribe(onNext: { log.append($0) })
        expectTrue(log.isEmpty)
        scheduler.runOne()
        expectEqual(log, [1])
        scheduler.runAll()
        expectEqual(log, [1, 2, 3])
    }
}

/// A scheduler whose work runs only when the test says so.
private final class ManualScheduler: ImmediateSchedulerType {
    private var queue: [() -> Void] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.append {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
        }
        return cancel
    }

    func runOne() {
        guard !queue.isEmpty else { return }
        queue.removeFirst()()
    }

    func runAll() {
        while !queue.isEmpty { runOne() }
    }
}
