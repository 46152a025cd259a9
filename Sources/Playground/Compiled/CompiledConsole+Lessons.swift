/// Lessons in a compiled session: a `LessonRun` whose steps are compiled input by input, its
/// checks reading the runner's timeline and state.
extension CompiledConsole: LessonFront {
    /// Starts the lesson `name` and shows it up to its first step.
    public func startLesson(_ name: String) -> Reply {
        let reply = LessonCommand.run([name], in: self)
        return Reply(output: reply.output, shouldQuit: false, failed: reply.failed)
    }

    /// The lessons in `options`' folder and language: name, duration and summary of each.
    public static func lessonsListing(options: SessionOptions) -> String {
        LessonsCommand.listing(
            LessonLibrary(directory: options.lessonsDirectory), width: options.width, language: options.lessonLanguage)
    }

    public var isInLesson: Bool { lessonRun != nil }

    public var isLessonExerciseOpen: Bool { lessonRun?.isWaitingForExercise ?? false }

    public var lessonStepKeys: String {
        LessonTexts(language: options.lessonLanguage).stepKeys(atExercise: isLessonExerciseOpen)
    }

    public func nextLessonStep() -> String {
        NextCommand.run([], in: self).output
    }

    public func runLessonSolution() -> String {
        lessonRun?.runSolution(in: self) ?? noLesson(in: self)
    }

    public func skipLessonExercise() -> String {
        lessonRun?.skip(in: self) ?? noLesson(in: self)
    }
}
