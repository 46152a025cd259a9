import Foundation
import TestSupport
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
        expectTrue(problems.isEmpty, "\(problems)")
        expectTrue(!lessons.isEmpty)
    }

    @Test("the lesson passes --check in each language and its run matches the golden transcript",
          arguments: names, LessonLanguage.allCases)
    func lessonChecks(name: String, language: LessonLanguage) throws {
        var options = SessionOptions(lessonsDirectory: Self.lessonsDirectory)
        options.lessonLanguage = language
        let report = LessonChecker.check(named: name, options: options)
        expectTrue(report.passed, "\(report.problems.joined(separator: "\n"))")
        let folder = language == .en ? Self.goldenDirectory : Self.goldenDirectory.appendingPathComponent(language.rawValue)
        GoldenText.check(report.transcript, file: folder.appendingPathComponent(name + ".txt"))
    }
}

/// An output block's `…` stands for any text on its line, and only on its line.
@Suite("Output blocks with …")
struct OutputBlockWildcardTests {
    static func lesson(expecting output: String) throws -> Lesson {
        try LessonParser.parse("""
            # Ids

            <!-- lesson: ids · 1 min · an id that counts -->

            An id.

            ```swift
            print("saved with id: 00000000-0003/L0/001")
            print("done")
            ```

            ```output
            \(output)
            ```
            """, file: "ids.md")
    }

    static func problems(expecting output: String) throws -> [String] {
        LessonChecker.check(try lesson(expecting: output), options: SessionOptions(lessonsDirectory: "/nonexistent")).problems
    }

    @Test("… matches the id; a wrong line, a missing line or a wrong fixed part fails")
    func wildcard() throws {
        try expectTrue(Self.problems(expecting: "saved with id: …/L0/001\ndone").isEmpty)
        try expectTrue(Self.problems(expecting: "saved with id: 00000000-0003/L0/001\ndone").isEmpty)
        let wrongEnd = try Self.problems(expecting: "saved with id: …/L0/002\ndone")
        expectTrue(wrongEnd.count == 1 && wrongEnd[0].hasPrefix("ids.md:13: the output differs"), "\(wrongEnd)")
        try expectEqual(Self.problems(expecting: "saved with id: …/L0/001\ndone!").count, 1)
        try expectEqual(Self.problems(expecting: "saved with id: …/L0/001").count, 1)
        try expectEqual(Self.problems(expecting: "…").count, 1)
    }
}
