import Foundation
@testable import Playground
import TestSupport
import Testing

/// A lesson taken in a session: how it starts, how it ends, undo inside it, and the demo keys.
@Suite("Lesson runs")
struct LessonRunTests {
    static func session(_ language: LessonLanguage = .en) -> CompiledConsole {
        var options = SessionOptions(lessonsDirectory: CompiledTranscriptTests.lessonsDirectory)
        options.lessonLanguage = language
        return makeConsole(options: options)
    }

    // Wrapped at the session's 80 columns by display columns (a Hangul syllable takes two).
    @Test("a lesson says how it works when it starts", arguments: [
        (LessonLanguage.en, """
            How it works: press Enter for the next step. In an exercise, type your code at
            the prompt; :check shows what still differs, :hint gives a hint, :solution shows
            a solution. :undo takes back your last input.

            """),
        (.vi, """
            Cách học: nhấn Enter để sang bước tiếp theo. Ở mỗi bài tập, hãy gõ code của bạn
            tại dấu nhắc; :check cho biết chỗ nào còn khác, :hint đưa ra gợi ý, :solution
            hiện một lời giải. :undo bỏ lệnh vừa gõ.

            """),
        (.ko, """
            진행 방법: Enter를 누르면 다음 단계로 넘어갑니다. 연습 문제에서는 프롬프트에
            코드를 입력하세요. :check는 아직 다른 부분을 보여 주고, :hint는 힌트를,
            :solution은 풀이를 보여 줍니다. :undo는 마지막 입력을 되돌립니다.

            """),
    ])
    func introduction(language: LessonLanguage, howItWorks: String) {
        let output = Self.session(language).submit(":lesson traits").output
        let title = language == .en ? "Traits: Single, Maybe and Completable" : language == .vi ? "Trait: Single, Maybe và Completable" : "Trait: Single, Maybe, Completable"
        // The underline is as wide as the title in terminal columns: a Korean syllable takes two.
        let columns = title.unicodeScalars.reduce(0) { $0 + ($1.value >= 0xAC00 && $1.value <= 0xD7A3 ? 2 : 1) }
        expectTrue(output.hasPrefix(title + "\n" + String(repeating: "=", count: columns) + "\n"), "\(output)")
        expectTrue(output.contains("\n\n" + howItWorks + "\n"), "\(output)")
    }

    @Test("stepped by key (--step), the introduction explains the keys, not the prompt")
    func stepIntroduction() {
        var options = SessionOptions(lessonsDirectory: CompiledTranscriptTests.lessonsDirectory)
        options.stepsByKey = true
        let output = makeConsole(options: options).submit(":lesson traits").output
        expectTrue(
            output.contains(
                """
                How it works: each key press shows the next step and runs its code. At an
                exercise, s runs its solution and n skips it (its solution then runs quietly, so
                the next steps work); q quits.
                """), "\(output)")
        expectTrue(!output.contains("type your code at"), "\(output)")
    }

    @Test("the title's underline is as wide as the title in terminal columns")
    func underline() {
        let output = Self.session(.ko).submit(":lesson subjects").output
        expectTrue(output.hasPrefix("Subject 나란히 비교하기\n" + String(repeating: "=", count: 23) + "\n"), "\(output)")
    }

    @Test("the end of a lesson suggests the next one; the last says it was the last")
    func ending() {
        let session = Self.session()
        _ = session.submit(":lesson subjects")
        var output = ""
        for _ in 0..<40 where session.isInLesson {
            output = session.isLessonExerciseOpen ? session.runLessonSolution() : session.submit("").output
        }
        expectTrue(output.hasSuffix("End of “Subjects side by side”.\nNext: “The photo collage, step by step”, with :lesson collage (or rxplay lesson\ncollage).\n"), "\(output)")
        let last = Self.session(.vi)
        _ = last.submit(":lesson traits")
        for _ in 0..<40 where last.isInLesson {
            output = last.isLessonExerciseOpen ? last.runLessonSolution() : last.submit("").output
        }
        expectTrue(output.hasSuffix("Hết bài “Trait: Single, Maybe và Completable”.\nĐây là bài cuối cùng; :lessons liệt kê tất cả các bài.\n"), "\(output)")
    }

