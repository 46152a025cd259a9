/// What the lesson front ends (`rxplay lesson --step`) ask of a session.
extension Session {
    /// Whether the open lesson waits for an exercise's answer.
    public var isLessonExerciseOpen: Bool { lessonRun?.isWaitingForExercise ?? false }

    /// Shows the open exercise's solution and runs it as if typed (the demo's `s` key).
    public func runLessonSolution() -> String {
        lessonRun?.runSolution(in: self) ?? "no lesson is open\n"
    }

    /// Leaves the open exercise undone and goes on (the demo's `n` key).
    public func skipLessonExercise() -> String {
        lessonRun?.skip() ?? "no lesson is open\n"
    }

    /// The keys of the step mode, in the lesson's language.
    public var lessonStepKeys: String {
        LessonTexts(language: options.lessonLanguage).stepKeys
    }
}
