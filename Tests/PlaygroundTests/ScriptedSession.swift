import Foundation
import Marbles
@testable import Playground
import RunnerProtocol

/// A learner session that compiles and runs nothing: it answers each input from the replies a
/// test gave it (an input not given succeeds and prints nothing), moves its clock as a session
/// does (a frame after an input that advances, a `wait`'s time), and keeps the steps it was
/// asked for, so that `rewind(toStep:)` drops what a compiled session would drop. A test drives
/// the console over it to check the console's own work (meta-commands, `:undo`'s bookkeeping,
/// what `:save` writes) without the compiler; what only the compiler can show stays in the tests
/// over `makeConsole()`.
final class ScriptedSession: LearnerSession {
    /// One thing the console asked the session to do that a rewind can take back.
    enum Step: Equatable {
        /// An input that ran without error, with whether it showed values and advanced the clock.
        case input(String, showsValues: Bool, advancing: Bool)
        /// A clock move of this many nanoseconds.
        case wait(Int64)
        /// An action on the screen.
        case act(UserAction)
    }

    /// The replies to inputs, by the input's text (without the blank lines the console puts
    /// above an input to keep its script's line numbers).
    var replies: [String: CompiledSession.Reply] = [:]
    /// The values `evaluate(_:)` gives, by expression; an expression not here fails.
    var values: [String: String] = [:]
    /// The timeline `timeline()` gives.
    var recorded = Timeline()
    /// The answers to `ask(_:)`'s questions (`.variables` …), as the runner's JSON payloads.
    var answers: [(question: RunnerRequest, payload: String)] = []
    /// The steps taken and not rewound, oldest first.
    private(set) var steps: [Step] = []
    /// Every input the console asked to run, kept or not, with the file it came from.
    private(set) var asked: [(input: String, file: String?)] = []
    /// Every rewind asked for: the step count kept.
    private(set) var rewinds: [Int] = []

    private(set) var now: Int64 = 0
    /// The work left scheduled; a test sets it to stand for work the clock has not reached.
    var pending = 0
    var language: LessonLanguage = .en
    var width: Int?
    var rawOutput = false

    var stepCount: Int { steps.count }

    var inputs: [String] {
        steps.compactMap { step in
            if case .input(let text, _, _) = step { return text }
            return nil
        }
    }

    var inputUnits: [(module: String, text: String)] {
        inputs.enumerated().map { ("Input\($0.offset + 1)", $0.element) }
    }

    /// The inputs that ran as typed (their values shown), oldest first.
    var typedInputs: [String] {
        steps.compactMap { step in
            if case .input(let text, true, _) = step { return text }
            return nil
        }
    }

    func submit(
        _ input: String, showsValues: Bool, advancing: Bool, file: CompiledSession.LearnerFile?
    ) -> CompiledSession.Reply {
        let text = String(input.drop { $0 == "\n" })
        asked.append((text, file?.path))
        let reply = replies[text] ?? CompiledSession.Reply(output: "", failed: false)
        guard !reply.failed else { return reply }
        steps.append(.input(text, showsValues: showsValues, advancing: advancing))
        if advancing { now += CompiledSession.frame }
        return reply
    }

    func wait(_ nanoseconds: Int64) -> CompiledSession.Reply {
        steps.append(.wait(nanoseconds))
        now += nanoseconds
        return CompiledSession.Reply(output: "", failed: false)
    }

    func runUntilIdle(limit: Int64) -> CompiledSession.Reply {
        CompiledSession.Reply(output: "", failed: false)
    }

    func rewind(toStep count: Int) {
        rewinds.append(count)
        guard count < steps.count else { return }
        steps.removeSubrange(count...)
        now = steps.reduce(0) { time, step in
            switch step {
            case .input(_, _, let advancing): return time + (advancing ? CompiledSession.frame : 0)
            case .wait(let nanoseconds): return time + nanoseconds
            case .act: return time
            }
        }
    }

    func timeline() -> Timeline? { recorded }

    func ask(_ request: RunnerRequest) -> String? { answers.first { $0.question == request }?.payload }

    func evaluate(_ expression: String) -> Result<String, CompiledSession.EvaluationFailure> {
        guard let value = values[expression] else {
            return .failure(CompiledSession.EvaluationFailure(message: "cannot find '\(expression)' in scope"))
        }
        return .success(value)
    }

    func loadSources(of playground: XcodePlayground) -> CompiledSession.Reply {
        CompiledSession.Reply(output: "", failed: false)
    }

    func act(_ action: UserAction) -> CompiledSession.Reply {
        steps.append(.act(action))
        return CompiledSession.Reply(output: "", failed: false)
    }

    func loadModule(
        shown: [CompiledSession.LearnerFile], compiled: [String], generated: [CompiledSession.LearnerFile],
        module: String, entry: String
    ) -> CompiledSession.Reply {
        CompiledSession.Reply(output: "error: a scripted session loads no module\n", failed: true)
    }

    func interrupt() -> Bool { false }
}

/// A console over a `ScriptedSession`, with `options` as `makeConsole` gives them.
func makeScriptedConsole(
    options: SessionOptions = SessionOptions(lessonsDirectory: "/nonexistent")
) -> (console: CompiledConsole, session: ScriptedSession) {
    let session = ScriptedSession()
    let console = CompiledConsole(session: session, options: options)
    console.playback.screen = nil
    return (console, session)
}
