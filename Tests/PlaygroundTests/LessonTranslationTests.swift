import Foundation
@testable import Playground
import TestSupport
import Testing

/// Translations carry only prose, laid over the English lesson's steps.
@Suite("Lesson translations")
struct LessonTranslationTests {
    static let library = LessonLibrary(directory: CompiledTranscriptTests.lessonsDirectory)

    static var lessons: [Lesson] { library.load().lessons }

    @Test("each translation has the English lesson's steps: the same code, outputs, solutions and checks",
          arguments: ["subjects", "collage", "repo-form", "traits"], [LessonLanguage.vi, .ko])
    func sameSteps(name: String, language: LessonLanguage) throws {
        let english = try Self.library.lesson(named: name)
        let translated = try Self.library.lesson(named: name, language: language)
        expectEqual(translated.parts.count, english.parts.count)
        for (theirs, ours) in zip(translated.parts, english.parts) {
            switch (theirs, ours) {
            case (.code(var a), .code(let b)):
                // A translation's code names the English file, whose lines it is (`:app` finds
                // the lesson's own apps beside it).
                expectEqual(a.file, english.file)
                a.file = b.file
                expectEqual(a, b)
            case (.narration(let a), .narration(let b)): expectTrue(a != b, "untranslated: \(a.prefix(60))")
            case (.exercise(let a), .exercise(let b)):
                expectTrue(a.solution == b.solution && a.checks == b.checks && a.hints.count == b.hints.count)
                expectTrue(a.title != b.title && a.task != b.task)
            default: Issue.record("the steps differ: \(theirs) against \(ours)")
            }
        }
        expectTrue(translated.name == english.name && translated.title != english.title)
    }

    static let english = """
        # Tiny

        <!-- lesson: tiny · 1 min · one step -->

        First words.

        ```swift
        let x = 1
        ```

        ## Exercise: Two

        Make `y` two.

        <details><summary>Hint</summary>

        Add one
        to one.

        </details>

        <details><summary>Solution</summary>

        ```swift
        let y = 2
        ```

        </details>

        ```check state: y
        Int = 2
        ```
        """

    static func apply(_ translation: String) throws(LessonError) -> Lesson {
        let lesson = try LessonParser.parse(english, file: "tiny.md")
        return try LessonTranslation.apply(translation, file: "vi/tiny.md", to: lesson)
    }

    @Test("prose and exercise text are replaced; the hint is one line of prose")
    func applies() throws {
        let lesson = try Self.apply("""
            # Nhỏ

            <!-- lesson: tiny · 1 phút · một bước -->

            <!-- prose 1 -->
            Lời đầu.

            <!-- exercise 1 -->
            ## Bài tập: Hai

            Cho `y` bằng hai.

            <details><summary>Hint</summary>

            Cộng một
            với một.

            </details>
            """)
        expectTrue(lesson.title == "Nhỏ" && lesson.summary == "một bước" && lesson.duration == "1 phút")
        expectEqual(lesson.parts.first, .narration("Lời đầu."))
        guard case .exercise(let exercise) = lesson.parts.last else { Issue.record("no exercise"); return }
        expectTrue(exercise.title == "Hai" && exercise.task == "Cho `y` bằng hai.")
        expectEqual(exercise.hints, ["Cộng một với một."])
        expectEqual(exercise.solution, "let y = 2")
    }

    @Test("a translation that does not line up is named with its line")
    func mismatches() {
        #expect(throws: LessonError(file: "vi/tiny.md", line: 5, problem: "exercise 1 is missing")) {
            try Self.apply("# Nhỏ\n\n<!-- lesson: tiny · 1 phút · một bước -->\n\n<!-- prose 1 -->\nLời đầu.\n")
        }
        #expect(throws: LessonError(file: "vi/tiny.md", line: 5, problem: "expected prose 1 here, found prose 2")) {
            try Self.apply("# Nhỏ\n\n<!-- lesson: tiny · 1 phút · một bước -->\n\n<!-- prose 2 -->\nLời đầu.\n")
        }
        #expect(throws: LessonError(file: "vi/tiny.md", line: 7, problem: "exercise “Hai” has 0 hints; the English one has 1")) {
            try Self.apply("# Nhỏ\n\n<!-- lesson: tiny · 1 phút · một bước -->\n\n<!-- prose 1 -->\nA\n<!-- exercise 1 -->\n## Bài tập: Hai\n")
        }
        #expect(throws: LessonError(file: "vi/tiny.md", line: 3, problem: "this translates “small”, not “tiny”")) {
            try Self.apply("# Nhỏ\n\n<!-- lesson: small · 1 phút · một bước -->\n")
        }
    }

    @Test("the language comes from LC_ALL, then LC_MESSAGES, then LANG", arguments: [
        (["LANG": "vi_VN.UTF-8"], LessonLanguage.vi),
        (["LC_ALL": "ko_KR.UTF-8", "LANG": "vi_VN.UTF-8"], .ko),
        (["LC_MESSAGES": "vi", "LANG": "ko_KR.UTF-8"], .vi),
        (["LANG": "C.UTF-8"], .en),
        (["LANG": "fr_FR.UTF-8"], .en),
        ([:], .en),
        (["LC_ALL": "", "LANG": "ko_KR"], .ko),
    ])
    func languageFromEnvironment(environment: [String: String], expected: LessonLanguage) {
        expectEqual(LessonLanguage.from(environment: environment), expected)
    }

    @Test("hints and tasks read as prose: a paragraph's lines are joined, lists keep theirs")
    func prose() {
        expectEqual(Prose.unwrapped("one\ntwo\n\nthree"), "one two\n\nthree")
        expectEqual(Prose.unwrapped("- a\n  b\n- c"), "- a b\n- c")
        expectEqual(Prose.unwrapped("```swift\nlet a = 1\nlet b = 2\n```"), "```swift\nlet a = 1\nlet b = 2\n```")
        expectTrue(Prose.unwrapped("one\ntwo") != "one\ntwo")
    }
}
