import Compiling

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
    /// Checks the lesson called `name` (in the lesson folder, or an Xcode playground's path) in
    /// a fresh session: its code compiled by `toolchain` and run in a runner, its checks reading
    /// the runner's timeline and state.
    public static func check(named name: String, options: SessionOptions, toolchain: Toolchain) -> LessonCheckReport {
        if options.lessonLanguage != .en, !XcodePlayground.isPlayground(name) {
            // A translation's steps and their expected outputs are the English file's, which
            // writes the meta-commands' answers (`:subs`, `:wait`) in English: its code runs once,
            // in English, and its report is written in its own language.
            let reports = check(
                named: name, languages: [.en, options.lessonLanguage], options: options, toolchain: toolchain)
            if let report = reports[options.lessonLanguage] { return report }
        }
        return checkAlone(named: name, options: options, toolchain: toolchain)
    }

    /// Checks the lesson or playground `name` in a fresh session in `options`' language.
    static func checkAlone(named name: String, options: SessionOptions, toolchain: Toolchain) -> LessonCheckReport {
        do {
            let console = CompiledConsole(session: try CompiledSession(toolchain: toolchain), options: options)
            if XcodePlayground.isPlayground(name) {
                let playground = try XcodePlayground.load(name)
                let (output, succeeded) = console.loadSources(of: playground)
                let problems = succeeded ? [] : ["\(playground.path): the playground's Sources do not run\n\(output)"]
                return check(playground.lesson(), in: console, problems: problems)
            }
            let lesson = try LessonLibrary(directory: options.lessonsDirectory).lesson(
                named: name, language: options.lessonLanguage)
            return check(lesson, in: console)
        } catch let error as LessonError {
            return LessonCheckReport(file: error.file, transcript: "", problems: [error.description])
        } catch {
            let texts = SessionTexts(language: options.lessonLanguage)
            return LessonCheckReport(file: name, transcript: "", problems: [texts.describing(error)])
        }
    }

    /// Checks `lesson` in a fresh session over `toolchain`.
    public static func check(_ lesson: Lesson, options: SessionOptions, toolchain: Toolchain) throws
        -> LessonCheckReport
    {
        check(lesson, in: CompiledConsole(session: try CompiledSession(toolchain: toolchain), options: options))
    }

    /// Checks `lesson` in `session` (fresh, or prepared with what it needs: `problems` says what
    /// went wrong preparing it).
    static func check(_ lesson: Lesson, in session: SessionHost, problems prepared: [String] = []) -> LessonCheckReport
    {
        let options = session.options
        var transcript = "# \(lesson.title)\n\n"
        var problems = prepared
        for part in lesson.parts {
            switch part {
            case .narration(let prose):
                transcript += prose + "\n\n"
            case .code(let code):
                let outcome = LessonSteps.run(code, of: lesson.file, in: session, echo: true)
                transcript += outcome.output + "\n"
                problems += compare(code, outcome: outcome, in: session, file: lesson.file)
            case .exercise(let exercise):
                transcript +=
                    LessonTexts(language: options.lessonLanguage).exerciseHeading(exercise.title)
                    + "\n\(exercise.task)\n"
                let (output, exerciseProblems) = checkSolution(
                    of: exercise, in: session, file: lesson.file, language: options.lessonLanguage)
                transcript += output + "\n"
                problems += exerciseProblems
            }
        }
        return LessonCheckReport(file: lesson.file, transcript: transcript, problems: problems)
    }

    /// Runs the solution as a learner would type it, with the exercise open: the check must
    /// pass after its last input and not before (a check that an answer's first line
    /// satisfies checks too little).
    static func checkSolution(
        of exercise: Exercise, in session: SessionHost, file: String, language: LessonLanguage = .en
    )
        -> (String, [String])
    {
        let run = LessonRun(
            lesson: Lesson(name: "", title: "", duration: "", summary: "", file: file, parts: [.exercise(exercise)]),
            language: language)
        _ = run.next(in: session)
        let saved = session.lessonRun
        session.lessonRun = run
        defer { session.lessonRun = saved }
        let code = LessonCode(kind: .swift, source: exercise.solution, line: exercise.solutionLine)
        let outcome = LessonSteps.run(code, of: file, in: session, echo: true)
        var problems: [String] = []
        if let line = outcome.failedLine {
            problems.append("\(file):\(exercise.solutionLine + line - 1): the solution of “\(exercise.title)” fails")
        }
        let done = run.texts.done(exercise.title)
        if let range = outcome.output.range(of: done), outcome.output[range.upperBound...].contains("rx> ") {
            problems.append(
                "\(file):\(exercise.checkLine): the check of “\(exercise.title)” passes before its solution's last input"
            )
        }
        if run.isWaitingForExercise {
            let verdict = ExerciseChecker.check(exercise, in: session)
            var problem =
                "\(file):\(exercise.checkLine): the solution of “\(exercise.title)” does not pass its check\n"
                + verdict.message
            // What the solution did, as a check block would expect it.
            for check in exercise.checks {
                if case .lanes(let names, let timed) = check.kind, Set(names).isSubset(of: session.laneNames) {
                    problem +=
                        "the solution's timeline of \(names.joined(separator: ", ")):\n"
                        + ExerciseChecker.drawing(of: names, timed: timed, in: session).normalizedForComparison + "\n"
                }
            }
            problems.append(problem)
        }
        return (outcome.output, problems)
    }

    static func compare(_ code: LessonCode, outcome: ScriptOutcome, in session: SessionHost, file: String) -> [String] {
        guard let expected = code.expectedOutput, let line = code.expectedOutputLine else {
            if let failed = outcome.failedLine {
                return ["\(file):\(code.line + failed - 1): this step fails, and no output block expects it"]
            }
            return []
        }
        let actual = outcome.printed.normalizedForComparison
        // `…` stands for any text on its line, as in exercise checks (an id that counts saves).
        if Wildcard.matches(actual, expected: expected.normalizedForComparison) { return [] }
        let shown = Wildcard.filled(expected.normalizedForComparison, from: actual)
        return [
            "\(file):\(line): the output differs\n"
                + SideBySide.report(expected: shown, actual: actual)
                .replacingOccurrences(of: "not yet: the timeline differs from the expected one\n", with: "")
        ]
    }
}