    @Test("a lesson whose last part is a step ends with that step's output and says so")
    func endingAfterAStep() throws {
        // Two small lessons of their own: the first ends with a step, the second comes next.
        let folder = NSTemporaryDirectory() + "rxplay-ending-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
            # Ends with a step

            <!-- lesson: stepend · 1 min · a lesson whose last part is a step -->

            Narration.

            ```swift
            let reminder = "bye"
            ```

            Then the last step.

            ```swift
            print(reminder)
            ```

            ```output
            bye
            ```

            """.write(toFile: folder + "/1-stepend.md", atomically: true, encoding: .utf8)
        try "# Comes next\n\n<!-- lesson: after · 1 min · the next one -->\n\nNarration only.\n".write(
            toFile: folder + "/2-after.md", atomically: true, encoding: .utf8)
        let session = makeConsole(options: SessionOptions(lessonsDirectory: folder))
        _ = session.submit(":lesson stepend")
        var output = ""
        for _ in 0..<5 where session.isInLesson { output = session.submit("").output }
        expectTrue(!session.isInLesson)
        expectTrue(output.hasPrefix("Then the last step.\n\nrx> print(reminder)\nbye\n"), "\(output)")
        expectTrue(
            output.hasSuffix("End of “Ends with a step”.\nNext: “Comes next”, with :lesson after (or rxplay lesson after).\n"),
            "\(output)")
    }

    @Test(":undo inside a lesson undoes the last input and keeps the lesson open at the same step")
    func undoInLesson() {
        let session = Self.session()
        _ = session.submit(":lesson subjects")
        var output = ""
        for _ in 0..<20 where !session.isLessonExerciseOpen { output = session.submit("").output }
        expectTrue(output.contains("Exercise: A late subscriber"))
        _ = session.submit("let scores = BehaviorSubject(value: 0)")
        expectEqual(session.submit(":undo").output, "undid: let scores = BehaviorSubject(value: 0)\n")
        expectTrue(session.isInLesson && session.isLessonExerciseOpen)
        expectTrue(session.submit("scores").output.contains("cannot find 'scores' in scope"))
        // The lesson's own steps are still there, and the exercise still takes its answer.
        expectEqual(session.submit("photos.value").output, "[String] = [\"🌅\", \"🏔\"]\n")
        var answer = ""
        for line in ExerciseAnswerTests.solution("subjects", ExerciseAnswerTests.late) { answer += session.submit(line).output }
        expectTrue(answer.hasSuffix("✓ Exercise “A late subscriber that still sees the last two” done. Press Enter to\ngo on.\n"), "\(answer)")
    }

    @Test("the demo keys: s shows and runs the solution, n skips; both leave the lesson open")
    func demoKeys() {
        let session = Self.session()
        _ = session.submit(":lesson traits")
        for _ in 0..<20 where !session.isLessonExerciseOpen { _ = session.submit("") }
        expectEqual(session.submit("").output, "The exercise “A question with one answer” is still open: type your code, or\n:solution to see one.\n")
        let solved = session.runLessonSolution()
        expectTrue(solved.hasPrefix("rx> func confirm() -> Single<Bool> {\n"), "\(solved)")
        // Then the lane the check reads, drawn: the demo's picture.
        expectTrue(
            solved.hasSuffix(
                "answer: true\n✓ Exercise “A question with one answer” done. Press Enter to go on.\n"
                    + "        15\nanswer  (^true|)\n"), "\(solved)")
        expectTrue(!session.isLessonExerciseOpen && session.isInLesson)

        let skipping = Self.session()
        _ = skipping.submit(":lesson traits")
        for _ in 0..<20 where !skipping.isLessonExerciseOpen { _ = skipping.submit("") }
        expectEqual(
            skipping.skipLessonExercise(),
            "Skipped the exercise “A question with one answer”: its solution ran quietly, so\nthe next steps work.\n")
        // The solution's declaration is there for what follows.
        let probe = skipping.submit("let probe: () -> Single<Bool> = confirm; print(\"declared\")").output
        expectTrue(probe.hasSuffix("declared\n"), "\(probe)")
        expectTrue(!skipping.isLessonExerciseOpen)
        expectTrue(skipping.submit("").output.hasPrefix("End of “Traits: Single, Maybe and Completable”."))
        // The footer names the keys that apply now.
        expectEqual(Self.session(.ko).lessonStepKeys, "[아무 키: 다음 단계 · q: 종료]")
        let atExercise = Self.session()
        _ = atExercise.submit(":lesson traits")
        for _ in 0..<20 where !atExercise.isLessonExerciseOpen { _ = atExercise.submit("") }
        expectEqual(atExercise.lessonStepKeys, "[s: run the solution · n: skip the exercise · q: quit]")
    }

    @Test("a check of printed text is refused: a wrong answer can print it")
    func outputChecksRefused() {
        let text = """
            # T

            <!-- lesson: t · 1 min · t -->

            ## Exercise: E

            Print it.

            <details><summary>Solution</summary>

            ```swift
            print(1)
            ```

            </details>

            ```check output
            1
            ```
            """
        #expect(throws: LessonError(file: "t.md", line: 17, problem: "a check of printed text passes a wrong answer that prints it: check lanes or state instead")) {
            try LessonParser.parse(text, file: "t.md")
        }
    }
}
