import TextWidth

/// A lesson being taken in a session: where it is, the exercise waiting for the learner, and
/// the hints shown so far.
final class LessonRun {
    let lesson: Lesson
    /// The lesson after this one, suggested at the end.
    let following: (name: String, title: String)?
    let texts: LessonTexts
    /// Whether the end names the next lesson (a playground's does not).
    let suggestsNext: Bool
    private var index = 0
    private(set) var exercise: Exercise?
    /// The exercise opened last, open or done.
    private var lastOpened: Exercise?
    /// What the exercise commands say, in the lesson's language.
    private var checkTexts: CheckTexts { CheckTexts(language: texts.language) }
    private var hintsShown = 0

    /// The terminal's width and whether it has colors: prose is rendered from Markdown and
    /// wrapped to the width (nil: one line per paragraph).
    let width: Int?
    let colors: Bool
    /// Whether the lesson is stepped a key press at a time (its introduction says how).
    let stepsByKey: Bool

    init(lesson: Lesson, following: (name: String, title: String)? = nil, language: LessonLanguage = .en,
         suggestsNext: Bool = true, width: Int? = nil, colors: Bool = false, stepsByKey: Bool = false) {
        self.lesson = lesson
        self.following = following
        self.suggestsNext = suggestsNext
        self.width = width
        self.colors = colors
        self.stepsByKey = stepsByKey
        texts = LessonTexts(language: language)
    }

    /// `markdown` as the terminal shows it.
    private func render(_ markdown: String) -> String {
        TerminalMarkdown.render(markdown, colors: colors, width: width)
    }

    /// One of the lesson's own lines (its end, an exercise's heading) wrapped to the width.
    private func fit(_ text: String) -> String {
        LineFit.fit(text, width: width, continuation: "")
    }

    /// Whether an exercise waits for the learner's code.
    var isWaitingForExercise: Bool { exercise != nil }

    /// Whether every part has been shown.
    var isFinished: Bool { index >= lesson.parts.count && exercise == nil }

    /// The title and summary, and how a lesson works.
    var introduction: String {
        "\(lesson.title)\n\(String(repeating: "=", count: min(width ?? .max, TerminalWidth.of(lesson.title))))\n"
            + render("\(lesson.summary) (\(lesson.duration))") + "\n\n" + render(stepsByKey ? texts.howStepsWork : texts.howItWorks) + "\n"
    }

    /// Shows narration and runs the lesson up to its next code step or exercise.
    func next(in session: SessionHost) -> String {
        if let exercise {
            return fit(texts.stillOpen(exercise.title)) + "\n"
        }
        var text = ""
        while index < lesson.parts.count {
            let part = lesson.parts[index]
            index += 1
            switch part {
            case .narration(let prose):
                text += render(prose) + "\n\n"
            case .code(let code):
                let output = text + LessonSteps.run(code, of: lesson.file, in: session, echo: true).output
                // A lesson that ends with a step says so with it: nothing else comes to say it later.
                return index < lesson.parts.count ? output : output + ending
            case .exercise(let exercise):
                self.exercise = exercise
                lastOpened = exercise
                hintsShown = 0
                text += fit(texts.exerciseHeading(exercise.title)) + "\n" + render(exercise.task) + "\n"
                text += fit(texts.exercisePrompt(stepsByKey: stepsByKey)) + "\n"
                return text
            }
        }
        return text + ending
    }

    /// The end of the lesson, and which lesson comes next.
    private var ending: String {
        let text = fit(texts.end(lesson.title)) + "\n"
        if !suggestsNext { return text }
        if let following { return text + fit(texts.next(following.name, title: following.title)) + "\n" }
        return text + fit(texts.lastLesson) + "\n"
    }

    /// Opens again the exercise opened last, once the inputs that answered it are taken back
    /// (`dropInputs(after:)`): a session can then take several answers to one exercise.
    func reopenLastExercise() {
        guard exercise == nil, let lastOpened else { return }
        exercise = lastOpened
        hintsShown = 0
    }

