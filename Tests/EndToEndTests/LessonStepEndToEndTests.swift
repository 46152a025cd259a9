import Foundation
import TestSupport
import Testing

/// `rxplay lesson NAME --step` in a pseudo-terminal, the way an instructor demos it: one key per
/// step, `s` at an exercise to show and run its solution, to the end of the lesson. The lessons
/// run side by side (step mode keeps no history): run one after another they were the last
/// tests of the whole suite, with a core idle.
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
            environment: ["RXPLAY_LESSONS": LessonExerciseEndToEndTests.lessons],
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
    }

    @Test("at an exercise, n skips it and the lesson goes on")
    func skip() throws {
        let keys = (Array(repeating: " ", count: 14) + ["n", " ", "q"]).map {
            EndToEndTests.PtyStep.key($0, until: " · q: ")
        }
        let screen = try EndToEndTests.pty(
            keys, arguments: ["lesson", "traits", "--step"],
            environment: ["RXPLAY_LESSONS": LessonExerciseEndToEndTests.lessons],
            firstPrompt: " · q: ")
        expectTrue(
            screen.contains(
                "Skipped the exercise “A question with one answer”: its solution ran quietly, so the next steps work."),
            "\(screen)")
        // At the exercise the footer offers only what applies there.
        expectTrue(screen.contains("[s: run the solution · n: skip the exercise · q: quit]"), "\(screen)")
        expectTrue(screen.contains("End of “Traits: Single, Maybe and Completable”."), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"))
    }
}
