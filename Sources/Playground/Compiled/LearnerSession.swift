import Marbles
import RunnerProtocol

/// What the console asks of the session that runs the learner's code: inputs to run, the
/// clock, rewinds, and questions about what the code did. `CompiledSession` is the one that
/// compiles and runs; a test gives the console a double that answers from recorded replies, so
/// the console's own work (meta-commands, `:undo`'s bookkeeping, `:save`'s text, lessons'
/// steps) is tested without the compiler.
public protocol LearnerSession: AnyObject {
    /// Virtual time in nanoseconds.
    var now: Int64 { get }
    /// How much work is scheduled on the virtual clock.
    var pending: Int { get }
    /// How many steps the session has recorded: `rewind(toStep:)` comes back to this point.
    var stepCount: Int { get }
    /// The text of every input that ran and is still part of the session, oldest first.
    var inputs: [String] { get }
    /// The module and text of every input still part of the session, oldest first.
    var inputUnits: [(module: String, text: String)] { get }
    /// The language of the session's own notes.
    var language: LessonLanguage { get set }
    /// The width the session's own notes wrap to; nil: each note on one line.
    var width: Int? { get set }
    /// Whether the learner's output reaches the terminal as printed (`--raw-output`).
    var rawOutput: Bool { get set }

    /// Runs one input: shows its values when `showsValues`; moves the clock a frame after it
    /// when `advancing`; `file` is the file it comes from, for the compiler's messages.
    func submit(
        _ input: String, showsValues: Bool, advancing: Bool, file: CompiledSession.LearnerFile?
    ) -> CompiledSession.Reply
    /// Moves the clock `nanoseconds` forward.
    func wait(_ nanoseconds: Int64) -> CompiledSession.Reply
    /// Runs scheduled work until nothing is left or the next work is due more than `limit`
    /// nanoseconds from now.
    func runUntilIdle(limit: Int64) -> CompiledSession.Reply
    /// Drops every step after the first `count`.
    func rewind(toStep count: Int)
    /// The timeline recorded so far, or nil when none can be had.
    func timeline() -> Timeline?
    /// The answer to a question that changes nothing (`.variables`, `.screen` …), or nil.
    func ask(_ request: RunnerRequest) -> String?
    /// The value of `expression` as the prompt shows it, not recorded as a step.
    func evaluate(_ expression: String) -> Result<String, CompiledSession.EvaluationFailure>
    /// Loads an Xcode playground's `Sources` as the module its pages see.
    func loadSources(of playground: XcodePlayground) -> CompiledSession.Reply
    /// Acts as the user on the screen, as a step of the session.
    func act(_ action: UserAction) -> CompiledSession.Reply
    /// Compiles an app's files as one module, loads it and calls its C function `entry`.
    func loadModule(
        shown: [CompiledSession.LearnerFile], compiled: [String], generated: [CompiledSession.LearnerFile],
        module: String, entry: String
    ) -> CompiledSession.Reply
    /// Stops the work in progress (Ctrl-C), from any thread; whether something was ended.
    @discardableResult
    func interrupt() -> Bool
}

extension CompiledSession: LearnerSession {}
