import Foundation
import Interpreter
import Marbles
import RxCore
import RxLibrary
import UIKitStandIns

/// What the session answers to one line.
public struct SessionReply: Equatable, Sendable {
    /// The text to show (empty when there is nothing to say).
    public var output: String
    /// The input is not complete yet: ask for a continuation line.
    public var needsContinuation: Bool
    /// The learner asked to leave.
    public var shouldQuit: Bool
    /// What the line asked for failed: an input stopped at an error (also one raised by a
    /// handler while time moved on), or a meta-command could not do its job. Scripts stop here.
    public var failed: Bool

    init(output: String = "", needsContinuation: Bool = false, shouldQuit: Bool = false, failed: Bool = false) {
        self.output = output
        self.needsContinuation = needsContinuation
        self.shouldQuit = shouldQuit
        self.failed = failed
    }

    /// A reply saying that what was asked failed.
    static func failure(_ output: String) -> SessionReply {
        SessionReply(output: output, failed: true)
    }
}

/// One REPL session: the interpreter and its state, the virtual clock, the timeline of the
/// learner's Rx objects, and the meta-commands. It never touches the terminal: it takes lines
/// and returns text, so every behavior can be tested as a transcript.
public final class Session {
    /// How the session draws and where it finds lessons.
    public let options: SessionOptions
    private(set) var clock: PlaygroundClock
    private(set) var interpreter: Interpreter
    private(set) var timeline: SessionTimeline
    /// The UIKit stand-ins learner code uses; the session draws their screen.
    private(set) var uiKit: UIKitStandIns
    private var screenBox = ScreenBox()
    private var pendingLines: [String] = []
    /// Every input run so far, and whether it succeeded (for `:save` and `:undo`); a time move
    /// is kept as its `:wait` line, so replaying and saving keep it.
    private(set) var inputs: [(source: String, succeeded: Bool)] = []
    /// The animation `:play` draws, and its Ctrl-C.
    let playback = Playback()
    /// Whether timelines are drawn after every input.
    var autoMarbles = false
    /// The lesson being run, if any (`:hint`, `:solution`, checks).
    var lessonRun: LessonRun?
    /// What the engine warns about while inputs run.
    private let warnings = EngineWarnings()
    /// The files `:save` wrote, which it may replace without asking.
    var writtenFiles: Set<AtomicFile.Identity> = []

    /// A new session at time 0.
    public init(options: SessionOptions = .init()) {
        self.options = options
        (clock, interpreter, timeline, uiKit) = Self.makeState(options)
        attachWarnings()
    }

    private func attachWarnings() {
        let warnings = self.warnings
        interpreter.perform { warnings.attachToCurrentThread() }
    }

    /// The prompt for the next line: `rx> `, or `... ` while an input continues.
    public var prompt: String { pendingLines.isEmpty ? "rx> " : "... " }

    /// Whether an input has begun and waits for more lines.
    public var hasUnfinishedInput: Bool { !pendingLines.isEmpty }

