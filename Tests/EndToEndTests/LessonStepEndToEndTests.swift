import Foundation
import TestSupport
import Testing
import TextWidth

/// `rxplay lesson NAME --step` in a pseudo-terminal, the way an instructor demos it: one key per
/// step, `s` at an exercise to show and run its solution, to the end of the lesson. The lessons
/// run side by side (step mode keeps no history): run one after another they were the last
/// tests of the whole suite, with a core idle. At 80 columns no line is wider than the terminal:
/// code, prose, the session's notes, tables and boxes, and the compiler's messages.
@Suite("rxplay lesson --step end to end")
struct LessonStepEndToEndTests {
    @Test(
        "--step reaches the end of the lesson by key presses alone",
        arguments: [
            ("subjects", "en", "End of “Subjects side by side”.", "late              (^↺20,↺30)─40─"),
            ("traits", "en", "End of “Traits: Single, Maybe and Completable”.", "answer  (^true|)"),
            ("collage", "vi", "Hết bài “Ứng dụng ghép ảnh, từng bước một”.", ""),
            ("repo-form", "ko", "“폼을 띄우고 결과를 돌려받기” 끝.", ""),
        ])
    func stepsToTheEnd(name: String, language: String, end: String, drawn: String) throws {
        // `s` is the next step, and at an exercise runs its solution; more keys than steps.
        // Each key is sent once the step loop asks for the next one.
        let keys = Array(repeating: EndToEndTests.PtyStep.key("s", until: " · q: "), count: 90)
        let screen = try EndToEndTests.pty(
            keys, arguments: ["lesson", name, "--step", "--lang", language],
            environment: ["RXPLAY_LESSONS": LessonExerciseEndToEndTests.lessons, "COLUMNS": "80"],
            firstPrompt: " · q: ")
        expectTrue(screen.contains(end), "\(screen.suffix(2000))")
        expectTrue(!screen.contains("is still open"), "\(screen.suffix(2000))")
        // Nothing is typed in step mode: the exercise says which keys answer it, and after `s`
        // the lanes its check reads are drawn.
        expectTrue(!screen.contains("Press Enter") && !screen.contains("type your code"), "\(screen.suffix(2000))")
        if language == "en" {
            expectTrue(screen.contains("(s runs the solution and draws the lanes it checks; n skips the exercise)"))
        }
        let plain = screen.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        expectTrue(drawn.isEmpty || plain.contains(drawn), "\(plain.suffix(3000))")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen.suffix(500))")
        let wide = Self.linesWider(than: 80, in: screen)
        expectTrue(
            wide.isEmpty, "\(wide.count) lines wider than 80 columns:\n\(wide.prefix(10).joined(separator: "\n"))")
    }

    /// The lines of a terminal's `screen` that take more than `columns` columns, escapes left out.
    /// The step loop erases its footer with a carriage return and `ESC [K` (the driver drops the
    /// carriage returns): a line shows only what follows its last `ESC [K`.
    static func linesWider(than columns: Int, in screen: String) -> [String] {
        screen.split(separator: "\n").map { line in
            let shown = line.components(separatedBy: "\u{1B}[K").last ?? ""
            return shown.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        }.filter { TerminalWidth.of($0) > columns }
    }

    @Test("a line is too wide by its display columns, escapes left out")
    func tooWide() {
        let hangul = String(repeating: "구", count: 40)
        expectEqual(Self.linesWider(than: 80, in: "\u{1B}[1m\(hangul)\u{1B}[0m\n\u{1B}[K" + hangul + "\n"), [])
        expectEqual(Self.linesWider(than: 80, in: "ok\n" + hangul + "!\n"), [hangul + "!"])
        expectEqual(Self.linesWider(than: 80, in: String(repeating: "a", count: 81)).count, 1)
        // The footer erased before the next step's text is not part of its line.
        expectEqual(Self.linesWider(than: 80, in: "[any key: next step · q: quit]\u{1B}[K" + hangul), [])
        expectEqual(Self.linesWider(than: 80, in: "\u{1B}[K" + hangul + "!"), [hangul + "!"])
    }

    @Test("keys pressed while a step runs are not echoed into the lesson; Ctrl-C quits")
    func earlyKeys() throws {
        // Three keys at once: the first starts a step, the others arrive while it runs and each
        // waits for its footer. None may show up in the text (a terminal echoes what it is sent
        // unless told not to). Ctrl-C comes once the third key's step is shown (while a step
        // runs it would stop that step).
        let screen = try EndToEndTests.pty(
            [
                EndToEndTests.PtyStep.press("~~~", until: "rx> let maybe"),
                EndToEndTests.PtyStep.key("\u{03}", until: "never shown"),
            ],
            arguments: ["lesson", "traits", "--step"],
            environment: ["RXPLAY_LESSONS": LessonExerciseEndToEndTests.lessons, "COLUMNS": "80"],
            firstPrompt: " · q: ")
        expectTrue(!screen.contains("~") && !screen.contains("^C"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen.suffix(500))")
    }

    @Test(
        "Ctrl-C while a step runs stops that step, also typed together with the step's key; the lesson goes on",
        arguments: [false, true])
    func interruptAStep(together: Bool) throws {
        let folder = NSTemporaryDirectory() + "rxplay-long-step-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        # A long step

        <!-- lesson: long · 1 min · a step that runs until it is stopped -->

        The opening runs the first step:

        ```swift
        print("before the loop")
        ```

        A loop that never ends:

        ```swift
        var n = 0
        while true { n += 1 }
        ```

        And after it:

        ```swift
        print("after the loop")
        ```

        """.write(toFile: folder + "/long.md", atomically: true, encoding: .utf8)
        let keys = Array(repeating: EndToEndTests.PtyStep.key(" ", until: " · q: "), count: 4)
        let screen = try EndToEndTests.pty(
            // The footer is erased once the step starts: Ctrl-C then belongs to the step. Typed
            // with the step's key, it still comes after that key.
            (together
                ? [EndToEndTests.PtyStep.press(" \u{03}", until: " · q: ")]
                : [
                    EndToEndTests.PtyStep.press(" ", until: "\u{1B}[K"),
                    EndToEndTests.PtyStep.press("\u{03}", until: " · q: "),
                ]) + keys,
            arguments: ["lesson", "long", "--step"], environment: ["RXPLAY_LESSONS": folder, "COLUMNS": "80"],
            firstPrompt: " · q: ")
        expectTrue(screen.contains("(interrupted: the input is dropped"), "\(screen)")
        expectTrue(screen.contains("after the loop\n"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen.suffix(500))")
    }

    @Test("at an exercise, n skips it and the lesson goes on")
    func skip() throws {
        let keys = (Array(repeating: " ", count: 14) + ["n", " ", "q"]).map {
            EndToEndTests.PtyStep.key($0, until: " · q: ")
        }
        let screen = try EndToEndTests.pty(
            keys, arguments: ["lesson", "traits", "--step"],
            environment: ["RXPLAY_LESSONS": LessonExerciseEndToEndTests.lessons, "COLUMNS": "80"],
            firstPrompt: " · q: ")
        expectTrue(
            screen.contains(
                "Skipped the exercise “A question with one answer”: its solution ran quietly, so\nthe next steps work."),
            "\(screen)")
        // At the exercise the footer offers only what applies there.
        expectTrue(screen.contains("[s: run the solution · n: skip the exercise · q: quit]"), "\(screen)")
        expectTrue(screen.contains("End of “Traits: Single, Maybe and Completable”."), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"))
    }
}
