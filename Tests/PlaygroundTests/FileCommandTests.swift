import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Marbles
@testable import Playground
import TestSupport
import Testing

/// `:save`, `:load`, `:marbles --svg`, `:undo` and `:reset`: what they write and restore.
@Suite("Meta-commands with files and state")
struct FileCommandTests {
    static func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "rxplay-\(getpid())-\(UUID().uuidString)-\(name)"
    }

    /// A scripted console whose input `failing` does not compile.
    static func console(failing: String) -> (console: CompiledConsole, session: ScriptedSession) {
        let scripted = makeScriptedConsole()
        scripted.session.replies[failing] = CompiledSession.Reply(
            diagnostics: "error: cannot find 'oops' in scope\n", output: "", failed: true, errorLine: 1)
        return scripted
    }

    @Test(":save writes the inputs that ran as a script; :load runs its statements as typed, in order")
    func saveAndLoad() throws {
        let file = Self.temporary("session.swift")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (session, _) = Self.console(failing: "relay.accept(relay.value + [oops])")
        _ = session.submit("let relay = BehaviorRelay(value: [\"🌅\"])")
        expectEqual(
            session.submit("relay.accept(relay.value + [oops])").output, "error: cannot find 'oops' in scope\n")
        _ = session.submit("func add(_ photo: String) {")
        _ = session.submit("    relay.accept(relay.value + [photo])")
        _ = session.submit("}")
        _ = session.submit("add(\"🏔\")")
        expectEqual(session.submit(":save \(file)").output, "saved 3 inputs to \(file)\n")
        let script = try String(contentsOfFile: file, encoding: .utf8)
        expectEqual(
            script,
            """
            :typed
            let relay = BehaviorRelay(value: ["🌅"])
            func add(_ photo: String) {
                relay.accept(relay.value + [photo])
            }
            add("🏔")

            """)
        let (fresh, freshSession) = makeScriptedConsole()
        expectEqual(fresh.submit(":load \(file)").output, "")
        expectEqual(
            freshSession.typedInputs,
            [
                "let relay = BehaviorRelay(value: [\"🌅\"])",
                "func add(_ photo: String) {\n    relay.accept(relay.value + [photo])\n}", "add(\"🏔\")",
            ])
    }

    @Test(":save! replaces a file whole, and a folder that is not there is an error")
    func saveErrors() throws {
        let file = Self.temporary("old.swift")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "old content that is longer than the new one\n".write(toFile: file, atomically: true, encoding: .utf8)
        let (session, _) = makeScriptedConsole()
        _ = session.submit("let x = 1")
        expectEqual(session.submit(":save \(file)").output.hasPrefix("error: "), true, "a file that is there")
        try expectEqual(String(contentsOfFile: file, encoding: .utf8), "old content that is longer than the new one\n")
        expectEqual(session.submit(":save! \(file)").output, "saved 1 input to \(file)\n")
        try expectEqual(String(contentsOfFile: file, encoding: .utf8), ":typed\nlet x = 1\n")
        let reply = session.submit(":save /no/such/folder/file.swift").output
        expectTrue(reply.hasPrefix("error: cannot write /no/such/folder/file.swift"), "\(reply)")
    }

    @Test(":load stops at the first error and names the file's line")
    func loadError() throws {
        let file = Self.temporary("broken.swift")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "let a = 1\n\nlet b = a + nothing\nlet c = 3\n".write(toFile: file, atomically: true, encoding: .utf8)
        let (session, scripted) = makeScriptedConsole()
        // A file's code between meta-commands is one input: the compiler rejects all of it.
        scripted.replies["let a = 1\n\nlet b = a + nothing\nlet c = 3"] = CompiledSession.Reply(
            diagnostics: "\(file):3:13: error: cannot find 'nothing' in scope\n", output: "", failed: true,
            errorLine: 3)
        let output = session.submit(":load \(file)").output
        expectEqual(output, "\(file):3:13: error: cannot find 'nothing' in scope\n\(file):3: stopped at this error\n")
        expectEqual(scripted.asked.map(\.file), [file], "as part of its file")
        expectEqual(scripted.steps, [], "nothing ran, and the clock stays")
        // A meta-command between statements runs where it stands; the code after it is an
        // input of its own, and the first error stops the rest.
        try "let a = 1\n:wait 1s\nlet b = a + nothing\n:wait 1s\nlet c = 3\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        scripted.replies["let b = a + nothing"] = CompiledSession.Reply(
            diagnostics: "\(file):3:13: error: cannot find 'nothing' in scope\n", output: "", failed: true,
            errorLine: 3)
        expectEqual(
            session.submit(":load \(file)").output,
            "time is 1s (frame 10)\n\(file):3:13: error: cannot find 'nothing' in scope\n"
                + "\(file):3: stopped at this error\n")
        expectEqual(
            scripted.steps,
            [.input("let a = 1", showsValues: false, advancing: false), .wait(1_000_000_000)])
    }

    /// A timeline with `subject` (its values `values`, one frame apart from frame `from`) and a
    /// subscription `one` to it.
    static func timeline(_ values: [String], from: Int = 0) -> Timeline {
        let entries = values.enumerated().map {
            TimelineEntry(time: from + $0.offset, kind: .next(TimelineValue($0.element, isString: true)))
        }
        return Timeline(lanes: [
            Timeline.Lane(name: "subject", start: 0, entries: entries, isHot: true),
            Timeline.Lane(name: "one", kind: .subscription, start: 0, entries: entries),
        ])
    }

    @Test(":marbles --svg writes a picture that parses as XML and names every lane")
    func svg() throws {
        let file = Self.temporary("timeline.svg")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (session, scripted) = makeScriptedConsole()
        scripted.recorded = Self.timeline(["<&>"])
        expectEqual(session.submit(":marbles --svg \(file)").output, "wrote \(file)\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        expectTrue(XMLParser(data: data).parse())
        let text = String(decoding: data, as: UTF8.self)
        expectTrue(text.contains(">subject<") && text.contains(">one<"))
        expectTrue(text.contains("&lt;&amp;&gt;") && !text.contains("<&>"))
        // The session may write again what it wrote itself.
        expectEqual(session.submit(":marbles --svg \(file)").output, "wrote \(file)\n")
    }

    @Test(":marbles --html writes the page of the lanes and window asked for, its times as :play writes them")
    func html() throws {
        let file = Self.temporary("timeline.html")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (session, scripted) = makeScriptedConsole()
        // What a session records for `subject.onNext("<&>")` at 0.2 s, `:wait 1s`, then
        // `subject.onNext("🐶")`, with a lane `other` beside.
        var recorded = Self.timeline(["<&>"], from: 2)
        recorded.lanes[0].entries.append(TimelineEntry(time: 13, kind: .next(TimelineValue("🐶", isString: true))))
        recorded.lanes.append(Timeline.Lane(name: "other", start: 1, isHot: true))
        scripted.recorded = recorded
        for input in [
            "let subject = PublishSubject<String>()", "let other = PublishSubject<Int>()", "subject.onNext(\"<&>\")",
            ":wait 1s", "subject.onNext(\"🐶\")",
        ] {
            _ = session.submit(input)
        }
        expectEqual(session.submit(":marbles subject --from 1s --html \(file)").output, "wrote \(file)\n")
        let page = try String(contentsOfFile: file, encoding: .utf8)
        expectTrue(page.hasPrefix("<!DOCTYPE html>") && page.contains("window.marblePlayer"))
        expectTrue(page.contains(">subject<") && !page.contains(">other<"), "the lanes asked for")
        expectTrue(page.contains(">🐶<") && !page.contains("&lt;&amp;&gt;"), "the window asked for")
        expectTrue(
            page.contains("\"label\":\"now 13 (1.3s)\"") && page.contains("\"frameMilliseconds\":100"), "as :play")
        expectTrue(page.contains("<html lang=\"en\">") && page.contains(">▶ Play</button>"))
        // In a Korean session the page's words and times are Korean.
        var options = SessionOptions(lessonsDirectory: "/nonexistent")
        options.lessonLanguage = .ko
        let (korean, koreanSession) = makeScriptedConsole(options: options)
        koreanSession.recorded = Self.timeline(["🐶"])
        _ = korean.submit("let subject = PublishSubject<String>()")
        expectEqual(korean.submit(":marbles --html! \(file)").output, "파일을 썼습니다: \(file)\n")
        let koreanPage = try String(contentsOfFile: file, encoding: .utf8)
        for words in [
            "<html lang=\"ko\">", "<title>RxPlayground 타임라인</title>", "data-pause=\"❚❚ 일시정지\">▶ 재생</button>",
            "aria-label=\"시간\"", ">스페이스 키로 재생하고 멈춥니다.", "\"label\":\"현재 0 (0ms)\"",
        ] {
            expectTrue(koreanPage.contains(words), "\(words)")
        }
    }

    @Test(":undo rewinds to before the last input; :reset to before the first, at time 0")
    func undoAndReset() {
        let (session, scripted) = Self.console(failing: "count += oops")
        _ = session.submit("var count = 1")
        _ = session.submit("count += 10")
        expectEqual(scripted.stepCount, 4, "each input and its frame")
        expectEqual(session.submit(":undo").output, "undid: count += 10\n")
        expectEqual(scripted.rewinds, [2])
        expectEqual(scripted.inputs, ["var count = 1"])
        expectTrue(session.submit(":time").output.hasPrefix("time is 100ms"))
        // An input that did not compile is taken back too, and rewinds to where it began.
        _ = session.submit("count += oops")
        expectEqual(session.submit(":undo").output, "undid: count += oops\n")
        expectEqual(scripted.rewinds, [2, 2])
        expectEqual(session.submit(":undo").output, "undid: var count = 1\n")
        expectEqual(scripted.rewinds, [2, 2, 0])
        expectEqual(session.submit(":undo").output.isEmpty, false)
        _ = session.submit("var count = 2")
        _ = session.submit(":reset")
        expectEqual(scripted.rewinds.last, 0)
        expectEqual(scripted.inputs, [])
        expectTrue(session.submit(":time").output.hasPrefix("time is 0ms"))
    }
}

