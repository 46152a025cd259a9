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
        (
            "Int.max.advanced(by: 1)",
            "error: arithmetic operation '9223372036854775807 + 1' (on signed 64-bit integer type) results in an overflow"
        ),
        (
            "Int.min.distance(to: Int.max)",
            "error: arithmetic operation '9223372036854775807 - -9223372036854775808' (on signed 64-bit integer type) results in an overflow"
        ),
        ("print(Int.min.isMultiple(of: -1))", "true"),
        ("Int.min.quotientAndRemainder(dividingBy: -1)", "Fatal error: Division results in an overflow"),
        (
            "Int(9.25e18)", "error: invalid conversion: '9.25e18' overflows 'Int'"
        ),
        ("Int(\"10\", radix: 1)", "Fatal error: Radix not in range 2...36"),
        ("String(5, radix: 1)", "Fatal error: Radix must be between 2 and 36"),
        (
            "Double.random(in: 0...Double.infinity)",
            "Fatal error: There is no uniform distribution on an infinite range"
        ),
        (
            // RxSwift 6 has no TimeInterval delay; the playground's deprecated one takes NaN as never.
            "_ = Observable.of(1).delay(Double.nan, scheduler: MainScheduler.instance).subscribe()",
            "warning: 'delay(_:scheduler:)' is deprecated"
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
            // RxSwift's own throttle converts the remaining window to Int and traps the same way.
            "_ = Observable.of(1, 2).throttle(.seconds(Int.max), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })",
            "1\nSwift/IntegerTypes.swift:8841: Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max"
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
            "Program crashed: Bad pointer dereference\nnote: the program ran out of stack"
        ),
        (
            "func h() -> Observable<Int> { Observable.deferred { h() } }\n_ = h().subscribe()",
            "Program crashed: Bad pointer dereference\nnote: the program ran out of stack"
        ),
        (
            // Releasing two million nested closures overflows the stack in Swift too.
            "var f: () -> Int = { 0 }\nfor _ in 0..<2_000_000 { let g = f; f = { g() + 1 } }\nf = { 0 }",
            "Program crashed: Bad pointer dereference"
        ),
        (
            "indirect enum L { case node(Int, L), end }\nvar l = L.end\nfor i in 0..<1_000_000 { l = .node(i, l) }\nprint(l)\nl = .end",
            "node(999999, "
        ),
        (
            "let x = " + String(repeating: "[", count: 32) + "1" + String(repeating: "]", count: 32),
            "error: "
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
