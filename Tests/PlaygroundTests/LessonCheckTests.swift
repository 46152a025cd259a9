import Compiling
import Foundation
import TestSupport
@testable import Playground
import Testing

/// Every lesson file parses; `CompiledLessonCheckTests` runs each through `--check`.
@Suite("Lessons")
struct LessonCheckTests {
    static let lessonsDirectory = CompiledTranscriptTests.lessonsDirectory

    static var names: [String] {
        LessonLibrary(directory: lessonsDirectory).load().lessons.map(\.name)
    }

    @Test("every lesson file parses")
    func allParse() {
        let (lessons, problems) = LessonLibrary(directory: Self.lessonsDirectory).load()
        expectTrue(problems.isEmpty, "\(problems)")
        expectTrue(!lessons.isEmpty)
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
        try LessonChecker.check(
            try lesson(expecting: output), options: SessionOptions(lessonsDirectory: "/nonexistent"),
            toolchain: Toolchain.locate().get()
        ).problems
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