/// An exercise checked by its lanes, the way a learner takes it.
@Suite("Exercise checks")
struct ExerciseCheckTests {
    @Test(":check names the lanes that differ and shows each as expected and as it is; extra inputs do not matter")
    func lanesCheck() throws {
        let session = makeConsole(
            options: SessionOptions(colors: true, lessonsDirectory: CompiledTranscriptTests.lessonsDirectory))
        _ = session.submit(":lesson subjects")
        var output = ""
        for _ in 0..<24 where !output.contains("Exercise:") { output = session.submit("").output }
        expectTrue(output.contains("Exercise: A late subscriber that still sees the last two"))
        expectEqual(session.submit(":check").output, "not yet: no lane called scores yet\n")
        _ = session.submit("let scores = ReplaySubject<Int>.create(bufferSize: 2)")
        _ = session.submit("scores.onNext(10)")
        _ = session.submit("print(\"an extra line the check does not mind\")")
        _ = session.submit("scores.onNext(20)")
        _ = session.submit("scores.onNext(30)")
        let early = session.submit(":check").output
        // `late` is the lesson's earlier lane: both differ, each shown alone.
        expectTrue(early.hasPrefix("not yet: lane `scores`, `late` differ from the expected timeline\n"), "\(early)")
        expectTrue(
            early.contains("actual scores:\n          0      1    3  4  5\n  scores             ─10─20─30─\n"),
            "\(early)")
        _ = session.submit("let late = scores.subscribe(onNext: { print(\"late:\", $0) })")
        let done = session.submit("scores.onNext(40)").output
        expectEqual(
            done, "late: 40\n✓ Exercise “A late subscriber that still sees the last two” done. Press Enter to\ngo on.\n")
    }
}

