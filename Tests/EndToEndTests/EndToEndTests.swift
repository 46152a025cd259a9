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
        /// The standard output as the bytes rxplay wrote.
        var outputBytes: [UInt8] = []
    }

    static func run(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], in folder: URL? = nil,
        inputBytes: [UInt8]? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        if let folder { process.currentDirectoryURL = folder }
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = NSTemporaryDirectory() + "rxplay-e2e-\(getpid())"
        // Piped, rxplay draws at $COLUMNS, else 80: the tests expect 80 unless they say.
        env["COLUMNS"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(inputBytes ?? Array(input.utf8)))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            output: String(decoding: output, as: UTF8.self), errorOutput: String(decoding: errors, as: UTF8.self),
            status: process.terminationStatus, outputBytes: Array(output))
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

    @Test("widths and --time past their bounds are refused or clamped, never a crash (2^63-1 crashed :marbles)")
    func boundedOptions() throws {
        let most = String(Int.max)
        let wide = try Self.run(["--width", most], input: ":time\n")
        expectEqual(wide.status, 64)
        expectTrue(wide.errorOutput.hasPrefix("Error: --width must be at most 1000\n"), "\(wide.errorOutput)")
        for time in [most + "m", "61m", "99999999999999999999999s"] {
            let run = try Self.run(["run", "--time", time, "/dev/null"])
            expectEqual(run.status, 64)
            expectTrue(run.errorOutput.hasPrefix("Error: --time must be at most 60m\n"), "\(time): \(run.errorOutput)")
        }
        let columns = try Self.run(
            [], input: "let s = PublishSubject<Int>()\ns.onNext(1)\n:marbles\n", environment: ["COLUMNS": most])
        expectEqual(columns.output, "    1\ns  ─1─\n")
        expectEqual(columns.status, 0)
    }

    @Test(
        "rxplay run runs no meta-commands: a :save line is a Swift error and writes nothing; --help names --allow-files"
    )
    func runWritesNoFiles() throws {
        let folder = NSTemporaryDirectory() + "rxplay-run-save-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "print(1)\n:save \(folder)/out.swift\n".write(
            toFile: folder + "/s.swift", atomically: false, encoding: .utf8)
        let outcome = try Self.run(["run", folder + "/s.swift"])
        expectEqual(outcome.status, 1)
        expectTrue(outcome.errorOutput.contains("error: expected expression"), "\(outcome.errorOutput)")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder), ["s.swift"])
        let help = try Self.run(["--help"]).output
        expectTrue(help.contains("--allow-files"), "\(help)")
        for command in [["repl"], ["lesson"]] {
            expectTrue(try Self.run(command + ["--help"]).output.contains("--allow-files"))
        }
    }

    @Test(
        "--allow-files lets a :load script and a playground page taken as a lesson write files; without it they are refused"
    )
    func allowFiles() throws {
        let folder = NSTemporaryDirectory() + "rxplay-allow-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Page.playground", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/script.swift"
        try "// saves\n:save \(folder)/out.swift\n".write(toFile: script, atomically: false, encoding: .utf8)
        let refused = try Self.run([], input: ":load \(script)\n")
        expectEqual(
            refused.output,
            "\(script):2: error: :save writes a file; a command in a lesson, a playground page or a loaded script "
                + "may not (rxplay --allow-files allows it)\n")
        let allowed = try Self.run(["--allow-files"], input: ":load \(script)\n")
        expectEqual(allowed.output, "saved 0 inputs to \(folder)/out.swift\n")
        let page = folder + "/Page.playground/Contents.swift"
        try "// the page\n:marbles --svg \(folder)/page.svg\n".write(toFile: page, atomically: false, encoding: .utf8)
        let lesson = try Self.run(["lesson", folder + "/Page.playground"])
        expectTrue(lesson.output.contains("\(page):2: error: :marbles writes a file; "), "\(lesson.output)")
        expectTrue(!FileManager.default.fileExists(atPath: folder + "/page.svg"))
        let allowedLesson = try Self.run(["lesson", "--allow-files", folder + "/Page.playground"])
        expectTrue(allowedLesson.output.contains("wrote \(folder)/page.svg\n"), "\(allowedLesson.output)")
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
        var kill: Bool?
        var run: [String]?
        var editing: Bool?
        var optional: Bool?
        var within: Double?

        /// Types `keys` at the line editor (once it reads keys), then waits until `text` shows
        /// (by default the next prompt).
        static func type(_ keys: String, until text: String? = "rx> ") -> PtyStep {
            PtyStep(send: keys, expect: text, editing: true)
        }

        /// Types `keys` at the line editor, then waits at most `seconds` for `text` to show.
        static func type(_ keys: String, until text: String, within seconds: Double) -> PtyStep {
            PtyStep(send: keys, expect: text, editing: true, within: seconds)
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

        /// Runs `command` to its end while the program goes on (to wait for something it does).
        static func run(_ command: [String]) -> PtyStep { PtyStep(run: command) }

        /// Closes the terminal.
        static let hangUp = PtyStep(hangup: true)

        /// Kills the program (SIGKILL), as a crash would end it.
        static let kill = PtyStep(kill: true)

        /// Runs another whole pseudo-terminal session through `steps` while this one waits.
        static func otherSession(_ steps: [PtyStep], environment: [String: String]) throws -> PtyStep {
            let json = try JSONEncoder().encode([PtyStep.wait(for: "rx> ")] + steps)
            let arguments = environment.map { "\($0.key)=\($0.value)" }
            return PtyStep(
                run: ["/usr/bin/env"] + arguments + [
                    "python3", here.appendingPathComponent("pty_driver.py").path, binary,
                    String(decoding: json, as: UTF8.self),
                ])
        }
    }

    /// The processes whose environment holds `entry` (`NAME=value`): a session's rxplay and its
    /// runner, told apart from any other by a state folder of their own.
    static func processes(withEnvironment entry: String) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).filter { pid in
            guard let data = ProcFile.contents("/proc/\(pid)/environ") else { return false }
            return data.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == entry }
        }
    }

    /// Waits up to `seconds` for no process to have `entry` in its environment; those left.
    static func survivors(withEnvironment entry: String, within seconds: Double = 5) -> [Int32] {
        let deadline = Date().addingTimeInterval(seconds)
        var left = processes(withEnvironment: entry)
        while !left.isEmpty, Date() < deadline {
            usleep(100_000)
            left = processes(withEnvironment: entry)
        }
        return left
    }

    /// Runs `rxplay` in a pseudo-terminal through `steps` (after waiting for its first prompt)
    /// and returns the screen, `\r` removed, ending with `EXIT <code>`.
    static func pty(
        _ steps: [PtyStep], arguments: [String] = [], environment: [String: String] = [:],
        firstPrompt: String = "rx> ", program: String = binary
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let json = try JSONEncoder().encode([PtyStep.wait(for: firstPrompt)] + steps)
        process.arguments =
            [
                "python3", here.appendingPathComponent("pty_driver.py").path, program,
                String(decoding: json, as: UTF8.self),
            ] + arguments
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = NSTemporaryDirectory() + "rxplay-pty-\(getpid())"
        env["COLUMNS"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }

    /// The session's note on an input Ctrl-C stopped, on its own line.
    static let interruptedNote = "(interrupted: the input is dropped; the session is as it was before it)\n"

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
                .press("\u{03}", until: Self.interruptedNote + "rx> "),
                // Ctrl-C at the prompt drops the line being typed; the prompt is back at once.
                .type("let open = (\u{03}", until: "rx> ", within: 1),
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
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
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

    @Test("closing the terminal stops the running statement, keeps the whole history and leaves no process behind")
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
        expectEqual(
            history,
            "_HiStOrY_V2_\nlet\\040marker\\040=\\04042\nvar\\040n\\040=\\0400;\\040while\\040true\\040{\\040n\\040+=\\0401\\040}\n"
        )
        // The history and its lock, no temporary file left behind.
        try expectEqual(
            FileManager.default.contentsOfDirectory(atPath: state + "/rxplay").sorted(), [".history.lock", "history"])
        // Neither rxplay nor the runner that ran the loop is left (the runner leaves with rxplay).
        expectEqual(Self.survivors(withEnvironment: "XDG_STATE_HOME=" + state), [])
    }

    @Test("kill -9 keeps every line accepted so far, in libedit's format: the next session's Up recalls them")
    func killedSessionKeepsHistory() throws {
        let state = NSTemporaryDirectory() + "rxplay-killed-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["XDG_STATE_HOME": state]
        let killed = try Self.pty(
            [
                .type("40 + 2\n", until: "Int = 42\nrx> "), .type("print(\"a\\\\b  c\")\n", until: "a\\b  c\nrx> "),
                .kill,
            ],
            environment: environment)
        expectTrue(killed.hasSuffix("EXIT -9\n"), "\(killed)")
        expectEqual(Self.survivors(withEnvironment: "XDG_STATE_HOME=" + state), [], "the runner leaves with rxplay")
        let history = try String(contentsOfFile: state + "/rxplay/history", encoding: .utf8)
        expectEqual(history, "_HiStOrY_V2_\n40\\040+\\0402\nprint(\"a\\\\\\\\b\\040\\040c\")\n")
        let next = try Self.pty(
            [
                .type("\u{1b}[A\n", until: "a\\b  c\nrx> "),
                .type("\u{1b}[A\u{1b}[A\u{1b}[A\n", until: "Int = 42\nrx> "),
                .type("\u{04}", until: nil),
            ], environment: environment)
        expectTrue(next.hasSuffix("EXIT 0\n"), "\(next)")
    }

    @Test("a history grown past 2,000 lines is written down to its last 1,000 at the start; Up recalls the last")
    func historyIsCompacted() throws {
        let state = NSTemporaryDirectory() + "rxplay-long-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: state + "/rxplay", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: state) }
        let lines = (0..<2_500).map { ":help\\040wait\\040\($0)" }
        try ("_HiStOrY_V2_\n" + lines.joined(separator: "\n") + "\n")
            .write(toFile: state + "/rxplay/history", atomically: false, encoding: .utf8)
        let screen = try Self.pty(
            [.type("\u{1b}[A", until: ":help wait 2499"), .type("\u{15}\u{04}", until: nil)],
            environment: ["XDG_STATE_HOME": state])
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
        let kept = try String(contentsOfFile: state + "/rxplay/history", encoding: .utf8)
        expectEqual(kept, "_HiStOrY_V2_\n" + lines.suffix(1_000).joined(separator: "\n") + "\n")
    }

    @Test("two sessions at once interleave their history; the last to quit erases nothing")
    func twoSessionsShareHistory() throws {
        let state = NSTemporaryDirectory() + "rxplay-two-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["XDG_STATE_HOME": state]
        let other = try PtyStep.otherSession(
            [.type("2 + 2\n", until: "Int = 4\nrx> "), .type("\u{04}", until: nil)], environment: environment)
        let screen = try Self.pty(
            [
                .type("1 + 1\n", until: "Int = 2\nrx> "), other, .type("3 + 3\n", until: "Int = 6\nrx> "),
                .type("\u{04}", until: nil),
            ],
            environment: environment)
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
        let history = try String(contentsOfFile: state + "/rxplay/history", encoding: .utf8)
        expectEqual(history, "_HiStOrY_V2_\n1\\040+\\0401\n2\\040+\\0402\n3\\040+\\0403\n")
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
