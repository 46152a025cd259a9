/// What checking a lesson found.
public struct LessonCheckReport: Sendable {
    /// The lesson's file.
    public var file: String
    /// The full run: every step as typed and what it printed, then the problems.
    public var transcript: String
    /// One line per problem, naming the file and line.
    public var problems: [String]
    /// Whether every expected output matched and every exercise's solution passed its check.
    public var passed: Bool { problems.isEmpty }
}

/// `rxplay lesson NAME --check`: runs every block, compares every expected output, and runs each
/// exercise's solution through its check, in one fresh session.
public enum LessonChecker {
    /// Checks the lesson called `name` in the session's lesson folder.
    public static func check(named name: String, options: SessionOptions) -> LessonCheckReport {
        do {
            let lesson = try LessonLibrary(directory: options.lessonsDirectory).lesson(named: name)
            return check(lesson, options: options)
        } catch let error as LessonError {
            return LessonCheckReport(file: error.file, transcript: "", problems: [error.description])
        } catch {
            return LessonCheckReport(file: name, transcript: "", problems: ["\(error)"])
        }
    }

    /// Checks `lesson`.
    public static func check(_ lesson: Lesson, options: SessionOptions) -> LessonCheckReport {
        let session = Session(options: options)
        var transcript = "# \(lesson.title)\n\n"
        var problems: [String] = []
        for part in lesson.parts {
            switch part {
            case .narration(let prose):
                transcript += prose + "\n\n"
            case .code(let code):
                let outcome = LessonSteps.run(code, in: session, echo: true)
                transcript += outcome.output + "\n"
                problems += compare(code, outcome: outcome, in: session, file: lesson.file)
            case .exercise(let exercise):
                transcript += "Exercise: \(exercise.title)\n\(exercise.task)\n"
                let code = LessonCode(kind: .swift, source: exercise.solution, line: exercise.solutionLine)
                let outcome = LessonSteps.run(code, in: session, echo: true)
                transcript += outcome.output
                if let line = outcome.failedLine {
                    problems.append("\(lesson.file):\(exercise.solutionLine + line - 1): the solution of “\(exercise.title)” fails")
                }
                switch ExerciseChecker.check(exercise, in: session, printed: outcome.printed) {
                case .passed:
                    transcript += "✓ check passed\n\n"
                case .notYet:
                    problems.append("\(lesson.file):\(exercise.checkLine): the solution of “\(exercise.title)” does not pass its check")
                case .differs(let report):
                    problems.append("\(lesson.file):\(exercise.checkLine): the solution of “\(exercise.title)” does not pass its check\n\(report)")
                }
            }
        }
        return LessonCheckReport(file: lesson.file, transcript: transcript, problems: problems)
    }

    private static func compare(_ code: LessonCode, outcome: ScriptOutcome, in session: Session, file: String) -> [String] {
        guard let expected = code.expectedOutput, let line = code.expectedOutputLine else {
            if let failed = outcome.failedLine {
                return ["\(file):\(code.line + failed - 1): this step fails, and no output block expects it"]
            }
            return []
        }
        let actual = outcome.printed
        if actual.normalizedForComparison == expected.normalizedForComparison { return [] }
        return ["\(file):\(line): the output differs\n" + SideBySide.report(expected: expected, actual: actual)
            .replacingOccurrences(of: "not yet: the timeline differs from the expected one\n", with: "")]
    }
}