extension ExerciseCheckTests {
    @Test(":check names the one lane that differs and draws only it, as expected and as it is")
    func oneLaneDiffers() {
        let session = makeConsole(options: SessionOptions(lessonsDirectory: CompiledTranscriptTests.lessonsDirectory))
        _ = session.submit(":lesson subjects")
        var output = ""
        for _ in 0..<24 where !output.contains("Exercise:") { output = session.submit("").output }
        for input in [
            "let scores = ReplaySubject<Int>.create(bufferSize: 1)", "scores.onNext(10)", "scores.onNext(20)",
            "scores.onNext(30)", "let late = scores.subscribe(onNext: { print(\"late:\", $0) })", "scores.onNext(40)",
        ] {
            _ = session.submit(input)
        }
        expectEqual(
            session.submit(":check").output,
            """
            not yet: lane `late` differs from the expected timeline (the other lanes match)
            expected late:
                       1  2  3  4        5
              late              (^20,30)─40─
            actual late:
                       1  2  3  4     5
              late              (^30)─40─
            in `late`, event 1: expected subscribe + next(20) + next(30), got subscribe +
              next(30)

            """)
    }

    @Test("lanes are read back from drawings: moved columns alone are no difference, legend letters are spelled out")
    func laneDifference() {
        let expected = """
                   1  2   3
            s     ─a──10──x─
            t       ^─a───y─
                  a = "long value"
            """
        // `t` has a wide value in the second slot, which moves every later column; `s` writes
        // the same value with another letter.
        let shifted = """
                   1  2          3
            s     ─b──10─────────x─
            t       ^─12345678───y─
                  b = "long value"
            """
        let report = LaneDifference.report(expected: expected, actual: shifted)
        expectEqual(
            report,
            """
            not yet: lane `t` differs from the expected timeline (the other lanes match)
            expected t:
                     1  2   3
              t       ^─a───y─
                    a = "long value"
            actual t:
                     1  2          3
              t       ^─12345678───y─

            """)
        expectTrue(LaneDifference.report(expected: expected, actual: expected) == nil)
        let otherValue = expected.replacingOccurrences(of: "a = \"long value\"", with: "a = \"other\"")
        expectEqual(
            LaneDifference.report(expected: expected, actual: otherValue)?.hasPrefix("not yet: lane `s`, `t` differ"),
            true)
    }
}

