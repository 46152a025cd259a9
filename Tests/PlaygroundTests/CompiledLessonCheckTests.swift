import Compiling
import Foundation
import TestSupport
@testable import Playground
import Testing

/// Every lesson passes `--check` on the compiled path in each language (its code compiled by
/// this build's toolchain, its checks reading the runner's timeline and state), and its full
/// run matches its golden transcript in `CompiledLessonTranscripts/`.
@Suite("Lessons, compiled")
struct CompiledLessonCheckTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("CompiledLessonTranscripts")

    @Test("the lesson passes --check in each language and its run matches the golden transcript",
          arguments: LessonCheckTests.names)
    func lessonChecks(name: String) throws {
        // A translation holds only prose: the lesson's code runs once for the three languages.
        let reports = LessonChecker.check(
            named: name, languages: LessonLanguage.allCases,
            options: SessionOptions(lessonsDirectory: LessonCheckTests.lessonsDirectory),
            toolchain: try Toolchain.locate().get())
        expectEqual(Set(reports.keys), Set(LessonLanguage.allCases))
        for language in LessonLanguage.allCases {
            guard let report = reports[language] else { continue }
            expectTrue(report.passed, "\(language): \(report.problems.joined(separator: "\n"))")
            let folder = language == .en ? Self.goldenDirectory : Self.goldenDirectory.appendingPathComponent(language.rawValue)
            GoldenText.check(report.transcript, file: folder.appendingPathComponent(name + ".txt"))
        }
    }

    @Test("a lesson checked in one language at a time gives the report it gives among the three")
    func oneLanguageAlone() throws {
        var options = SessionOptions(lessonsDirectory: LessonCheckTests.lessonsDirectory)
        options.lessonLanguage = .ko
        let alone = LessonChecker.check(named: "traits", options: options, toolchain: try Toolchain.locate().get())
        expectTrue(alone.passed, "\(alone.problems.joined(separator: "\n"))")
        GoldenText.check(alone.transcript, file: Self.goldenDirectory.appendingPathComponent("ko/traits.txt"))
    }
}

/// An exercise taken on the compiled path: the check reads lanes from the runner's timeline and
/// evaluates state expressions in the runner without recording them.
@Suite("Exercise checks, compiled")
struct CompiledExerciseCheckTests {
    static func console() throws -> CompiledConsole {
        CompiledConsole(
            session: try CompiledTranscriptTests.session(),
            options: SessionOptions(lessonsDirectory: LessonCheckTests.lessonsDirectory))
    }

    @Test(":check names the lane that differs; the check passes after the input that completes it")
    func lanes() throws {
        let console = try Self.console()
        _ = console.submit(":lesson subjects", moreInputWaiting: false)
        var output = ""
        for _ in 0..<24 where !output.contains("Exercise:") { output = console.submit("", moreInputWaiting: false).output }
        expectTrue(output.contains("Exercise: A late subscriber that still sees the last two"))
        expectEqual(console.submit(":check", moreInputWaiting: false).output, "not yet: no lane called scores yet\n")
        for input in [
            "let scores = ReplaySubject<Int>.create(bufferSize: 1)", "scores.onNext(10)", "scores.onNext(20)",
            "scores.onNext(30)", "let late = scores.subscribe(onNext: { print(\"late:\", $0) })",
        ] {
            _ = console.submit(input, moreInputWaiting: false)
        }
        let differs = console.submit(":check", moreInputWaiting: false).output
        // The lesson's earlier `late` lane is now `late'`: the check draws the one the variable holds.
        expectTrue(differs.hasPrefix("not yet: lane `scores`, `late` differ from the expected timeline\n"), "\(differs)")
        _ = console.submit(":undo", moreInputWaiting: false)
        _ = console.submit(":undo", moreInputWaiting: false)
        _ = console.submit(":undo", moreInputWaiting: false)
        _ = console.submit(":undo", moreInputWaiting: false)
        _ = console.submit(":undo", moreInputWaiting: false)
        for input in [
            "let scores = ReplaySubject<Int>.create(bufferSize: 2)", "scores.onNext(10)", "scores.onNext(20)",
            "scores.onNext(30)", "let late = scores.subscribe(onNext: { print(\"late:\", $0) })",
        ] {
            _ = console.submit(input, moreInputWaiting: false)
        }
        expectEqual(
            console.submit("scores.onNext(40)", moreInputWaiting: false).output,
            "late: 40\n✓ Exercise “A late subscriber that still sees the last two” done. Press Enter to\ngo on.\n")
    }

    @Test("a state check runs in the runner: its subscriptions get no lane, a mistake is the compiler's message")
    func state() throws {
        let console = try Self.console()
        _ = console.submit("let subject = BehaviorSubject(value: 3)", moreInputWaiting: false)
        expectEqual(
            console.evaluateUnrecorded("{ () -> [Int] in var seen: [Int] = []; _ = subject.subscribe(onNext: { seen.append($0) }); return seen }()"),
            .value("[Int] = [3]"))
        expectEqual(console.laneNames, ["subject"])
        expectEqual(console.evaluateUnrecorded("missing + 1"), .failed("cannot find 'missing' in scope"))
        expectEqual(console.evaluateUnrecorded("print(\"quiet\")"), .value("()"))
        expectEqual(console.submit(":time", moreInputWaiting: false).output, "time is 100ms (frame 1); one input = 100ms\n")
    }
}
