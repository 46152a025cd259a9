import Foundation
@testable import Playground
import TestSupport
import Testing

/// What `:check` says in Vietnamese and Korean sessions, word for word (the English texts are
/// in `CheckFeedbackTests` and the transcripts).
@Suite("Check feedback in the lesson's language")
struct CheckTextsTests {
    static let expected = #"[String] = ["3 photos: Save false, + true", "4 photos: Save true, + true"]"#
    static let actual = #"[String] = ["3 photos: Save false, + true"]"#

    @Test("a state check's table of cases")
    func caseTables() {
        expectEqual(
            StateDifference.report(expected: Self.expected, actual: Self.actual, texts: CheckTexts(language: .vi)),
            """
            chưa xong: 1 trên 2 trường hợp khác
              trường hợp │ mục │ mong đợi          │ thực tế
              4 photos   │     │ Save true, + true │ không có

            """)
        expectEqual(
            StateDifference.report(expected: Self.expected, actual: Self.actual, texts: CheckTexts(language: .ko)),
            """
            아직 아닙니다: 2개 중 1개 경우가 다릅니다
              경우     │ 항목 │ 기대              │ 실제
              4 photos │      │ Save true, + true │ 없음

            """)
    }

    @Test("a table too wide for the terminal, a case at a time, each side wrapped under its heading")
    func stackedCases() {
        let expected = #"[String] = ["Back without saving: answer completed on Back, form shown"]"#
        let actual =
            #"[String] = ["Back without saving: answer none on Back then none again on Back then completed on Back, form shown"]"#
        expectEqual(
            StateDifference.report(expected: expected, actual: actual, texts: CheckTexts(language: .ko), width: 40),
            """
            아직 아닙니다: 1개 중 1개 경우가 다릅니다
              Back without saving · answer
                기대  completed on Back
                실제  none on Back then none again
                      on Back then completed on Back

            """)
        expectEqual(
            StateDifference.report(expected: expected, actual: actual, texts: CheckTexts(language: .vi), width: 40),
            """
            chưa xong: 1 trên 1 trường hợp khác
              Back without saving · answer
                mong đợi  completed on Back
                thực tế   none on Back then none
                          again on Back then
                          completed on Back

            """)
        // Wide enough, the table.
        let table = StateDifference.report(expected: expected, actual: actual, texts: CheckTexts(language: .ko), width: 200)
        expectTrue(table?.contains("│ 실제\n") == true, "\(table ?? "")")
    }

    static let drawnExpected = CheckFeedbackTests.expected
    static let drawnActual = CheckFeedbackTests.expected.replacingOccurrences(of: "(^20,30)─40─", with: "(^30)────40─")

    @Test("lanes that differ, and the first event that does")
    func lanes() {
        let verdict = ExerciseChecker.compareDrawings(
            expected: Self.drawnExpected, actual: Self.drawnActual, timed: false, texts: CheckTexts(language: .vi))
        expectTrue(verdict.message.hasPrefix("chưa xong: lane `late` khác với timeline mong đợi (các lane khác đã khớp)\nmong đợi late:\n"), "\(verdict.message)")
        expectTrue(verdict.message.contains("\nthực tế late:\n"), "\(verdict.message)")
        expectTrue(verdict.message.hasSuffix("ở `late`, event 1: mong đợi subscribe + next(20) + next(30), nhận được subscribe + next(30)\n"), "\(verdict.message)")
        let korean = ExerciseChecker.compareDrawings(
            expected: Self.drawnExpected, actual: Self.drawnActual, timed: false, texts: CheckTexts(language: .ko))
        expectTrue(korean.message.hasPrefix("아직 아닙니다: lane `late`: 기대한 타임라인과 다릅니다 (다른 lane은 일치합니다)\n기대한 late:\n"), "\(korean.message)")
        expectTrue(korean.message.hasSuffix("`late`의 1번째 이벤트: 기대 subscribe + next(20) + next(30), 실제 subscribe + next(30)\n"), "\(korean.message)")
    }

    @Test("the exercise commands' own answers")
    func commands() {
        expectEqual(CheckTexts(language: .vi).noExerciseOpen, "không có bài tập nào đang mở")
        expectEqual(CheckTexts(language: .ko).noMoreHints(2), "힌트를 모두 보았습니다(2개). :solution으로 풀이를 보세요")
        expectEqual(CheckTexts(language: .en).noMoreHints(2), "no more hints (2 shown); :solution shows a solution")
        expectEqual(LessonTexts(language: .vi).startOne, "Bắt đầu một bài bằng :lesson TÊN (hoặc rxplay lesson TÊN).")
    }

    @Test("with no lesson open, the lesson commands answer in the session's language")
    func noLessonOpen() {
        for (language, plain, listing) in [
            (LessonLanguage.en, "no lesson is open\n", "no lesson is open; :lessons lists them\n"),
            (.vi, "chưa mở bài học nào\n", "chưa mở bài học nào; :lessons liệt kê các bài\n"),
            (.ko, "열려 있는 레슨이 없습니다\n", "열려 있는 레슨이 없습니다. :lessons로 목록을 보세요\n"),
        ] {
            var options = SessionOptions(lessonsDirectory: "/nonexistent")
            options.lessonLanguage = language
            let console = makeConsole(options: options)
            for command in [":hint", ":solution", ":check"] {
                expectEqual(console.submit(command).output, plain, "\(language) \(command)")
            }
            expectEqual(console.submit(":next").output, listing, "\(language) :next")
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-lessons-\(getpid())")
        try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        expectEqual(LessonsCommand.listing(LessonLibrary(directory: empty.path), language: .ko), "레슨을 찾지 못했습니다\n")
        expectEqual(LessonsCommand.listing(LessonLibrary(directory: empty.path), language: .en), "no lessons found\n")
    }
}
