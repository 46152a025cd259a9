import Foundation
import GoldenSupport
@testable import Playground
import Testing

/// Every lesson passes `--check`, and its full run matches its golden transcript.
@Suite("Lessons")
struct LessonCheckTests {
    static let lessonsDirectory = TranscriptTests.lessonsDirectory
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("LessonTranscripts")

    static var names: [String] {
        LessonLibrary(directory: lessonsDirectory).load().lessons.map(\.name)
    }

    @Test("every lesson file parses")
    func allParse() {
        let (lessons, problems) = LessonLibrary(directory: Self.lessonsDirectory).load()
        #expect(problems.isEmpty, "\(problems)")
        #expect(!lessons.isEmpty)
    }

    @Test("the lesson passes --check in each language and its run matches the golden transcript",
          arguments: names, LessonLanguage.allCases)
    func lessonChecks(name: String, language: LessonLanguage) throws {
        var options = SessionOptions(lessonsDirectory: Self.lessonsDirectory)
        options.lessonLanguage = language
        let report = LessonChecker.check(named: name, options: options)
        #expect(report.passed, "\(report.problems.joined(separator: "\n"))")
        let folder = language == .en ? Self.goldenDirectory : Self.goldenDirectory.appendingPathComponent(language.rawValue)
        GoldenText.check(report.transcript, file: folder.appendingPathComponent(name + ".txt"))
    }
}