/// A lane whose events came off the main queue (`↯`) differs from one drawn without the mark,
/// and the words say so.
@Suite("Events sent off the main queue, in a check's words")
struct OffMainQueueDifferenceTests {
    static let expected = """
               0     1
        saving   (^a|)
        refused        (^#)
                 a = "id-1"
                 # refused: refused
        """

    @Test("an element and an error sent off the main queue are named so, in the session's language")
    func offMain() {
        let actual = """
                   0      1
            saving   (^↯a|)
            refused         (^↯#)
                     a = "id-1"
                     # refused: refused
                     ↯ sent off the main queue (by another queue's work)
            """
        let report = LaneDifference.report(expected: Self.expected, actual: actual) ?? ""
        expectTrue(report.hasPrefix("not yet: lane `saving`, `refused` differ"), "\(report)")
        // The actual drawing keeps the mark's legend line.
        expectTrue(report.contains("saving   (^↯a|)"), "\(report)")
        expectEqual(report.components(separatedBy: "↯ sent off the main queue").count, 3, "\(report)")
        let words = LaneEvents.firstDifferences(expected: Self.expected, actual: actual)
        expectTrue(
            words.contains(
                "in `saving`, event 1: expected subscribe + next(\"id-1\") + completed, got subscribe + next(\"id-1\") off the main queue + completed"
            ), "\(words)")
        expectTrue(
            words.contains(
                "in `refused`, event 1: expected subscribe + error, got subscribe + error off the main queue"),
            "\(words)")
        let korean = LaneEvents.firstDifferences(
            expected: Self.expected, actual: actual, texts: CheckTexts(language: .ko))
        expectTrue(korean.contains("실제 subscribe + error (메인 큐 밖에서)"), "\(korean)")
        // Several elements, one of them off the main queue, drawn one per instant.
        let mixed = LaneEvents.firstDifferences(expected: "       0 1\nlist   1 2", actual: "       0 1\nlist   1 ↯2")
        expectTrue(mixed.contains("expected next(2), got next(2) off the main queue"), "\(mixed)")
        expectTrue(LaneDifference.report(expected: actual, actual: actual) == nil)
    }
}

/// `:save` keeps the time moves, so a saved session does what the session did.
@Suite("Saving and undoing time moves")
struct TimeMoveTests {
    static let typed = [
        "let taps = PublishSubject<String>()",
        "let calm = taps.debounce(.milliseconds(300), scheduler: MainScheduler.instance)",
        "let seen = calm.subscribe(onNext: { print(\"calm\", $0) })",
        "taps.onNext(\"a\")", ":wait 500ms", "taps.onNext(\"b\")", "taps.onNext(\"c\")", ":wait 1s",
    ]

    @Test(":save writes the :wait lines; running the script prints what the session printed")
    func saveWaits() throws {
        let file = FileCommandTests.temporary("debounce.swift")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = makeConsole()
        let printed = Self.typed.map { session.submit($0).output }.joined()
        expectTrue(printed.contains("calm a\n") && printed.contains("calm c\n"))
        expectEqual(session.submit(":save \(file)").output, "saved 8 inputs to \(file)\n")
        let script = try String(contentsOfFile: file, encoding: .utf8)
        expectEqual(script, ([":typed"] + Self.typed).joined(separator: "\n") + "\n")
        let run = makeConsole().runScript(script, file: file)
        expectTrue(run.succeeded)
        expectEqual(run.output, printed)
        // Typed without the waits, the debounced elements never come.
        let withoutWaits = makeConsole().runScript(
            ([":typed"] + Self.typed.filter { !$0.hasPrefix(":") }).joined(separator: "\n"), file: file)
        expectTrue(!withoutWaits.output.contains("calm"))
        // As a program without the waits, the statements run at once, then the clock runs until
        // idle: only the last element outlives the debounce.
        let program = makeConsole().runScript(
            Self.typed.filter { !$0.hasPrefix(":") }.joined(separator: "\n"), file: file)
        expectEqual(program.output, "calm c\n")
    }

    @Test(":undo replays earlier waits: time and delayed elements stay")
    func undoKeepsWaits() {
        let session = makeConsole()
        for input in Self.typed { _ = session.submit(input) }
        _ = session.submit("print(\"extra\")")
        let before = session.submit(":marbles").output
        let time = session.submit(":time").output
        expectEqual(session.submit(":undo").output, "undid: print(\"extra\")\n")
        expectTrue(session.submit(":time").output != time, "the undone input's frame is gone")
        expectEqual(session.submit(":marbles").output, before)
        expectEqual(session.submit(":undo").output, "undid: :wait 1s\n")
        let calm = session.submit(":marbles").output.split(separator: "\n").first { $0.hasPrefix("calm ") } ?? ""
        expectTrue(
            calm.dropFirst(5).contains("a") && !calm.dropFirst(5).contains("c"),
            "the debounced c needed the wait: \(calm)")
    }
}
