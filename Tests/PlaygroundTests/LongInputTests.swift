import Foundation
@testable import Playground
import TestSupport
import Testing

/// Inputs too long or nested too deeply for the playground to read (issue 32): each is gathered
/// in time linear in its length, refused with a message naming its length and the limit, and the
/// session goes on. A 20,000-clause chain, piped, kept rxplay busy for 18 minutes.
@Suite("Long inputs")
struct LongInputTests {
    /// An `if … else if …` chain of `clauses` clauses over `x`, one `print` each.
    static func chain(clauses: Int) -> [String] {
        var lines = ["if x == 0 {", "    print(0)"]
        for clause in 1..<clauses {
            lines += ["} else if x == \(clause) {", "    print(\(clause))"]
        }
        return lines + ["}"]
    }

    /// The seconds `body` takes.
    static func seconds(_ body: () -> Void) -> Double {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    /// A console whose own texts are in `language`.
    static func console(in language: LessonLanguage) -> CompiledConsole {
        var options = SessionOptions(lessonsDirectory: "/nonexistent")
        options.lessonLanguage = language
        return makeConsole(options: options)
    }

    /// The inputs `lines` make, fed one at a time.
    static func inputs(_ lines: [String]) -> (inputs: [String], time: WorkTime) {
        var assembler = InputAssembler()
        let (inputs, time) = WorkTime.of {
            var inputs: [String] = []
            for line in lines {
                if let input = assembler.add(line) { inputs.append(input) }
            }
            return inputs
        }
        return (inputs, time)
    }

    @Test("a 20,000-clause chain, line by line, is one input at its last line, gathered in under 2 s")
    func chainGathered() {
        let lines = ["let x = 5"] + Self.chain(clauses: 20_000) + ["print(\"next\")"]
        let gathered = Self.inputs(lines)
        expectEqual(gathered.inputs.count, 3)
        expectEqual(gathered.inputs.first, "let x = 5")
        expectEqual(gathered.inputs.dropFirst().first?.utf8.count, 777_774)
        expectEqual(gathered.inputs.last, "print(\"next\")")
        expectTrue(gathered.time.within(2), "\(gathered.time)")
    }

    @Test("16,000 nested braces, one a line, are one input up to the last closing brace")
    func nestingGathered() {
        let depth = 16_000
        let lines = Array(repeating: "if true {", count: depth) + ["print(1)"] + Array(repeating: "}", count: depth)
        let gathered = Self.inputs(lines + ["print(\"next\")"])
        // The 25th brace no longer ends the input, leaving 16,000 braces to run one by one.
        expectEqual(gathered.inputs.count, 2)
        expectEqual(gathered.inputs.first, lines.joined(separator: "\n"))
        expectTrue(gathered.time.within(2), "\(gathered.time)")
    }

    @Test("a 1 MB line is one input at once")
    func megabyteLine() {
        let line = "let a = [" + Array(repeating: "1", count: 350_000).joined(separator: ", ") + "]"
        let gathered = Self.inputs([line, "print(\"next\")"])
        expectEqual(gathered.inputs, [line, "print(\"next\")"])
        expectTrue(gathered.time.within(2), "\(gathered.time)")
    }

    @Test("a script of the chain with a mistake inside is cut into the same statements, in linear time")
    func scriptPieces() {
        var chain = Self.chain(clauses: 20_000)
        // Past the parser's free share of the input, so only the characters decide where it ends.
        chain[39_000] = "    print(2 2)"
        let lines = ["let x = 5"] + chain + ["print(\"next\")"]
        let (pieces, time) = WorkTime.of {
            ScriptInputs(lines: lines).pieces.map { "\($0.kind) \($0.startLine)-\($0.endLine)" }
        }
        expectEqual(pieces, ["statement 1-1", "statement 2-40002", "statement 40003-40003"])
        expectTrue(time.within(2), "\(time)")
    }

    @Test("an input too long to read is refused with its length and the limit; the next input runs")
    func refusedAndGoesOn() {
        let console = makeConsole()
        let lines = ["let x = 5"] + Self.chain(clauses: 20_000) + ["print(\"next\")"]
        var output = ""
        let time = Self.seconds { output = console.submit(lines.joined(separator: "\n")).output }
        expectEqual(
            output,
            "error: this code is 760 KB, more than the 64 KB the playground reads at once: split it into smaller "
                + "inputs or files\nnext\n")
        expectTrue(time < 20, "\(time) s")
        // Pasted, the lines are one unit, refused as a whole.
        let pasted = Self.seconds { output = console.submitPaste(lines).output }
        expectEqual(
            output,
            "error: this code is 760 KB, more than the 64 KB the playground reads at once: split it into smaller "
                + "inputs or files\n")
        expectTrue(pasted < 20, "\(pasted) s")
        expectEqual(console.submit("print(x)").output, "5\n")
    }

    @Test("the refusal in each language", arguments: LessonLanguage.allCases)
    func refusalTexts(_ language: LessonLanguage) {
        let texts = SessionTexts(language: language)
        let expected: [LessonLanguage: String] = [
            .en: "this code is 65 KB, more than the 64 KB the playground reads at once: split it into smaller inputs or files",
            .vi: "đoạn code này dài 65 KB, vượt quá 64 KB mà playground đọc được một lần: hãy chia nó thành các lần nhập "
                + "hoặc tệp nhỏ hơn",
            .ko: "이 코드는 65 KB로, playground가 한 번에 읽는 64 KB보다 큽니다. 더 작은 입력이나 파일로 나누세요",
        ]
        expectEqual(texts.tooLong(bytes: 65_537, limit: 65_536), expected[language])
        let console = Self.console(in: language)
        let long = "let s = \"" + String(repeating: "x", count: 65_527) + "\""
        expectEqual(console.submit(long).output, "error: " + texts.tooLong(bytes: 65_537, limit: 65_536) + "\n")
    }

    @Test("a compile past its time limit is stopped with a message in each language; the next input runs")
    func compilerStopped() {
        // The type checker tries for half a minute before it gives up on this one line.
        let slow = "let y = " + Array(repeating: "Optional(1)", count: 40).joined(separator: " ?? ")
        for language in LessonLanguage.allCases {
            let console = Self.console(in: language)
            console.compiled.compileTimeLimit = 1
            var output = ""
            let time = Self.seconds { output = console.submit(slow).output }
            expectEqual(output, LineFit.fit("error: " + SessionTexts(language: language).compilerTimedOut(seconds: 1), width: 80) + "\n")
            expectTrue(time < 10, "\(time) s")
            expectEqual(console.submit("print(\"next\")").output, "next\n")
        }
        let expected: [LessonLanguage: String] = [
            .en: "the compiler took more than 30 s on this input and was stopped; the session is as it was before this input",
            .vi: "trình biên dịch chạy quá 30 s với lần nhập này nên đã bị dừng; phiên vẫn như trước lần nhập này",
            .ko: "컴파일러가 이 입력에 30초 넘게 걸려서 멈췄습니다. 세션은 이 입력 전 그대로입니다",
        ]
        for language in LessonLanguage.allCases {
            expectEqual(SessionTexts(language: language).compilerTimedOut(seconds: 30), expected[language])
        }
    }
}
