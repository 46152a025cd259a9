@testable import Playground
import TestSupport
import Testing

@Suite("Lesson files")
struct LessonParserTests {
    static let sample = """
        # Subjects side by side

        <!-- lesson: subjects · 15 min · Three subjects, side by side -->

        Some narration.

        ```swift
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        ```

        ```output
        nothing yet
        ```

        ```rxplay
        :marbles subject
        ```

        More narration.

        ## Exercise: Late subscribers

        Subscribe late.

        <details><summary>Hint</summary>

        Use a ReplaySubject.

        </details>

        <details><summary>Solution</summary>

        ```swift
        let late = subject.subscribe()
        ```

        </details>

        ```check lanes: late, subject
        late  ^--
        ```

        ## After

        The end.
        """

    @Test("a lesson file gives its header, steps with expected output, and exercises")
    func parsesSample() throws {
        let lesson = try LessonParser.parse(Self.sample, file: "subjects.md")
        expectEqual(lesson.name, "subjects")
        expectEqual(lesson.title, "Subjects side by side")
        expectEqual(lesson.duration, "15 min")
        expectEqual(lesson.summary, "Three subjects, side by side")
        expectEqual(lesson.parts, [
            .narration("Some narration."),
            .code(LessonCode(
                kind: .swift, source: "let subject = PublishSubject<Int>()\nsubject.onNext(1)", line: 8,
                expectedOutput: "nothing yet", expectedOutputLine: 13)),
            .code(LessonCode(kind: .rxplay, source: ":marbles subject", line: 17)),
            .narration("More narration."),
            .exercise(Exercise(
                title: "Late subscribers", line: 22, task: "Subscribe late.", hints: ["Use a ReplaySubject."],
                solution: "let late = subject.subscribe()", solutionLine: 35,
                checks: [ExerciseCheck(.lanes(["late", "subject"], timed: false), expected: "late  ^--", line: 41)])),
            .narration("## After\n\nThe end."),
        ])
    }

    @Test("a malformed lesson names the file, the line and the problem", arguments: [
        ("Title missing", "no title here", 1, "a lesson starts with its title, a line `# Title`"),
        ("Header missing", "# T\n\nprose", 3,
         "the title is followed by `<!-- lesson: NAME · DURATION · SUMMARY -->`"),
        ("Header fields", "# T\n<!-- lesson: a · b -->", 2,
         "the lesson header needs three fields separated by `·`: name, duration, summary"),
        ("Unclosed block", "# T\n<!-- lesson: a · b · c -->\n```swift\nlet x = 1", 3, "the ``` block is not closed"),
        ("Orphan output", "# T\n<!-- lesson: a · b · c -->\n```output\nx\n```", 3,
         "an output block must follow a swift or rxplay block"),
        ("No solution", "# T\n<!-- lesson: a · b · c -->\n## Exercise: E\n```check state: x\nx\n```", 3,
         "exercise “E” has no Solution"),
        ("Bad check", "# T\n<!-- lesson: a · b · c -->\n## Exercise: E\n```check nonsense\nx\n```", 4,
         "a check block is ```check lanes: NAME, …, ```check timed lanes: NAME, … or ```check state: EXPRESSION"),
        ("Output check", "# T\n<!-- lesson: a · b · c -->\n## Exercise: E\n```check output\nx\n```", 4,
         "a check of printed text passes a wrong answer that prints it: check lanes or state instead"),
    ])
    func reportsProblems(name: String, text: String, line: Int, problem: String) {
        #expect(throws: LessonError(file: "bad.md", line: line, problem: problem)) {
            try LessonParser.parse(text, file: "bad.md")
        }
    }

    @Test("checks: timed lanes, state, and several in one exercise")
    func checkKinds() throws {
        let text = "# T\n<!-- lesson: a · b · c -->\n## Exercise: E\n<details><summary>Solution</summary>\n```swift\nlet y = 2\n```\n</details>\n"
            + "```check timed lanes: a, b\nA\n```\n```check state: y + 1\nInt = 3\n```\n"
        let lesson = try LessonParser.parse(text, file: "t.md")
        guard case .exercise(let exercise) = lesson.parts.first else { Issue.record("no exercise"); return }
        expectEqual(exercise.checks, [
            ExerciseCheck(.lanes(["a", "b"], timed: true), expected: "A", line: 10),
            ExerciseCheck(.state("y + 1"), expected: "Int = 3", line: 13),
        ])
        expectEqual(exercise.checkLine, 10)
    }

    @Test("an error reads file:line: problem")
    func errorText() {
        expectEqual(LessonError(file: "lessons/x.md", line: 4, problem: "oops").description, "lessons/x.md:4: oops")
    }
}
