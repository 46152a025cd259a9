/// What a lesson's front ends (`rxplay lesson NAME --step`) ask of a session with a lesson
/// open, whichever engine runs its code.
public protocol LessonFront: AnyObject {
    /// Whether a lesson is open.
    var isInLesson: Bool { get }
    /// Whether the open lesson waits for an exercise's answer.
    var isLessonExerciseOpen: Bool { get }
    /// The keys of the step mode, in the lesson's language.
    var lessonStepKeys: String { get }
    /// The open lesson's next step, shown and run.
    func nextLessonStep() -> String
    /// Shows the open exercise's solution and runs it as if typed (the demo's `s` key).
    func runLessonSolution() -> String
    /// Leaves the open exercise undone and goes on (the demo's `n` key).
    func skipLessonExercise() -> String
    /// Stops the step running now (Ctrl-C), from any thread; between steps it does nothing.
    /// Returns whether it ended something in progress (then the press is not repeated).
    @discardableResult
    func interrupt() -> Bool
}

