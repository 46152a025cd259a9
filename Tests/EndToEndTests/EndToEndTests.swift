import Foundation
import TestSupport
import Testing

/// Runs the built `rxplay` the way people do: through pipes, with scripts, and in a
/// pseudo-terminal (prompt, history, completion, Ctrl-C, Ctrl-D, emoji).
@Suite("rxplay end to end", .serialized)
struct EndToEndTests {
    /// The executable, built next to the test bundle by `swift test`.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("rxplay").path

    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    struct Outcome {
        var output: String
        var errorOutput: String
        var status: Int32
    }

    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = NSTemporaryDirectory() + "rxplay-e2e-\(getpid())"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            output: String(decoding: output, as: UTF8.self), errorOutput: String(decoding: errors, as: UTF8.self),
            status: process.terminationStatus)
    }

    @Test("piped input: no prompt, no banner, output only; exit 0 at the end")
    func pipedInput() throws {
        let outcome = try Self.run(
            [], input: "let s = PublishSubject<Int>()\ns.subscribe(onNext: { print($0) })\ns.onNext(7)\n")
        expectEqual(outcome.output, "Disposable = Disposable\n7\n")
        expectEqual(outcome.status, 0)
    }

    @Test("rxplay run FILE runs a Swift file as a program and exits 0")
    func runScript() throws {
        let file = NSTemporaryDirectory() + "ok-\(getpid()).swift"
        try
            "import RxRelay\nlet r = BehaviorRelay(value: 1)\n_ = r.subscribe(onNext: { print(\"r:\", $0) })\nr.accept(2)\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = try Self.run(["run", file])
        // A program shows no values of bare expressions (the REPL does).
        expectEqual(outcome.output, "r: 1\nr: 2\n")
        expectEqual(outcome.status, 0)
    }

    @Test("rxplay run on a missing file says so and exits 2")
    func runMissingFile() throws {
        let outcome = try Self.run(["run", "/no/such/file.swift"])
        expectEqual(outcome.errorOutput, "rxplay: cannot read /no/such/file.swift\n")
        expectEqual(outcome.status, 2)
    }

    @Test("--version and --help")
    func versionAndHelp() throws {
        try expectEqual(Self.run(["--version"]).output, "0.1.0\n")
        let help = try Self.run(["--help"]).output
        expectTrue(help.contains("USAGE: rxplay <subcommand>"))
        expectTrue(help.contains("lesson"))
    }

    @Test("a wrong option is refused with the right form")
    func wrongOption() throws {
        let outcome = try Self.run(["--width", "5"])
        expectTrue(outcome.status != 0)
        expectTrue(outcome.errorOutput.contains("--width must be at least 20"))
    }

    @Test("shell completion scripts are generated")
    func completionScripts() throws {
        let outcome = try Self.run(["--generate-completion-script", "bash"])
        expectEqual(outcome.status, 0)
        expectTrue(outcome.output.contains("rxplay"))
    }

    // MARK: - Pseudo-terminal

    /// One step of a pseudo-terminal session: keys to type, then text to wait for.
    struct PtyStep: Encodable {
        var send: String?
        var expect: String?
        var hangup: Bool?
        var editing: Bool?
        var optional: Bool?

        /// Types `keys` at the line editor (once it reads keys), then waits until `text` shows
        /// (by default the next prompt).
        static func type(_ keys: String, until text: String? = "rx> ") -> PtyStep {
            PtyStep(send: keys, expect: text, editing: true)
        }

        /// Presses `keys` while a statement runs (not waiting for the line editor), then waits
        /// until `text` shows.
        static func press(_ keys: String, until text: String) -> PtyStep {
            PtyStep(send: keys, expect: text)
        }

        /// Waits until `text` shows.
        static func wait(for text: String) -> PtyStep { PtyStep(expect: text) }

        /// Presses `key`, then waits until `text` shows again; when the program has ended
        /// instead, the run ends there (a demo stepped to its end needs no more keys).
        static func key(_ key: String, until text: String) -> PtyStep {
            PtyStep(send: key, expect: text, optional: true)
        }

        /// Closes the terminal.
        static let hangUp = PtyStep(hangup: true)
    }

    /// Runs `rxplay` in a pseudo-terminal through `steps` (after waiting for its first prompt)
    /// and returns the screen, `\r` removed, ending with `EXIT <code>`.
    static func pty(
        _ steps: [PtyStep], arguments: [String] = [], environment: [String: String] = [:],
        firstPrompt: String = "rx> "
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let json = try JSONEncoder().encode([PtyStep.wait(for: firstPrompt)] + steps)
        process.arguments =
            [
                "python3", here.appendingPathComponent("pty_driver.py").path, binary,
                String(decoding: json, as: UTF8.self),
            ] + arguments
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = NSTemporaryDirectory() + "rxplay-pty-\(getpid())"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }

    @Test("in a terminal: banner, prompt, emoji, Tab after a dot, Up recalls, Ctrl-C stops a loop, Ctrl-D exits 0")
    func terminalSession() throws {
        let screen = try Self.pty(
            [
                .type("let dog = \"🐶\"\n"),
                .type("dog.cou\t", until: "nt"),
                .type("\n", until: "Int = 1\nrx> "),
                .type("\u{1b}[A\n", until: "Int = 1\nrx> "),
                // Ctrl-C right after the line is accepted, before the loop may even have started:
                // it belongs to the statement, which stops.
                .type("var n = 0; while true { n += 1 }\n", until: "{ n += 1 }\n"),
                .press("\u{03}", until: "(interrupted: the input is dropped; the session is as it was before it)"),
                .type("let open = (\u{03}"),
                .type("print(dog)\n", until: "🐶\nrx> "),
                .type("\u{04}", until: nil),
            ])
        expectTrue(
            screen.contains(
                "RxPlayground 0.1.0 · RxSwift 6 · Swift compiles what you type · :help for help, :lessons for lessons"))
        expectTrue(screen.contains("rx> let dog = \"🐶\""))
        expectTrue(screen.contains("rx> dog.cou"))
        expectTrue(screen.components(separatedBy: "Int = 1").count >= 3, "Tab completed, then Up recalled it")
        expectTrue(
            screen.contains("(interrupted: the input is dropped; the session is as it was before it)"), "\(screen)")
        expectTrue(screen.contains("🐶\n"))
        expectTrue(screen.hasSuffix("EXIT 0\n"))
    }

    @Test("Ctrl-D in the middle of an input drops that input and says so; on an empty line it leaves")
    func controlDInsideAnInput() throws {
        let screen = try Self.pty([
            .type("let xs = [1,\n", until: "... "),
            .type("\u{04}", until: "(the unfinished input is dropped; Ctrl-D on an empty line leaves)\nrx> "),
            .type("xs\n", until: "cannot find 'xs' in scope"),
            .type("print(\"still here\")\n", until: "still here\nrx> "),
            .type("\u{04}", until: nil),
        ])
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    @Test("closing the terminal stops the running statement and keeps the whole history")
    func hangUp() throws {
        let state = NSTemporaryDirectory() + "rxplay-hangup-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let screen = try Self.pty(
            [
                .type("let marker = 42\n"),
                .type("var n = 0; while true { n += 1 }\n", until: "{ n += 1 }\n"),
                .hangUp,
            ], environment: ["XDG_STATE_HOME": state])
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
        let history = try String(contentsOfFile: state + "/rxplay/history", encoding: .utf8)
        expectTrue(history.hasPrefix("_HiStOrY_V2_\n"))
        expectTrue(
            history.contains("let\\040marker\\040=\\04042\n") || history.contains("let marker = 42\n"), "\(history)")
        expectTrue(history.contains("while"), "\(history)")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: state + "/rxplay"), ["history"])
    }

    @Test("piped input that ends inside an unfinished input says so and exits 1")
    func pipedUnfinishedInput() throws {
        let outcome = try Self.run([], input: "print(1)\n\nlet xs = [1,\n  2,\n")
        expectEqual(
            outcome.output,
            """
            1
            error: the input ended inside the input that begins on line 3 (an open brace, bracket, parenthesis or string); it did not run

            """)
        expectEqual(outcome.status, 1)
    }
}
