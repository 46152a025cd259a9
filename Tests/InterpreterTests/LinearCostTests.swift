import Foundation
import Interpreter
import TestSupport
import Testing

/// Costs the step budget does not bound grow linearly with the input (issue #15): a long line,
/// a long array literal, many subscriptions in one input. Each test times two sizes, four times
/// apart, and fails when the larger takes more than ten times the smaller (linear is about 4×,
/// quadratic about 16×), so a loaded machine does not make it fail but quadratic growth does.
@Suite(.serialized) struct LinearCostTests {
    /// Seconds to check and run `input` in a fresh interpreter, as the REPL does.
    private func seconds(_ input: String, expecting output: String) -> Double {
        let interpreter = makeInterpreter()
        let start = Date()
        _ = interpreter.isComplete(input)
        let result = interpreter.run(input)
        let elapsed = Date().timeIntervalSince(start)
        expectEqual(result.output, output, "\(result.errors.map(\.message))")
        return elapsed
    }

    private func expectLinear(_ small: Double, _ large: Double, _ what: String) {
        expectTrue(large < max(small, 0.05) * 10, "\(what): \(small) s, then \(large) s for four times as much")
    }

    @Test func aLongStringLiteralLine() {
        func line(_ count: Int) -> String { "let s = \"" + String(repeating: "a", count: count) + "\"\nprint(s.count)" }
        let small = seconds(line(50_000), expecting: "50000\n")
        let large = seconds(line(200_000), expecting: "200000\n")
        expectLinear(small, large, "string literal")
    }

    @Test func aLongArrayLiteral() {
        func line(_ count: Int) -> String {
            "let a = [" + Array(repeating: "1", count: count).joined(separator: ", ") + "]\nprint(a.count)"
        }
        let small = seconds(line(2_500), expecting: "2500\n")
        let large = seconds(line(10_000), expecting: "10000\n")
        expectLinear(small, large, "array literal")
    }

    @Test func manySubscriptionsInOneInput() {
        func input(_ count: Int) -> String {
            "let subject = PublishSubject<Int>()\nfor _ in 0..<\(count) { _ = subject.subscribe(onNext: { _ in }) }\nprint(\"done\")"
        }
        let small = seconds(input(10_000), expecting: "done\n")
        let large = seconds(input(40_000), expecting: "done\n")
        expectLinear(small, large, "subscriptions")
    }
}
