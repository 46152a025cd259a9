import Foundation
import TestSupport
import Testing

/// The inputs that once ended `rxplay` (issue #15), each piped into a real `rxplay` child
/// process: it must answer with a diagnostic or a value and go on to the next line. The cases run
/// side by side (the largest child takes about 320 MB).
@Suite("rxplay survives what once ended it")
struct CrashClassEndToEndTests {
    @Test(arguments: [
        ("print(Int.min.magnitude)", "9223372036854775808"),
        ("Int.max.advanced(by: 1)", "error: arithmetic overflow"),
        ("Int.min.distance(to: Int.max)", "error: Fatal error: Distance is not representable in Int"),
        ("print(Int.min.isMultiple(of: -1))", "true"),
        ("Int.min.quotientAndRemainder(dividingBy: -1)", "error: Fatal error: Division results in an overflow"),
        (
            "Int(9.25e18)",
            "error: Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max"
        ),
        ("Int(\"10\", radix: 1)", "error: Fatal error: Radix must be between 2 and 36"),
        ("String(5, radix: 1)", "error: Fatal error: Radix must be between 2 and 36"),
        (
            "Double.random(in: 0...Double.infinity)",
            "error: Fatal error: There is no uniform distribution on an infinite range"
        ),
        (
            "_ = Observable.of(1).delay(Double.nan, scheduler: MainScheduler.instance).subscribe()",
            "error: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"
        ),
        (
            "_ = Observable.of(1).delay(.seconds(Int.max), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })",
            ""
        ),
        (
            "_ = Observable.of(1).delay(.seconds(-5), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })",
            "1"
        ),
        (
            "_ = Observable.of(1, 2).throttle(.seconds(Int.max), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })",
            "1"
        ),
        (
            "_ = Observable<Int>.timer(.seconds(Int.max), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })",
            ""
        ),
        (
            "_ = Observable<Int>.timer(.nanoseconds(Int.max), period: .seconds(Int.min), scheduler: MainScheduler.instance).take(1).subscribe()",
            ""
        ),
        (
            "func h(_ n: Int) -> Observable<Int> { Observable.just(n).flatMap { h($0 + 1) } }\n_ = h(0).subscribe()",
            "error: stopped after 10,000 nested calls"
        ),
        (
            "func h() -> Observable<Int> { Observable.deferred { h() } }\n_ = h().subscribe()",
            "error: stopped after 10,000 nested calls"
        ),
        ("var f: () -> Int = { 0 }\nfor _ in 0..<2_000_000 { let g = f; f = { g() + 1 } }\nf = { 0 }", ""),
        (
            "indirect enum L { case node(Int, L), end }\nvar l = L.end\nfor i in 0..<1_000_000 { l = .node(i, l) }\nprint(l)\nl = .end",
            "…(nested too deeply to print)"
        ),
        (
            "let x = " + String(repeating: "[", count: 32) + "1" + String(repeating: "]", count: 32),
            "error: brackets nest too deeply for the playground (more than 12 levels)"
        ),
    ])
    func survives(_ input: String, _ expected: String) throws {
        let outcome = try EndToEndTests.run([], input: input + "\nprint(\"alive\")\n")
        expectTrue(outcome.status == 0 || outcome.status == 1, "\(input)\n\(outcome.errorOutput)")
        let everything = outcome.output + outcome.errorOutput
        expectTrue(everything.contains("alive"), "\(input)\n\(everything.prefix(2_000))")
        if !expected.isEmpty { expectTrue(everything.contains(expected), "\(input)\n\(everything.prefix(2_000))") }
    }
}