    /// After a learner's input during an exercise: whether the check passes now.
    func checkAfterInput(in session: SessionHost) -> String {
        guard let exercise else { return "" }
        guard ExerciseChecker.check(exercise, in: session) == .passed else { return "" }
        self.exercise = nil
        return fit(texts.done(exercise.title, stepsByKey: stepsByKey)) + "\n"
    }

    /// `:check`: whether the open exercise is done, and if not, what differs.
    func check(in session: SessionHost) -> String {
        guard let exercise else { return checkTexts.noExerciseOpen + "\n" }
        let verdict = ExerciseChecker.check(exercise, in: session)
        if verdict == .passed {
            self.exercise = nil
            return fit(texts.done(exercise.title, stepsByKey: stepsByKey)) + "\n"
        }
        return verdict.message
    }

    /// The demo key for an exercise: shows the solution, runs it as if typed, and checks it.
    func runSolution(in session: SessionHost) -> String {
        guard let exercise else { return checkTexts.noExerciseOpen + "\n" }
        let code = LessonCode(kind: .swift, source: exercise.solution, line: exercise.solutionLine)
        // Typed with the exercise open, so the check after each input closes it.
        let output = LessonSteps.run(code, of: lesson.file, in: session, echo: true).output
        if self.exercise == nil { return output + Self.drawing(checkedBy: exercise, in: session) }
        return output + check(in: session)
    }

    /// The lanes `exercise`'s checks read, drawn as `:marbles` draws them: the demo's picture
    /// once its solution has run. Nothing for an exercise checked by state.
    static func drawing(checkedBy exercise: Exercise, in session: SessionHost) -> String {
        var lanes: [String] = []
        for check in exercise.checks {
            if case .lanes(let names, _) = check.kind { lanes += names.filter { !lanes.contains($0) } }
        }
        let drawn = lanes.filter(session.laneNames.contains)
        guard !drawn.isEmpty else { return "" }
        return MarblesCommand.run(drawn, in: session).output
    }

    /// The demo key that leaves an exercise to the lesson and goes on: its solution runs quietly,
    /// so later steps find what it declares (a helper function, a property).
    func skip(in session: SessionHost) -> String {
        guard let exercise else { return checkTexts.noExerciseOpen + "\n" }
        let code = LessonCode(kind: .swift, source: exercise.solution, line: exercise.solutionLine)
        _ = LessonSteps.run(code, of: lesson.file, in: session, echo: false)
        self.exercise = nil
        return fit(texts.skipped(exercise.title)) + "\n"
    }

    /// The next hint of the open exercise.
    func hint() -> String {
        guard let exercise else { return checkTexts.noExerciseOpen + "\n" }
        guard !exercise.hints.isEmpty else { return checkTexts.noHints + "\n" }
        if hintsShown >= exercise.hints.count {
            return checkTexts.noMoreHints(exercise.hints.count) + "\n"
        }
        hintsShown += 1
        return render(texts.hint(hintsShown, of: exercise.hints.count, exercise.hints[hintsShown - 1])) + "\n"
    }

    /// The solution of the open exercise.
    func solution() -> String {
        guard let exercise else { return checkTexts.noExerciseOpen + "\n" }
        return texts.solutionHeading + "\n" + exercise.solution.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}

/// Running lesson code blocks.
enum LessonSteps {
    /// Runs a code block of `file` as if typed: Swift input by input, meta-commands line by
    /// line; the block is the file's content (`ScriptOrigin`).
    static func run(_ code: LessonCode, of file: String, in session: SessionHost, echo: Bool) -> ScriptOutcome {
        let origin = ScriptOrigin(file: code.file ?? file, firstLine: code.line)
        return ScriptRunner(session: session, origin: origin).run(code.source, file: "", mode: .typed, echo: echo)
    }
}
