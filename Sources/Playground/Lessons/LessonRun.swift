/// A lesson being taken in a session: where it is, the exercise waiting for the learner, and
/// the hints shown so far.
final class LessonRun {
    let lesson: Lesson
    private var index = 0
    private(set) var exercise: Exercise?
    private var hintsShown = 0
    private var outputSinceExercise = ""

    init(lesson: Lesson) {
        self.lesson = lesson
    }

    /// Whether an exercise waits for the learner's code.
    var isWaitingForExercise: Bool { exercise != nil }

    /// Whether every part has been shown.
    var isFinished: Bool { index >= lesson.parts.count && exercise == nil }

    /// The title and summary, to start with.
    var introduction: String {
        "\(lesson.title)\n\(String(repeating: "=", count: lesson.title.count))\n\(lesson.summary) (\(lesson.duration))\n"
    }

    /// Shows narration and runs the lesson up to its next code step or exercise.
    func next(in session: Session) -> String {
        if let exercise {
            return "The exercise “\(exercise.title)” is still open: type your code, or :solution to see one.\n"
        }
        var text = ""
        while index < lesson.parts.count {
            let part = lesson.parts[index]
            index += 1
            switch part {
            case .narration(let prose):
                text += prose + "\n\n"
            case .code(let code):
                return text + LessonSteps.run(code, in: session, echo: true).output
            case .exercise(let exercise):
                self.exercise = exercise
                hintsShown = 0
                outputSinceExercise = ""
                text += "Exercise: \(exercise.title)\n\(exercise.task)\n"
                text += "(type your code at the prompt; :check shows what differs, :hint gives a hint, :solution a solution)\n"
                return text
            }
        }
        return text + "End of “\(lesson.title)”.\n"
    }

    /// After a learner's input during an exercise: whether the check passes now.
    func checkAfterInput(in session: Session, output: String = "") -> String {
        guard let exercise else { return "" }
        outputSinceExercise += output
        let verdict = ExerciseChecker.check(exercise, in: session, printed: outputSinceExercise)
        switch verdict {
        case .passed:
            self.exercise = nil
            return "✓ Exercise “\(exercise.title)” done. Press Enter to go on.\n"
        case .notYet, .differs:
            return ""
        }
    }

    /// `:check`: whether the open exercise is done, and if not, what differs.
    func check(in session: Session) -> String {
        guard let exercise else { return "no exercise is open\n" }
        switch ExerciseChecker.check(exercise, in: session, printed: outputSinceExercise) {
        case .passed:
            self.exercise = nil
            return "✓ Exercise “\(exercise.title)” done. Press Enter to go on.\n"
        case .notYet:
            if case .lanes(let names, _) = exercise.check {
                let missing = names.filter { !session.timeline.laneNames.contains($0) }
                if !missing.isEmpty { return "not yet: no lane called \(missing.joined(separator: ", ")) yet\n" }
            }
            return "not yet: the expected output has not been printed\n"
        case .differs(let report):
            return report
        }
    }

    /// The next hint of the open exercise.
    func hint() -> String {
        guard let exercise else { return "no exercise is open\n" }
        guard !exercise.hints.isEmpty else { return "this exercise has no hints; :solution shows a solution\n" }
        if hintsShown >= exercise.hints.count {
            return "no more hints (\(exercise.hints.count) shown); :solution shows a solution\n"
        }
        hintsShown += 1
        return "Hint \(hintsShown)/\(exercise.hints.count): \(exercise.hints[hintsShown - 1])\n"
    }

    /// The solution of the open exercise.
    func solution() -> String {
        guard let exercise else { return "no exercise is open\n" }
        return "A solution:\n" + exercise.solution.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}

/// Running lesson code blocks.
enum LessonSteps {
    /// Runs a code block as if typed: Swift input by input, meta-commands line by line.
    static func run(_ code: LessonCode, in session: Session, echo: Bool) -> ScriptOutcome {
        ScriptRunner(session: session).run(code.source, file: "", echo: echo)
    }
}
