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

    @Test("the lesson passes --check and its run matches the golden transcript", arguments: names)
    func lessonChecks(name: String) throws {
        let report = LessonChecker.check(named: name, options: SessionOptions(lessonsDirectory: Self.lessonsDirectory))
        #expect(report.passed, "\(report.problems.joined(separator: "\n"))")
        GoldenText.check(report.transcript, file: Self.goldenDirectory.appendingPathComponent(name + ".txt"))
    }
}
