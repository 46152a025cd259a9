/// `:lesson NAME`: start a lesson in this session; Enter (or `:next`) moves through it.
enum LessonCommand: MetaCommand {
    static let name = "lesson"
    static let usage = ":lesson NAME"
    static let summary = "start a lesson here (an empty line goes to its next step)"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError(session.texts.giveOneLesson, session.texts) }
        if XcodePlayground.isPlayground(arguments[0]) { return startPlayground(arguments[0], in: session) }
        do {
            let library = LessonLibrary(directory: session.options.lessonsDirectory)
            let language = session.options.lessonLanguage
            let lesson = try library.lesson(named: arguments[0], language: language)
            if let refusal = session.openFiles.refusal(opening: lesson.file, command: ":lesson", texts: session.texts) {
                return .failure(refusal)
            }
            let run = LessonRun(
                lesson: lesson, following: library.following(lesson.name, language: language), language: language,
                width: session.options.width, colors: session.options.colors,
                stepsByKey: session.options.stepsByKey)
            session.lessonRun = run
            return SessionReply(output: run.introduction + "\n" + run.next(in: session))
        } catch let missing as NoSuchLesson {
            return .failure("error: \(session.texts.noLesson(missing.name, known: missing.known))\n")
        } catch let problem as LessonLookupError {
            return .failure("error: \(session.texts.lookupProblem(problem.reason))\n")
        } catch let problem as LessonError {
            return .failure("error: \(problem.description(in: session.texts))\n")
        } catch {
            return .failure("error: \(session.texts.describing(error))\n")
        }
    }

    static func fileAccess(_ arguments: [String]) -> FileAccess? {
        arguments.contains(where: XcodePlayground.isPlayground) ? .opensPlayground : nil
    }
}

extension LessonCommand {
    /// An Xcode playground as a lesson: its sources load first, then its pages are the steps.
    static func startPlayground(_ path: String, in session: SessionHost) -> SessionReply {
        if let refusal = session.openFiles.refusal(opening: path, command: ":lesson", texts: session.texts) { return .failure(refusal) }
        do {
            let playground = try XcodePlayground.load(path)
            let (output, succeeded) = session.loadSources(of: playground)
            if !succeeded { return SessionReply(
                    output: output + "error: " + LessonTexts(language: session.options.lessonLanguage).playgroundSourcesFail + "\n") }
            let language = session.options.lessonLanguage
            let run = LessonRun(
                lesson: playground.lesson(), language: language, suggestsNext: false,
                width: session.options.width, colors: session.options.colors,
                stepsByKey: session.options.stepsByKey)
            session.lessonRun = run
            return SessionReply(output: output + run.introduction + "\n" + run.next(in: session))
        } catch let problem as LessonLookupError {
            return SessionReply(output: "error: \(session.texts.lookupProblem(problem.reason))\n")
        } catch {
            return SessionReply(output: "error: \(session.texts.describing(error))\n")
        }
    }
}

/// `:next`: the lesson's next step.
enum NextCommand: MetaCommand {
    static let name = "next"
    static let usage = ":next"
    static let summary = "the open lesson's next step (an empty line does the same)"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard let lesson = session.lessonRun else {
            return SessionReply(output: LessonTexts(language: session.options.lessonLanguage).noLessonOpen(listing: true) + "\n")
        }
        let text = lesson.next(in: session)
        if lesson.isFinished { session.lessonRun = nil }
        return SessionReply(output: text)
    }
}

/// `:hint`: the open exercise's next hint.
enum HintCommand: MetaCommand {
    static let name = "hint"
    static let usage = ":hint"
    static let summary = "the next hint of the open exercise"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        SessionReply(output: session.lessonRun?.hint() ?? noLesson(in: session))
    }
}

/// `:solution`: a solution of the open exercise.
enum SolutionCommand: MetaCommand {
    static let name = "solution"
    static let usage = ":solution"
    static let summary = "a solution of the open exercise"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        SessionReply(output: session.lessonRun?.solution() ?? noLesson(in: session))
    }
}

/// `:check`: whether the open exercise is done; if not, what differs: for a timeline, the
/// lanes that differ, each drawn as expected and as it is, and the first event that differs.
enum CheckCommand: MetaCommand {
    static let name = "check"
    static let usage = ":check"
    static let summary = "check the open exercise; show what differs"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard let lesson = session.lessonRun else { return SessionReply(output: noLesson(in: session)) }
        return SessionReply(output: lesson.check(in: session))
    }
}