    /// Takes one line: runs a complete input or a meta-command, or asks for more.
    public func submit(_ line: String) -> SessionReply {
        if pendingLines.isEmpty, line.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
            return MetaCommands.run(line, in: self)
        }
        if pendingLines.isEmpty, lessonRun != nil, line.trimmingCharacters(in: .whitespaces).isEmpty {
            return NextCommand.run([], in: self)
        }
        pendingLines.append(line)
        let source = pendingLines.joined(separator: "\n")
        if !interpreter.isComplete(source) {
            return SessionReply(needsContinuation: true)
        }
        pendingLines.removeAll()
        if source.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return SessionReply() }
        let (text, succeeded) = execute(source)
        return SessionReply(output: text, failed: !succeeded)
    }

    /// Drops a partly typed input (Ctrl-C at a continuation prompt).
    public func cancelInput() {
        pendingLines.removeAll()
    }

    /// Stops the statement that is running (Ctrl-C while it runs). Safe from any thread.
    public func interrupt() {
        interpreter.interrupt()
        playback.stop()
    }

    /// Completion candidates for the end of `line`: meta-commands, lesson names, variables and
    /// members.
    public func completions(for line: String) -> [String] {
        if line.hasPrefix(":") { return MetaCommands.completions(for: line, in: self) }
        return interpreter.completions(for: line)
    }

    // MARK: - Running

    /// Runs one complete input at the current time, then moves the clock one frame.
    func runInput(_ source: String, quiet: Bool = false) -> String {
        let (text, _) = execute(source, quiet: quiet)
        return text
    }

    /// Runs one complete input; returns what to show and whether it succeeded (no error in the
    /// input, nor in a handler during the frame after it).
    func execute(_ source: String, quiet: Bool = false, firstLine: Int = 1) -> (text: String, succeeded: Bool) {
        let (text, result, advanced) = executeReporting(source, quiet: quiet, firstLine: firstLine)
        return (text, result.succeeded && advanced)
    }

    /// Runs one complete input; returns what to show, the interpreter's result, and whether the
    /// frame after it ran without a handler error.
    func executeReporting(_ source: String, quiet: Bool = false, firstLine: Int = 1)
        -> (text: String, result: RunResult, advanced: Bool)
    {
        timeline.startInput(source)
        var result = interpreter.run(source, firstLine: firstLine)
        result.output += screenBox.update(uiKit.screen)
        var text = result.transcript
        let advanced = advanceReporting(by: clock.frameLength)
        text += advanced.text
        text += warnings.drain()
        timeline.finishInput()
        inputs.append((source, result.succeeded))
        if autoMarbles && !quiet {
            let touched = timeline.timeline(only: timeline.touched)
            if !touched.lanes.isEmpty { text += render(touched) }
        }
        if !quiet, let lessonRun, lessonRun.isWaitingForExercise {
            text += lessonRun.checkAfterInput(in: self)
        }
        return (quiet ? "" : text, result, advanced.succeeded)
    }

    /// Moves the clock forward, running what falls due; returns what handlers printed.
    func advance(by milliseconds: Int) -> String {
        advanceReporting(by: milliseconds).text
    }

    /// Moves the clock forward, running what falls due; returns what handlers printed and
    /// whether they ran without error.
    func advanceReporting(by milliseconds: Int) -> (text: String, succeeded: Bool) {
        let clock = self.clock
        let target = clock.clock + milliseconds
        var result = interpreter.perform { clock.advanceTo(target) }
        result.output += screenBox.update(uiKit.screen)
        return (result.transcript + warnings.drain(), result.succeeded)
    }

    /// Draws `timeline` with the session's options.
    func render(_ timeline: Timeline, style: TextStyle? = nil, colors: Bool? = nil, width: Int? = nil) -> String {
        let renderer = TextRenderer(
            style: style ?? options.style, colors: colors ?? options.colors, width: width ?? options.width,
            ticksPerFrame: 1)
        var lines = renderer.render(timeline).split(separator: "\n", omittingEmptySubsequences: false)
        // A timeline with no instant to label yet has an empty ruler: leave it out.
        while let first = lines.first, first.allSatisfy({ $0 == " " }), lines.count > 1 { lines.removeFirst() }
        let text = lines.joined(separator: "\n")
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Starts again: a new interpreter, the clock at 0, an empty timeline.
    func reset() {
        pendingLines.removeAll()
        inputs.removeAll()
        lessonRun = nil
        (clock, interpreter, timeline, uiKit) = Self.makeState(options)
        screenBox = ScreenBox()
        attachWarnings()
    }

    /// Keeps a `:wait` among the inputs (for `:undo` and `:save`).
    func recordTimeMove(_ line: String) {
        inputs.append((line, true))
    }

    /// Replays `sources` quietly into a fresh state (for `:undo`); `:wait` lines move the clock.
    func replay(_ sources: [String]) {
        reset()
        for source in sources {
            if source.hasPrefix(":") {
                _ = MetaCommands.run(source, in: self)
            } else {
                _ = runInput(source, quiet: true)
            }
        }
    }

    /// A fresh state: the clock at 0, an interpreter of Swift with RxSwift and the UIKit
    /// stand-ins on that clock, and an empty timeline listening to it.
    private static func makeState(_ options: SessionOptions)
        -> (PlaygroundClock, Interpreter, SessionTimeline, UIKitStandIns)
    {
        let clock = PlaygroundClock(frameLength: options.frameLength)
        let configuration = InterpreterConfiguration(stepBudget: options.stepBudget, recursionLimit: options.recursionLimit)
        let rx = RxLibrary(scheduler: clock)
        let uiKit = UIKitStandIns()
        let interpreter = Interpreter(configuration: configuration, libraries: [rx, uiKit, PlaygroundSupportLibrary()])
        // The timeline counts frames: one column per input, as the learner sees it.
        let timeline = SessionTimeline(clock: { clock.clock / clock.frameLength })
        rx.observer = timeline
        return (clock, interpreter, timeline, uiKit)
    }
}
