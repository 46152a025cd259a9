import Foundation
import TestSupport
import Testing

/// The engine's public API is RxSwift 6.10.2's: a snippet of learner code is type-checked by
/// `swiftc` against the built modules, and the errors must be exactly the expected ones. Its
/// first part uses API RxSwift has (each line must compile); its second part uses what RxSwift
/// has not, whether the engine never had it or keeps it for the playground's own modules
/// (`@_spi(Playground)`, internal): each line must fail as written below. The expected
/// messages are what `swiftc` says against RxSwift 6.10.2 itself, except where a declaration
/// the playground keeps behind `@_spi(Playground)` makes the compiler say "inaccessible" where
/// RxSwift's "has no member".
@Suite("the public API is RxSwift 6.10.2's")
struct APIParityTests {
    /// A line of learner code and the errors it must get, by column (none: it compiles).
    private static let lines: [(code: String, errors: [String])] = [
        ("import RxSwift", []),
        ("import RxTest", []),
        ("struct Point { var x: Int }", []),
        ("let numbers = Infallible.of(1, 2, 3)", []),
        ("let scheduler = TestScheduler(initialClock: 0)", []),
        // Infallible's operators and creation, placed as RxSwift places them.
        ("_ = numbers.distinctUntilChanged { $0 == $1 }", []),
        ("_ = numbers.distinctUntilChanged { $0 % 2 }", []),
        ("_ = numbers.distinctUntilChanged({ $0 }, comparer: { $0 == $1 })", []),
        ("_ = Infallible.of(Point(x: 1)).distinctUntilChanged(at: \\.x)", []),
        ("_ = numbers.skip(while: { $0 < 2 }).skip(until: Observable<Int>.never())", []),
        ("_ = numbers.take(for: .seconds(1), scheduler: scheduler).take(until: Infallible<Int>.never())", []),
        ("_ = numbers.take(until: { $0 > 1 }, behavior: .inclusive).take(while: { $0 < 3 })", []),
        ("_ = numbers.do(onNext: { _ in throw RxError.unknown }, onCompleted: { throw RxError.unknown })", []),
        ("let merged: Infallible<Int> = .merge(numbers, numbers)", []),
        ("_ = Infallible.merge([numbers][...])", []),
        ("_ = Infallible.concat(AnySequence([numbers])).concat(numbers)", []),
        ("_ = Infallible<Int>.deferred { .just(1, scheduler: scheduler) }", []),
        ("let latest: Infallible<Int> = Observable.of(1).flatMapLatest { _ in numbers }", []),
        ("let alias: RxObservable<Int> = .just(1)", []),
        ("let queued: String = scheduler.debugDescription", []),
        ("let observer: PublishSubject<Int>.SubjectObserverType = PublishSubject<Int>()", []),
        // What RxSwift has not.
        (
            "_ = Infallible<Int>.interval(.seconds(1), scheduler: scheduler)",
            [
                "21: type 'Infallible<Int>' has no member 'interval'",
                "31: cannot infer contextual base in reference to member 'seconds'",
            ]
        ),
        ("_ = Infallible<Int>.range(start: 1, count: 2)", ["21: type 'Infallible<Int>' has no member 'range'"]),
        (
            "_ = numbers.skip(1)",
            [
                "18: missing argument label 'while:' in call",
                "18: cannot convert value of type 'Int' to expected argument type '(Int) throws -> Bool'",
            ]
        ),
        ("_ = numbers.asInfallible()", ["26: missing argument for parameter 'onErrorJustReturn' in call"]),
        ("_ = Single.just(1).retry()", ["26: missing argument for parameter #1 in call"]),
        ("_ = Event<Int>.completed.description", ["26: value of type 'Event<Int>' has no member 'description'"]),
        (
            "_ = HistoricalSchedulerTimeConverter()",
            ["5: 'HistoricalSchedulerTimeConverter' initializer is inaccessible due to 'internal' protection level"]
        ),
        (
            "_ = BooleanDisposable.BooleanDisposableTrue",
            ["23: 'BooleanDisposableTrue' is inaccessible due to 'internal' protection level"]
        ),
        (
            "_ = ReplaySubject<Int>.create(bufferSize: 1).isDisposed",
            ["46: 'isDisposed' is inaccessible due to 'fileprivate' protection level"]
        ),
        ("_ = Hooks.debugOutput", ["11: 'debugOutput' is inaccessible due to '@_spi' protection level"]),
        ("_ = Hooks.anomalyDetected", ["11: 'anomalyDetected' is inaccessible due to '@_spi' protection level"]),
        ("_ = scheduler.pendingCount", ["15: 'pendingCount' is inaccessible due to '@_spi' protection level"]),
        (
            "_ = CurrentThreadScheduler.instance.scheduleRecursive(0, dueTime: .seconds(1)) { _, _ in }",
            [
                "54: extra arguments at positions #2, #3 in call",
                "56: missing argument for parameter 'action' in call",
                "68: cannot infer contextual base in reference to member 'seconds'",
            ]
        ),
    ]

    @Test("RxSwift's calls compile, the others fail with swiftc's words")
    func snippet() {
        let source = Self.lines.map(\.code).joined(separator: "\n") + "\n"
        let (_, output) = LearnerLibrary.typeCheck(source)
        var expected: [String] = []
        for (index, line) in Self.lines.enumerated() {
            expected += line.errors.map { "\(index + 1):\($0)" }
        }
        expectEqual(Self.errors(in: output), expected, "swiftc said:\n\(output)")
    }

    /// Each error's first line, as `LINE:COLUMN: MESSAGE`.
    private static func errors(in output: String) -> [String] {
        var found: [String] = []
        for line in output.split(separator: "\n") where line.hasPrefix("/") && line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5 else { continue }
            found.append("\(parts[1]):\(parts[2]):\(parts[4])")
        }
        return found
    }
}
