import Foundation
import TestSupport
import Testing

/// How `rxplay` decides colors, width and characters, and what it does when it cannot keep
/// its history.
@Suite("rxplay display and history", .serialized)
struct DisplayAndHistoryTests {
    static let script = "let s = PublishSubject<Int>()\ns.onNext(1)\ns.onNext(22)\ns.onNext(333)\n:marbles\n"

    @Test("--color always draws with ANSI colors; auto on a pipe and NO_COLOR do not")
    func colors() throws {
        let always = try EndToEndTests.run(["--color", "always"], input: Self.script)
        expectTrue(always.output.contains("\u{1B}["))
        let auto = try EndToEndTests.run([], input: Self.script, environment: ["TERM": "xterm-256color"])
        expectTrue(!auto.output.contains("\u{1B}["))
        let never = try EndToEndTests.run(["--color", "never"], input: Self.script)
        expectTrue(!never.output.contains("\u{1B}["))
    }

    @Test("--ascii and TERM=dumb draw with ASCII only")
    func ascii() throws {
        for outcome in [
            try EndToEndTests.run(["--ascii"], input: Self.script),
            try EndToEndTests.run([], input: Self.script, environment: ["TERM": "dumb"]),
        ] {
            expectTrue(outcome.output.contains("s  -1-22-333"), "\(outcome.output)")
            expectTrue(!outcome.output.contains("─"))
        }
    }

    @Test("the width comes from --width, else COLUMNS, else 80: a long timeline shows its latest window")
    func width() throws {
        // Sixty frames with an element each, from three inputs.
        let long = """
            let ticks = Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance).take(60)
            let t = ticks.subscribe(onNext: { _ in })
            :wait 6s
            :marbles

            """
        let narrow = try EndToEndTests.run(["--width", "30"], input: long)
        let fromColumns = try EndToEndTests.run([], input: long, environment: ["COLUMNS": "30"])
        let wide = try EndToEndTests.run([], input: long, environment: ["COLUMNS": ""])
        for line in narrow.output.split(separator: "\n") { expectTrue(line.count <= 30, "\(line)") }
        expectEqual(narrow.output, fromColumns.output)
        expectTrue(wide.output.split(separator: "\n").contains { $0.count > 30 })
        expectTrue(wide.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test("an unwritable history is reported once and the REPL goes on")
    func unwritableHistory() throws {
        let blocker = NSTemporaryDirectory() + "rxplay-history-blocker-\(getpid())"
        try "not a folder".write(toFile: blocker, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        let screen = try EndToEndTests.pty(
            [
                .type("1 + 2\n"), .type("print(\"still here\")\n", until: "still here\nrx> "),
                .type("\u{04}", until: nil),
            ],
            environment: ["XDG_STATE_HOME": blocker])
        expectTrue(screen.contains("Int = 3"))
        expectTrue(screen.contains("still here"))
        expectEqual(screen.components(separatedBy: "history is not kept").count, 2, "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"))
    }

    @Test("a corrupt history file is reported once and the REPL starts with an empty history")
    func corruptHistory() throws {
        let state = NSTemporaryDirectory() + "rxplay-corrupt-\(getpid())"
        try FileManager.default.createDirectory(atPath: state + "/rxplay", withIntermediateDirectories: true)
        // Not a libedit history: no `_HiStOrY_V2_` header, bytes that are not text.
        _ = FileManager.default.createFile(
            atPath: state + "/rxplay/history", contents: Data([0xFF, 0xFE, 0x00, 0x01, 0x0A]))
        defer { try? FileManager.default.removeItem(atPath: state) }
        let screen = try EndToEndTests.pty(
            [.type("1 + 2\n", until: "Int = 3\nrx> "), .type("\u{04}", until: nil)],
            environment: ["XDG_STATE_HOME": state])
        expectTrue(screen.contains("Int = 3"))
        expectTrue(screen.hasSuffix("EXIT 0\n"))
        expectEqual(screen.components(separatedBy: "history could not be read").count, 2, "\(screen)")
        let rewritten = try String(contentsOfFile: state + "/rxplay/history", encoding: .utf8)
        expectTrue(rewritten.hasPrefix("_HiStOrY_V2_"))
    }
}
