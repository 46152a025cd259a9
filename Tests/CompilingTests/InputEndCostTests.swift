@testable import Compiling
import Foundation
import TestSupport
import Testing

/// Where an input ends costs time linear in its length (issue 32): the inputs that kept rxplay
/// busy for minutes, each decided in under 2 s of a debug build on a busy machine.
@Suite("Where an input ends, in linear time")
struct InputEndCostTests {
    /// `let x = 5`, then an `if … else if …` chain of `clauses` clauses, one `print` each.
    static func chain(clauses: Int) -> [String] {
        var lines = ["if x == 0 {", "    print(0)"]
        for clause in 1..<clauses {
            lines += ["} else if x == \(clause) {", "    print(\(clause))"]
        }
        return lines + ["}"]
    }

    /// `if true {` `depth` times, a `print`, and the braces that close them.
    static func nesting(depth: Int) -> [String] {
        Array(repeating: "if true {", count: depth) + ["print(1)"] + Array(repeating: "}", count: depth)
    }

    /// The seconds `body` takes.
    static func seconds(_ body: () -> Void) -> Double {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    @Test("a 20,000-clause if … else if … chain, 780 KB: whole at its last line only, line by line and at once")
    func longChain() {
        let lines = Self.chain(clauses: 20_000)
        var input = GrowingInput()
        var answers: [Bool] = []
        let growing = Self.seconds { answers = lines.map { input.add($0) } }
        expectEqual(answers.lastIndex(of: true), lines.count - 1)
        expectEqual(answers.filter { $0 }.count, 1)
        expectTrue(growing < 2, "line by line: \(growing) s")
        // Asked of the whole text once (a paste), it is read by its characters, not parsed (one
        // parse took 23 s in a debug build).
        let text = lines.joined(separator: "\n")
        var complete = false
        let once = Self.seconds { complete = InputCompleteness.isComplete(text) }
        expectTrue(complete)
        expectTrue(once < 2, "at once: \(once) s")
    }

    @Test("16,000 nested braces: whole where the last one closes, never parsed")
    func deepNesting() {
        let lines = Self.nesting(depth: 16_000)
        var input = GrowingInput()
        var answers: [Bool] = []
        let growing = Self.seconds { answers = lines.map { input.add($0) } }
        expectEqual(answers.firstIndex(of: true), lines.count - 1)
        expectTrue(growing < 2, "line by line: \(growing) s")
        // The same on one line, and brackets instead of braces.
        let oneLine = "let a = " + String(repeating: "(", count: 16_000) + "1" + String(repeating: ")", count: 16_000)
        var complete = false
        let once = Self.seconds { complete = InputCompleteness.isComplete(oneLine) }
        expectTrue(complete)
        expectTrue(once < 2, "one line: \(once) s")
        expectTrue(!InputCompleteness.isComplete(String(oneLine.dropLast())))
    }

    @Test(
        "a 1 MB line: a string, an array, a sum; each whole at once",
        arguments: [
            "let s = \"" + String(repeating: "x", count: 1_000_000) + "\"",
            "let a = [" + Array(repeating: "1", count: 350_000).joined(separator: ", ") + "]",
            "let s = " + Array(repeating: "1", count: 250_000).joined(separator: " + "),
        ])
    func megabyteLine(_ line: String) {
        var input = GrowingInput()
        var complete = false
        let growing = Self.seconds { complete = input.add(line) }
        expectTrue(complete)
        expectTrue(growing < 2, "\(growing) s")
        // Unfinished by its characters: it waits for more.
        var open = GrowingInput()
        expectTrue(!open.add(line + " +"))
        expectTrue(!open.add("  (1"))
        expectTrue(open.add("  )"))
    }

    @Test("600 lines each of which may end the input, none of which does: the parser reads a bounded share")
    func manyPlacesToEnd() {
        // An attribute waits for its declaration: the parser says so at every line. Read again
        // at every line, the text would have taken the parser through 4.6 MB (about 5 minutes in
        // a debug build); here it reads at most 8 KB and three times the input.
        let lines =
            Array(repeating: "@available(*, deprecated)", count: 600) + Array(repeating: "func f() {}", count: 1_000)
        var input = GrowingInput()
        var answers: [Bool] = []
        let growing = Self.seconds { answers = lines.map { input.add($0) } }
        // It ends at a line where it may: the first function, or, the parser's share spent, a
        // later one before the input is half as long again.
        let end = answers.firstIndex(of: true) ?? lines.count
        func length(through line: Int) -> Int {
            lines[...min(line, lines.count - 1)].joined(separator: "\n").utf8.count
        }
        expectTrue(end >= 600 && end < lines.count, "ends at line \(end + 1)")
        expectTrue(2 * length(through: end) <= 3 * length(through: 600), "ends at line \(end + 1)")
        expectTrue(growing < 10, "\(growing) s")
    }

    @Test("a short input's answers are as InputCompleteness gives them at every line")
    func shortInputsExact() {
        let inputs = [
            "let names = [\"a\",\n\"b\",\n\"c\"]", "func f() {\n  let = = (\n", "print(1\n2)",
            "class A {\n  var x = 1\n}",
            "let f = { [weak self] value\nin\nprint(value)\n}", "#if DEBUG\nlet a = 1\n#endif",
            "let s = \"\"\"\nabc\n\"\"\"",
            "/* a\n b */ let x = 1",
            "func same<T: Sequence>(_ a: T) -> Bool\n    where T.Element: Equatable\n{\n    true\n}",
            "let x = \"a\\\nb\"", "let r = #\"\"\"\nthree: \"\"\"\n\"\"\"#", "let x = 1 +\n2", "let 1x = [\n1",
        ]
        for text in inputs {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var input = GrowingInput()
            for (index, line) in lines.enumerated() {
                let prefix = lines[...index].joined(separator: "\n")
                expectEqual(input.add(line), InputCompleteness.isComplete(prefix), "\(prefix)")
                expectEqual(input.text, prefix)
            }
        }
    }

    @Test("the scan line by line is the scan of the whole text")
    func scanLineByLine() {
        let texts = [
            "let x = \"a\\\nb\"", "let r = #\"\"\"\nthree: \"\"\"\n\"\"\"#", "s.map {\n  \"\\($0 + 1)\"\n}",
            "/* a /* b\n */ c */ f(", "let s = \"open\nx", "// only\n#if X\nf(\n#endif", "let é = [\u{A0}1,\n",
            "#ifdef\n#if A", "x // (\n(",
        ]
        for text in texts {
            let whole = LexicalScan(text)
            var scan = LexicalScan()
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) { scan.addLine(String(line)) }
            expectEqual(scan.end, whole.end, "\(text)")
            expectEqual(scan.openBrackets, whole.openBrackets, "\(text)")
            expectEqual(scan.hasCode, whole.hasCode, "\(text)")
            expectEqual(scan.mayEnd, whole.mayEnd, "\(text)")
            expectEqual(scan.openConditionals, whole.openConditionals, "\(text)")
            expectEqual(scan.length, text.utf8.count, "\(text)")
        }
        expectEqual(LexicalScan("#ifdef\n#if A").openConditionals, 1)
        expectEqual(LexicalScan("#if A\n\"#endif\"").openConditionals, 1)
        expectEqual(LexicalScan("f(1,").mayEnd, false)
        expectEqual(LexicalScan("x = 1 // ,").mayEnd, true)
        expectEqual(LexicalScan("\u{A0}").hasCode, false)
        expectEqual(LexicalScan("é").hasCode, true)
    }

    @Test("a text longer than the playground reads is said to be, with its length")
    func length() {
        expectEqual(InputLength.largest, 65_536)
        expectEqual(InputLength.tooLong(String(repeating: "x", count: 65_536)), nil)
        expectEqual(InputLength.tooLong(String(repeating: "é", count: 32_769)), 65_538)
    }
}
