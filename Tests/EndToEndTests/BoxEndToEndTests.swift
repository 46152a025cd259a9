import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The box seen from outside rxplay: learner code at a real terminal cannot reach that terminal,
/// and nothing rxplay starts outlives it, however it ends.
@Suite("the box, end to end", .serialized)
struct BoxEndToEndTests {
    @Test("at a real terminal, learner code cannot open it, type into it (TIOCSTI) or change its modes")
    func terminalIsOutOfReach() throws {
        let screen = try EndToEndTests.pty([
            .type("import Glibc\n"),
            .type(
                "let tty = open(\"/dev/tty\", O_RDONLY); print(\"tty:\", tty < 0 ? String(cString: strerror(errno)) : \"opened\")\n",
                until: "tty: "),
            .type(
                "var keys = Array(\"print(\\\"INJ\\\" + \\\"ECTED\\\")\\n\".utf8CString.dropLast()); var typed = 0; "
                    + "for k in keys.indices where ioctl(tty >= 0 ? tty : 0, UInt(TIOCSTI), &keys[k]) == 0 { typed += 1 }; "
                    + "print(\"typed:\", typed)\n",
                until: "typed: "),
            .type(
                "var mode = termios(); let fd = tty >= 0 ? tty : 0; _ = tcgetattr(fd, &mode); mode.c_lflag = 0; "
                    + "print(\"modes:\", tcsetattr(fd, TCSANOW, &mode) == 0 ? \"changed\" : String(cString: strerror(errno)))\n",
                until: "modes: "),
            .type("print(\"still\", \"here\")\n", until: "still here\nrx> "),
            .type("\u{04}", until: nil),
        ])
        expectTrue(screen.contains("tty: No such file or directory\n"), "\(screen)")
        expectTrue(screen.contains("typed: 0\n"), "\(screen)")
        expectTrue(screen.contains("modes: Operation not permitted\n"), "\(screen)")
        expectTrue(!screen.contains("INJECTED"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    @Test("rxplay killed while learner code runs: its runner and everything the code started end too")
    func runnerEndsWithRxplay() throws {
        let token = "rxplay-box-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = NSTemporaryDirectory() + "rxplay-e2e-\(getpid())"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let program = """
            import Foundation
            var child: pid_t = 0
            let words: [String] = ["/bin/sh", "-c", "sleep 300; : \(token)"]
            let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            _ = posix_spawn(&child, "/bin/sh", nil, nil, arguments, nil)
            print("spawned"); fflush(stdout)
            while true {}

            """
        input.fileHandleForWriting.write(Data(program.utf8))
        // The runner's own child is there once the loop runs.
        let started = Date()
        while Self.processes(containing: token).isEmpty && Date().timeIntervalSince(started) < 60 { usleep(20_000) }
        expectTrue(!Self.processes(containing: token).isEmpty, "learner code's child started")
        let runners = EndToEndTests.processes(withEnvironment: "RXPLAY_SESSION_PID=\(process.processIdentifier)")
        expectTrue(!runners.isEmpty, "the runner is found by its session")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let killed = Date()
        while Date().timeIntervalSince(killed) < 5
            && !(Self.processes(containing: token).isEmpty
                && EndToEndTests.processes(withEnvironment: "RXPLAY_SESSION_PID=\(process.processIdentifier)").isEmpty)
        {
            usleep(20_000)
        }
        expectEqual(Self.processes(containing: token), [])
        expectEqual(
            EndToEndTests.processes(withEnvironment: "RXPLAY_SESSION_PID=\(process.processIdentifier)"), [Int32]())
        expectTrue(Date().timeIntervalSince(killed) < 2, "gone within 2 s")
    }

    @Test("Ctrl-Z in a shell stops the runner with rxplay, and fg continues both")
    func suspendStopsTheRunner() throws {
        let state = NSTemporaryDirectory() + "rxplay-box-stop-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let report = state + "-states"
        defer {
            try? FileManager.default.removeItem(atPath: state)
            try? FileManager.default.removeItem(atPath: report)
        }
        // The states of rxplay and its runner (told apart by their state folder), as one line.
        let states = """
            for p in /proc/[0-9]*; do tr '\\0' '\\n' < $p/environ 2>/dev/null | grep -qx 'XDG_STATE_HOME=\(state)' \
            && printf '%s ' "$(cut -d' ' -f3 $p/stat)"; done >> \(report); echo >> \(report)
            """
        let screen = try EndToEndTests.pty(
            [
                // A prompt whose typed text is not the prompt itself (octal 076 is `>`).
                .type("PS1='sh\\076 '\n", until: "sh> "),
                .type("XDG_STATE_HOME=\(state) \(EndToEndTests.binary)\n", until: "rx> "),
                // A child of learner code that left the runner's session (and so its group).
                .type("if fork() == 0 { setsid(); while true {} }; while true {}\n", until: "while true {}\n"),
                .run(["sh", "-c", "sleep 0.5; " + states]),
                .press("\u{1A}", until: "Stopped"),
                .run(["sh", "-c", "sleep 0.5; " + states]),
                .type("fg\n", until: "rxplay"),
                .run(["sh", "-c", "sleep 0.5; " + states]),
                .press("\u{03}", until: "the session is as it was before it)\nrx> "),
                .type("\u{04}", until: "sh> "),
                .type("exit\n", until: nil),
            ], arguments: ["--norc", "--noprofile", "-i"], firstPrompt: "bash-",
            program: "/bin/bash")
        let lines = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: " ").map(String.init)
        }
        expectEqual(lines.count, 3, "\(screen)")
        // Running, then nothing running: rxplay, the runner, its box's outer process and the
        // child in a session of its own stopped (the box's first process only waits, in its own
        // group, to pass the stop on), then running again.
        expectTrue(lines.first?.contains("R") == true, "\(lines)")
        expectTrue(
            lines.dropFirst().first.map { $0.filter { $0 == "T" }.count >= 4 && !$0.contains("R") } == true,
            "\(lines)")
        expectTrue(lines.dropFirst(2).first?.contains("R") == true, "\(lines)")
        expectTrue(!screen.contains("stopped after"), "the time limit did not run while stopped: \(screen)")
    }

    /// The pids whose command line holds `text`.
    static func processes(containing text: String) -> [Int] {
        pids {
            String(decoding: ProcFile.contents("/proc/\($0)/cmdline") ?? Data(), as: UTF8.self)
                .contains(text)
        }
    }

    @Test("at a terminal, :quit and Ctrl-D remove the session's folder (the line editor still holds the session)")
    func quitRemovesTheFolder() throws {
        for quit in [":quit\n", "\u{04}"] {
            let screen = try EndToEndTests.pty([
                .type("import Foundation; print(\"folder:\", NSTemporaryDirectory())\n", until: "/files/\n"),
                .type(quit, until: nil),
            ])
            let line = screen.split(separator: "\n").first { $0.hasPrefix("folder: ") }
            let files = line.map { String($0.dropFirst("folder: ".count)).trimmingCharacters(in: .whitespaces) } ?? ""
            let folder = URL(fileURLWithPath: files).deletingLastPathComponent().path
            expectTrue(folder.contains("rxplay-session-"), "\(screen)")
            expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
            let left = FileManager.default.fileExists(atPath: folder)
            expectTrue(!left, "\(folder) is left after \(quit.debugDescription)")
        }
    }

    @Test("a program whose file name holds an escape runs, and the compiler's messages name it with the escape shown")
    func escapeInFileName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxplay-name-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("ok\u{1B}[1mname.swift")
        try "print(\"runs\")\n".write(to: good, atomically: true, encoding: .utf8)
        let ran = try EndToEndTests.run(["run", good.path])
        expectEqual(ran.output, "runs\n")
        expectEqual(ran.status, 0)
        let bad = folder.appendingPathComponent("bad\u{07}.swift")
        try "let y: Int = \"s\"\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try EndToEndTests.run(["run", bad.path])
        let everything = refused.output + refused.errorOutput
        let message = "bad␇.swift:1:14: error: cannot convert value of type 'String'"
        expectTrue(everything.contains(message), "\(everything)")
        expectTrue(!everything.contains("\u{07}") && !everything.contains("unprintable"), "\(everything)")
    }

    @Test("a well-formed reply learner code writes itself reaches the terminal with its escapes shown")
    func forgedReplyIsShown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxplay-forge-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // `rxplay run` asks the runner twice before the program's own request: the program's
        // reply has the sequence number 2, as the runtime's would, and rxplay takes it for the
        // runtime's while the program waits (found by a hostile-input round).
        try #"""
        import Glibc
        var reply = Array(#"{"sequence":2,"body":{"succeeded":false,"message":"FORGED[\u001b]52;c;SGVsbG8=\u0007\u001B]0;PWNED\u0007]","now":0,"pending":0}}"#.utf8) + [10]
        _ = write(4, &reply, reply.count)
        // rxplay reads the reply while the program waits.
        _ = poll(nil, 0, 1500)
        print("program goes on")
        """#.write(to: folder.appendingPathComponent("Forge.swift"), atomically: true, encoding: .utf8)
        let outcome = try EndToEndTests.run(["run", folder.appendingPathComponent("Forge.swift").path])
        let everything = outcome.output + outcome.errorOutput
        expectTrue(everything.contains("FORGED[␛]52;c;SGVsbG8=␇␛]0;PWNED␇]"), "\(everything)")
        expectTrue(!everything.contains("\u{1B}") && !everything.contains("\u{07}"), "\(everything)")
    }

    private static func pids(where matches: (Int) -> Bool) -> [Int] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int.init).filter { $0 != Int(getpid()) && matches($0) }.sorted()
    }
}
