import Compiling
import Foundation
import Marbles
@testable import Playground
import ScreenModel
import TestSupport
import Testing

/// Text from lessons, playgrounds, projects, file names and learner programs cannot drive the
/// terminal: what rxplay draws from them shows their control characters, and what a program
/// prints reaches the terminal as its own build prints it but for the sequences that reach past
/// its text (issue 38).
@Suite("Text from files and programs cannot drive the terminal")
struct TerminalEscapeTests {
    /// A clipboard write, a title, a screen clear, concealed text, a paste's end.
    static let hostile = "\u{1B}]52;c;aGk=\u{07}\u{1B}]0;t\u{1B}\\\u{1B}[2J\u{1B}[8m\u{1B}[201~"
    /// The same, as shown.
    static let shown = "␛]52;c;aGk=␇␛]0;t␛\\␛[2J␛[8m␛[201~"

    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "rxplay-escapes-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    // MARK: - Program output

    @Test(
        "what learner code prints keeps its colors; the clipboard, titles, clears, concealing and paste ends are shown")
    func programOutput() {
        let console = makeConsole()
        let reply = console.submit(
            #"print("\u{1B}]52;c;aGk=\u{07}\u{1B}]0;t\u{1B}\\\u{1B}[2J\u{1B}[8mx\u{1B}[201~\u{1B}[31mred\u{1B}[0m")"#)
        expectEqual(reply.output, "␛]52;c;aGk=␇␛]0;t␛\\␛[2J␛[8mx␛[201~\u{1B}[31mred\u{1B}[0m\n")
    }

    @Test("a sequence printed in two writes is judged whole; one left open at the input's end is shown")
    func splitAcrossWrites() {
        let console = makeConsole()
        let split = console.submit(
            #"import Foundation; FileHandle.standardOutput.write(Data("a\u{1B}]5".utf8)); print("2;c;aGk=\u{07}b")"#)
        expectEqual(split.output, "a␛]52;c;aGk=␇b\n")
        let open = console.submit(#"print("c\u{1B}[2", terminator: "")"#)
        expectEqual(open.output, "c␛[2")
        expectEqual(console.submit(#"print("J")"#).output, "J\n")
    }

    @Test("--raw-output: what learner code prints reaches the terminal as printed")
    func rawOutput() {
        var options = SessionOptions(lessonsDirectory: "/nonexistent")
        options.rawOutput = true
        let console = makeConsole(options: options)
        let reply = console.submit(#"print("\u{1B}]52;c;aGk=\u{07}\u{1B}[2J")"#)
        expectEqual(reply.output, "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\n")
    }

    @Test("invalid UTF-8 that learner code prints is kept byte for byte")
    func invalidUTF8() {
        let console = makeConsole()
        let reply = console.submit(
            #"import Foundation; FileHandle.standardOutput.write(Data([0xFF, 0xFE, 0x41, 0x0A]))"#)
        expectEqual(ByteExactText.bytes(of: reply.output), [0xFF, 0xFE, 0x41, 0x0A])
    }

    @Test(":vars and a state check show the control characters of a value's own description")
    func values() {
        let console = makeConsole()
        _ = console.submit(#"struct P: CustomStringConvertible { var description: String { "p\u{1B}]0;t\u{07}" } }"#)
        _ = console.submit("let p = P()")
        expectEqual(console.submit(":vars").output, "let p  P = p␛]0;t␇\n")
        expectEqual(console.evaluateUnrecorded("p"), .value("P = p␛]0;t␇"))
    }

    // MARK: - Lessons and playgrounds

    static let lessonText = """
        # Title \u{1B}]0;t\u{07}

        <!-- lesson: escapes · 1 min · Summary\u{1B}[2J -->

        Prose \u{1B}]52;c;aGk=\u{07}

        ```swift
        let s = 1 // \u{1B}[8m
        ```

        ## Exercise: Ex \u{1B}[8m

        Task\u{1B}[201~

        <details><summary>Hint</summary>

        Hint \u{1B}c

        </details>

        <details><summary>Solution</summary>

        ```swift
        let t = s
        ```

        </details>

        ```check state: t == 1 \u{1B}[2J
        Bool = true\u{1B}]0;x\u{07}
        ```
        """

    @Test("a lesson's title, summary, prose, code, exercise, hints and checks show their control characters")
    func lessonParts() throws {
        let lesson = try LessonParser.parse(Self.lessonText, file: "escapes.md")
        expectEqual(lesson.title, "Title ␛]0;t␇")
        expectEqual(lesson.summary, "Summary␛[2J")
        expectEqual(
            lesson.parts,
            [
                .narration("Prose ␛]52;c;aGk=␇"),
                .code(LessonCode(kind: .swift, source: "let s = 1 // ␛[8m", line: 8)),
                .exercise(
                    Exercise(
                        title: "Ex ␛[8m", line: 11, task: "Task␛[201~", hints: ["Hint ␛c"], solution: "let t = s",
                        solutionLine: 24,
                        checks: [ExerciseCheck(.state("t == 1 ␛[2J"), expected: "Bool = true␛]0;x␇", line: 30)])),
            ])
    }

    @Test("a lesson's translation shows its control characters")
    func translation() throws {
        let english = try LessonParser.parse(Self.lessonText, file: "escapes.md")
        let translated = try LessonTranslation.apply(
            """
            # Tựa \u{1B}]0;t\u{07}

            <!-- lesson: escapes · 1 phút · Tóm tắt\u{1B}[2J -->

            <!-- prose 1 -->
            Văn \u{1B}]52;c;aGk=\u{07}

            <!-- exercise 1 -->
            ## Bài tập: Bài \u{1B}[8m

            Việc\u{1B}[201~

            <details><summary>Gợi ý</summary>
            Gợi ý \u{1B}c
            </details>
            """, file: "vi/escapes.md", to: english)
        expectEqual(translated.title, "Tựa ␛]0;t␇")
        expectEqual(translated.summary, "Tóm tắt␛[2J")
        expectEqual(translated.parts.first, .narration("Văn ␛]52;c;aGk=␇"))
        guard case .exercise(let exercise) = translated.parts.last else {
            Issue.record("no exercise")
            return
        }
        expectEqual(exercise.title, "Bài ␛[8m")
        expectEqual(exercise.task, "Việc␛[201~")
        expectEqual(exercise.hints, ["Gợi ý ␛c"])
    }

    @Test("a lesson started at the prompt draws no escape of its own file")
    func lessonStarted() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try (Self.lessonText + "\n").write(toFile: folder + "/escapes.md", atomically: false, encoding: .utf8)
        let console = makeConsole(options: SessionOptions(lessonsDirectory: folder))
        let started = console.submit(":lesson escapes").output
        expectTrue(!started.contains("\u{1B}"), "\(started.debugDescription)")
        expectTrue(
            started.hasPrefix("Title ␛]0;t␇\n============\nSummary␛[2J (1 min)\n"), "\(started.debugDescription)")
        expectEqual(
            console.submit(":lessons").output,
            "escapes  1 min  Summary␛[2J\nStart one with :lesson NAME (or rxplay lesson NAME).\n")
    }

    @Test("an Xcode playground's page names, prose and code show their control characters as a lesson")
    func playgroundLesson() throws {
        let page = XcodePlayground.Page(
            name: "One \u{1B}]0;t\u{07}", file: "P.playground/Pages/One.xcplaygroundpage/Contents.swift",
            text: "//: Prose \u{1B}[2J\nlet x = 1 // \u{1B}[8m\n/*:\n More \u{1B}]52;c;aGk=\u{07}\n */\n", sources: [])
        var second = page
        second.name = "Two"
        let playground = XcodePlayground(
            path: "/x/P\u{1B}c.playground", name: "P\u{1B}c", sources: [], pages: [page, second])
        let lesson = playground.lesson()
        expectEqual(lesson.title, "P␛c")
        expectEqual(lesson.summary, "the Xcode playground P␛c.playground")
        expectEqual(
            Array(lesson.parts.prefix(4)),
            [
                .narration("# One ␛]0;t␇"), .narration("Prose ␛[2J"),
                .code(LessonCode(kind: .swift, source: "let x = 1 // ␛[8m", line: 2, file: page.file)),
                .narration("More ␛]52;c;aGk=␇"),
            ])
    }

    // MARK: - The screen

    @Test("the screen box shows the control characters of titles, labels, buttons, fields, rows and alerts")
    func screenBox() {
        let screen = ScreenSnapshot(
            hasController: true, title: "T\u{1B}]0;x\u{07}", buttons: [.init(title: "B\u{1B}[2J", isEnabled: true)],
            fields: [.init(placeholder: "P\u{1B}[8m", text: "t\u{1B}c")],
            labels: ["L\u{1B}]52;c;aGk=\u{07}", "two\nlines"],
            switches: [], previews: [], rows: ["R\u{1B}[201~"],
            alert: .init(title: "A\u{1B}]2;x\u{07}", message: "m\u{1B}[2J", actions: ["OK\u{1B}c"]))
        expectEqual(
            ScreenBox.draw(screen),
            """
            ┌─ T␛]0;x␇ ─
            │ B␛[2J ✓
            │ P␛[8m [t␛c]
            │ label: L␛]52;c;aGk=␇
            │ label: two␊lines
            │ • R␛[201~
            │ alert: A␛]2;x␇ · m␛[2J [OK␛c]
            └─

            """)
    }

    // MARK: - File names

    @Test("file names the session prints show their control characters")
    func fileNames() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (console, scripted) = makeScriptedConsole()
        scripted.recorded = Timeline(lanes: [Timeline.Lane(name: "s", start: 0, isHot: true)])
        let name = folder + "/x\u{1B}]0;t\u{07}"
        let shownName = folder + "/x␛]0;t␇"
        expectEqual(console.submit(":load \(name).swift").output, "error: cannot read \(shownName).swift\n")
        expectEqual(
            console.submit(":load \(name).txt").output,
            "error: :load runs Swift scripts; \(shownName).txt does not end in .swift\n")
        _ = console.submit("let s = PublishSubject<Int>()")
        expectEqual(console.submit(":save \(name).swift").output, "saved 1 input to \(shownName).swift\n")
        expectEqual(console.submit(":marbles --svg \(name).svg").output, "wrote \(shownName).svg\n")
        try "x".write(toFile: name + "2.svg", atomically: false, encoding: .utf8)
        expectEqual(
            console.submit(":marbles --svg \(name)2.svg").output,
            "error: \(shownName)2.svg exists and this session did not write it (or it changed since); "
                + ":marbles --svg! \(name)2.svg replaces it\n")
        try FileManager.default.createDirectory(atPath: name + "3.svg", withIntermediateDirectories: false)
        expectEqual(
            console.submit(":marbles --svg! \(name)3.svg").output,
            "error: cannot write \(shownName)3.svg: it is a folder, not a regular file\n")
    }

    @Test("a script whose name holds an escape, refused for a control character, names itself visibly")
    func scriptName() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/e\u{1B}]0;t\u{07}.swift"
        try "let s = \"\u{1B}\"\n".write(toFile: file, atomically: false, encoding: .utf8)
        expectEqual(
            makeScriptedConsole().console.submit(":load \(file)").output,
            "\(folder)/e␛]0;t␇.swift:1: error: a control character (U+001B) is not allowed in a script; nothing ran\n")
    }

    @Test("the compiler's messages about a file show the control characters of its name and lines")
    func diagnostics() throws {
        guard case .success(let toolchain) = Toolchain.locate() else {
            Issue.record("no toolchain")
            return
        }
        let session = try CompiledSession(toolchain: toolchain)
        // Swift reads no escapes in `#sourceLocation(file:)` and refuses a control character
        // there, so the unit names the file with the control character's picture.
        let reply = session.runProgram("let x: Int = \"a\"\n", fileName: "p\u{1B}[2J.swift", timeLimit: 1_000_000_000)
        expectEqual(
            reply.diagnostics,
            """
            p␛[2J.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'
            1 | let x: Int = "a"
              |              `- error: cannot convert value of type 'String' to specified type 'Int'
            2 | 

            """)
        // A raw escape is an error of its own in Swift; the line that holds it is shown visibly.
        let line = session.runProgram("let x = \"\u{1B}]0;t\u{07}\"\n", fileName: "q.swift", timeLimit: 1_000_000_000)
        expectTrue(!line.diagnostics.contains("\u{1B}"), "\(line.diagnostics.debugDescription)")
        expectTrue(line.diagnostics.contains("1 | let x = \"␛]0;t␇\"\n"), "\(line.diagnostics.debugDescription)")
    }

    @Test("a project's problems show the control characters of its names")
    func appProblem() throws {
        let console = makeConsole()
        let reply = console.launchApp(at: "/nonexistent/a\u{1B}]0;t\u{07}")
        expectTrue(!reply.output.contains("\u{1B}"), "\(reply.output.debugDescription)")
        expectTrue(reply.output.contains("a␛]0;t␇"), "\(reply.output.debugDescription)")
    }

    @Test("a lesson file's name shows its control characters in the lesson's problems")
    func lessonFileName() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "no title\n".write(toFile: folder + "/b\u{1B}c.md", atomically: false, encoding: .utf8)
        let console = makeConsole(options: SessionOptions(lessonsDirectory: folder))
        expectEqual(
            console.submit(":lessons").output,
            "\nerror: \(folder)/b␛c.md:1: a lesson starts with its title, a line `# Title`\n")
    }
}
