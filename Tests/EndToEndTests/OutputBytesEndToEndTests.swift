import Foundation
import TestSupport
import Testing

/// What a program prints reaches rxplay's standard output as the program's own build prints it:
/// byte for byte, invalid UTF-8 too, but for the sequences that reach past its text, which are
/// shown visibly unless `--raw-output` (issue 38).
@Suite("rxplay's output, byte for byte", .serialized)
struct OutputBytesEndToEndTests {
    struct Outcome {
        var output: [UInt8]
        var errorOutput: String
        var status: Int32
    }

    /// Runs the built rxplay with `arguments` and `input` on its standard input; its standard
    /// output as bytes.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Outcome {
        let outcome = try EndToEndTests.run(arguments, input: input, environment: environment)
        return Outcome(output: outcome.outputBytes, errorOutput: outcome.errorOutput, status: outcome.status)
    }

    /// A program file holding `text`, removed after `body`.
    static func withProgram<T>(_ text: String, _ body: (String) throws -> T) throws -> T {
        let file = NSTemporaryDirectory() + "rxplay-bytes-\(getpid())-\(UUID().uuidString).swift"
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try body(file)
    }

    static let invalidBytes = """
        import Foundation
        FileHandle.standardOutput.write(Data([0xff, 0xfe, 0x41, 0x0a]))

        """

    @Test("rxplay run passes invalid UTF-8 through a pipe unchanged, as the program's own build does")
    func invalidUTF8() throws {
        let outcome = try Self.withProgram(Self.invalidBytes) { try Self.run(["run", $0]) }
        expectEqual(outcome.output, [0xFF, 0xFE, 0x41, 0x0A])
        expectEqual(outcome.status, 0)
    }

    @Test("the REPL through a pipe passes invalid UTF-8 unchanged")
    func invalidUTF8AtThePrompt() throws {
        let outcome = try Self.run(
            [], input: #"import Foundation; FileHandle.standardOutput.write(Data([0xff, 0x41, 0x0a]))"# + "\n")
        expectEqual(outcome.output, [0xFF, 0x41, 0x0A])
    }

    static let hostile = #"""
        print("\u{1B}]52;c;aGk=\u{07}\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[8mhidden\u{1B}[201~\u{1B}[31mred\u{1B}[0m")

        """#

    @Test("rxplay run shows the clipboard, title, clear, concealing and paste-end sequences; colors pass")
    func shownSequences() throws {
        let outcome = try Self.withProgram(Self.hostile) { try Self.run(["run", $0]) }
        expectEqual(
            String(decoding: outcome.output, as: UTF8.self),
            "␛]52;c;aGk=␇␛]0;pwned␇␛[2J␛[8mhidden␛[201~\u{1B}[31mred\u{1B}[0m\n")
    }

    @Test("--raw-output passes everything as printed: rxplay run, and the REPL")
    func rawOutput() throws {
        let printed = Array(
            "\u{1B}]52;c;aGk=\u{07}\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[8mhidden\u{1B}[201~\u{1B}[31mred\u{1B}[0m\n".utf8
        )
        let run = try Self.withProgram(Self.hostile) { try Self.run(["run", "--raw-output", $0]) }
        expectEqual(run.output, printed)
        let repl = try Self.run(["--raw-output"], input: Self.hostile)
        expectEqual(repl.output, printed)
        for command in [["run"], ["lesson"], ["app"], ["repl"]] {
            let help = try Self.run(command + ["--help"])
            expectTrue(String(decoding: help.output, as: UTF8.self).contains("--raw-output"), "\(command)")
        }
    }

    @Test(
        "a scratch folder that cannot be made is said in the session's words and language, exit 2",
        arguments: [
            ("en", "rxplay: cannot make the session's scratch folder in /nonexistent/tmp: no such file or folder\n"),
            ("ko", "rxplay: 세션의 임시 폴더를 만들 수 없습니다 (/nonexistent/tmp): 그런 파일이나 폴더가 없습니다\n"),
        ])
    func scratchFolder(language: String, expected: String) throws {
        let outcome = try Self.withProgram("print(1)\n") { file in
            try Self.run(["run", "--lang", language, file], environment: ["TMPDIR": "/nonexistent/tmp"])
        }
        expectEqual(outcome.errorOutput.split(separator: "\n").last.map { $0 + "\n" }, expected)
        expectEqual(outcome.output, [])
        expectEqual(outcome.status, 2)
    }
}
