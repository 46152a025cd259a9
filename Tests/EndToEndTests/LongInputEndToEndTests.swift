import Foundation
import TestSupport
import Testing

/// The inputs that kept rxplay's own process busy (issue 32), piped into the built rxplay one
/// after another: a 20,000-clause `if … else if …` chain (18 minutes and 2.1 GB before), 16,000
/// nested braces and a 1 MB line. Each is refused at once with its length and the limit, and
/// the input after them runs.
@Suite("rxplay refuses what it cannot read and goes on")
struct LongInputEndToEndTests {
    @Test("a 20,000-clause chain, 16,000 nested braces and a 1 MB line: three refusals, then the next input runs")
    func pathologicalInputs() throws {
        var lines = ["let x = 5", "if x == 0 {", "    print(0)"]
        for clause in 1..<20_000 {
            lines += ["} else if x == \(clause) {", "    print(\(clause))"]
        }
        lines.append("}")
        lines += Array(repeating: "if true {", count: 16_000) + ["print(1)"] + Array(repeating: "}", count: 16_000)
        lines.append("let a = [" + Array(repeating: "1", count: 350_000).joined(separator: ", ") + "]")
        lines.append("print(x)")
        let start = Date()
        let outcome = try EndToEndTests.run([], input: lines.joined(separator: "\n") + "\n")
        let seconds = Date().timeIntervalSince(start)
        let refusal = { (size: String) in
            "error: this code is \(size), more than the 64 KB the playground reads at once: split it into smaller "
                + "inputs or files\n"
        }
        expectEqual(outcome.output, refusal("760 KB") + refusal("188 KB") + refusal("1.1 MB") + "5\n")
        expectEqual(outcome.errorOutput, "")
        expectEqual(outcome.status, 0)
        // Two compiles and a runner's start, on a busy machine; rxplay's own work is about 2 s
        // of a debug build.
        expectTrue(seconds < 60, "\(seconds) s")
    }
}
