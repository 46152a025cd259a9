import Foundation
import TestSupport
import Testing

/// `rxplay lessons`, `rxplay lesson NAME --check` and `--step`, as a person runs them.
@Suite("rxplay lessons from the command line", .serialized)
struct LessonCommandTests {
    static let lessonsDirectory = LessonExerciseEndToEndTests.lessons

    /// A folder with one lesson whose expected output is wrong and one that does not parse.
    static func brokenLessons() throws -> String {
        let folder = NSTemporaryDirectory() + "rxplay-lessons-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "# Lessons\n".write(toFile: folder + "/README.md", atomically: true, encoding: .utf8)
        try """
        # Wrong

        <!-- lesson: wrong · 1 min · an expected output that is not what happens -->

        ```swift
        print(1 + 1)
        ```

        ```output
        3
        ```

        """.write(toFile: folder + "/wrong.md", atomically: true, encoding: .utf8)
        try "# Broken\n\nno header here\n".write(toFile: folder + "/broken.md", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("rxplay lessons lists every lesson with its duration and summary")
    func list() throws {
        let outcome = try EndToEndTests.run(["lessons"], environment: ["RXPLAY_LESSONS": Self.lessonsDirectory])
        for name in ["subjects", "collage", "repo-form", "traits"] {
            expectTrue(
                outcome.output.contains("\n\(name) ") || outcome.output.hasPrefix("\(name) "), "\(outcome.output)")
        }
        expectEqual(outcome.status, 0)
    }

    @Test("rxplay lessons lists a 1 GB lesson as too large without reading it (it read 187 s and 4.2 GB)")
    func listsTooLargeLesson() throws {
        let folder = try Self.brokenLessons()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.removeItem(atPath: folder + "/broken.md")
        expectTrue(FileManager.default.createFile(atPath: folder + "/huge.md", contents: nil))
        expectEqual(truncate(folder + "/huge.md", 1 << 30), 0)
        let start = Date()
        let outcome = try EndToEndTests.run(["lessons"], environment: ["RXPLAY_LESSONS": folder])
        let seconds = Date().timeIntervalSince(start)
        expectEqual(
            outcome.output,
            "wrong  1 min  an expected output that is not what happens\n"
                + "error: \(folder)/huge.md:1: the file is 1024 MB, more than the 1 MB the playground reads of it\n"
                + "Start one with :lesson NAME (or rxplay lesson NAME).\n")
        expectEqual(outcome.status, 0)
        expectTrue(seconds < 10, "\(seconds) s")
    }

    @Test("--check passes a good lesson with exit 0")
    func checkPasses() throws {
        let outcome = try EndToEndTests.run(
            ["lesson", "traits", "--check"], environment: ["RXPLAY_LESSONS": Self.lessonsDirectory])
        expectTrue(outcome.output.hasSuffix("4-traits.md: ok\n"))
        expectEqual(outcome.status, 0)
    }

    @Test("--check of a translation compares its steps with the English file's outputs, :subs's answer too")
    func checkTranslation() throws {
        let folder = NSTemporaryDirectory() + "rxplay-lessons-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/ko", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "# Lessons\n".write(toFile: folder + "/README.md", atomically: true, encoding: .utf8)
        try """
        # Subs

        <!-- lesson: subs · 1 min · what :subs says -->

        A subscription.

        ```swift
        let s = PublishSubject<Int>()
        let sub = s.subscribe()
        ```

        What `:subs` says:

        ```rxplay
        :subs
        ```

        ```output
        sub  ← s  live  -
        ```
        """.write(toFile: folder + "/subs.md", atomically: true, encoding: .utf8)
        try """
        # 구독

        <!-- lesson: subs · 1분 · :subs가 하는 말 -->

        <!-- prose 1 -->
        구독 하나.

        <!-- prose 2 -->
        `:subs`의 대답:
        """.write(toFile: folder + "/ko/subs.md", atomically: true, encoding: .utf8)
        for language in ["en", "ko"] {
            let outcome = try EndToEndTests.run(
                ["lesson", "subs", "--lang", language, "--check"], environment: ["RXPLAY_LESSONS": folder])
            expectTrue(outcome.output.hasSuffix("subs.md: ok\n"), "\(language): \(outcome.output)")
            expectEqual(outcome.status, 0)
        }
        // At the prompt, a Korean session answers in Korean.
        let korean = try EndToEndTests.run(
            ["--lang", "ko"], input: "let s = PublishSubject<Int>()\nlet sub = s.subscribe()\n:subs\n")
        expectTrue(!korean.output.contains("live"), "\(korean.output)")
    }

    @Test("--check names the file and line of a difference and exits 1; a malformed file is named too")
    func checkFails() throws {
        let folder = try Self.brokenLessons()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wrong = try EndToEndTests.run(["lesson", "wrong", "--check"], environment: ["RXPLAY_LESSONS": folder])
        expectTrue(wrong.output.hasPrefix("\(folder)/wrong.md:10: the output differs"), "\(wrong.output)")
        expectTrue(wrong.output.contains("≠ 3"))
        expectEqual(wrong.status, 1)
        let list = try EndToEndTests.run(["lessons"], environment: ["RXPLAY_LESSONS": folder])
        expectTrue(list.output.contains("error: \(folder)/broken.md:3: the title is followed by"))
        let broken = try EndToEndTests.run(["lesson", "broken", "--check"], environment: ["RXPLAY_LESSONS": folder])
        expectTrue(broken.output.contains("\(folder)/broken.md:3:"))
        expectEqual(broken.status, 1)
    }

    @Test("--step shows one step per key press and stops at q")
    func step() throws {
        let outcome = try EndToEndTests.run(
            ["lesson", "traits", "--step"], input: "\nq\n",
            environment: ["RXPLAY_LESSONS": Self.lessonsDirectory])
        expectTrue(outcome.output.contains("rx> saved.onNext(\"asset-42\")"))
        expectTrue(outcome.output.contains("saved as asset-42"))
        expectTrue(!outcome.output.contains("Sequence contains more than one element"))
        expectEqual(outcome.status, 0)
    }

    @Test("an unknown lesson is an error naming the lessons there are")
    func unknownLesson() throws {
        let outcome = try EndToEndTests.run(["lesson", "nope"], environment: ["RXPLAY_LESSONS": Self.lessonsDirectory])
        expectTrue(outcome.output.hasPrefix("error: no lesson called nope (lessons: "))
        expectEqual(outcome.status, 1)
    }
}
