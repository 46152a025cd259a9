import Foundation
import Interpreter
import Marbles
import RxSwift
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

    /// This reply, then `next`: both outputs, and what `next` asks for.
    func followed(by next: SessionReply) -> SessionReply {
        SessionReply(output: output + next.output, needsContinuation: next.needsContinuation,
                     shouldQuit: shouldQuit || next.shouldQuit, failed: failed || next.failed)
    }

    /// A reply saying that what was asked failed.
    static func failure(_ output: String) -> SessionReply {
        SessionReply(output: output, failed: true)
    }
}

/// One REPL session: the interpreter and its state, the virtual clock, the timeline of the
/// learner's Rx objects, and the meta-commands. It never touches the terminal: it takes lines
/// and returns text, so every behavior can be tested as a transcript.
public final class Session: SessionHost {
    /// How the session draws and where it finds lessons.
    public let options: SessionOptions
    private(set) var clock: PlaygroundClock
    private(set) var interpreter: Interpreter
    private(set) var timeline: SessionTimeline
    /// The UIKit stand-ins learner code uses; the session draws their screen.
    private(set) var uiKit: UIKitStandIns
    /// The Rx library learner code uses; it tells `timeline` what happens.
    private var rx: RxLibrary
    private var screenBox = ScreenBox()
    private var pendingLines: [String] = []
    /// `pendingLines` are a complete input held back to see whether the next line continues it.
    private var holdingComplete = false
    /// `pendingLines` begin with the last input, to be taken back when the joined input runs.
    private var takingBack = false
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
        (clock, interpreter, timeline, uiKit, rx) = Self.makeState(options)
        attachWarnings()
    }

    private func attachWarnings() {
        let warnings = self.warnings
        interpreter.perform { warnings.attachToCurrentThread() }
    }

    /// The prompt for the next line: `rx> `, or `... ` while an input continues.
    public var prompt: String { hasUnfinishedInput ? "... " : "rx> " }

    /// Whether an input has begun and waits for more lines.
    public var hasUnfinishedInput: Bool { !pendingLines.isEmpty && !holdingComplete }

    /// Whether a complete input is held back to see if the next line continues it (see
    /// `submit(_:moreInputWaiting:)`); `finishHeldInput()` runs it.
    public var isHoldingInput: Bool { holdingComplete }

    /// Takes one line: runs a complete input or a meta-command, or asks for more.
    ///
    /// `moreInputWaiting` says that the next line is already there (a pipe, a paste): a
    /// complete input is then held until a line comes that does not continue it (a line
    /// starting with `.member` does), so the statement is assembled before it runs. At the
    /// prompt with nothing waiting, a `.member` line takes back the input before it and runs
    /// the two as one statement, and an empty line ends a continuation (its error shows).
    public func submit(_ line: String, moreInputWaiting: Bool = false) -> SessionReply {
        if holdingComplete {
            if LineContinuation.isBlankOrComment(line) {
                pendingLines.append(line)
                return SessionReply()
            }
            guard LineContinuation.continuesPrevious(line) else {
                let held = runPendingInput()
                return held.followed(by: submit(line, moreInputWaiting: moreInputWaiting))
            }
            holdingComplete = false
        } else if pendingLines.isEmpty {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(":") { return MetaCommands.run(line, in: self) }
            if lessonRun != nil, trimmed.isEmpty { return NextCommand.run([], in: self) }
            // Only an input that ran is taken back: a failed one did nothing to join.
            if LineContinuation.continuesPrevious(line), let last = inputs.last, last.succeeded,
               !last.source.hasPrefix(":")
            {
                pendingLines = [last.source]
                takingBack = true
            }
        } else if !moreInputWaiting, line.trimmingCharacters(in: .whitespaces).isEmpty {
            // An empty line at the prompt ends a continuation: what was typed runs, and its
            // error says what is missing.
            return runPendingInput()
        }
        pendingLines.append(line)
        if !interpreter.isComplete(pendingLines.joined(separator: "\n")) {
            return SessionReply(needsContinuation: true)
        }
        if moreInputWaiting {
            holdingComplete = true
            return SessionReply()
        }
        return runPendingInput()
    }

    /// Runs the input held back by `submit(_:moreInputWaiting:)`, if any (at the end of
    /// piped input, or when a paste ends).
    public func finishHeldInput() -> SessionReply {
        holdingComplete ? runPendingInput() : SessionReply()
    }

    /// Runs the lines gathered so far as one input. An input of comments and blank lines does
    /// nothing (the clock stays). When the input joins a line to the one before it, that one is
    /// taken back first (as `:undo` does), so the joined statement runs once.
    private func runPendingInput() -> SessionReply {
        let source = pendingLines.joined(separator: "\n")
        pendingLines.removeAll()
        holdingComplete = false
        var note = ""
        if takingBack {
            takingBack = false
            if let last = inputs.last {
                let lesson = lessonRun
                replay(inputs.dropLast().map(\.source))
                lessonRun = lesson
                note = Self.takeBackNote(last.source)
            }
        }
        guard interpreter.hasCode(source) else { return SessionReply(output: note) }
        let (text, succeeded) = execute(source)
        return SessionReply(output: note + text, failed: !succeeded)
    }

    /// Said when a `.member` line joins the input before it.
    static func takeBackNote(_ previous: String) -> String {
        let firstLine = previous.split(separator: "\n").first.map(String.init) ?? ""
        let shown = firstLine + (previous.contains("\n") ? " …" : "")
        return "(this line continues `\(shown)` above: that input was taken back and the two ran as one statement)\n"
    }

    /// Drops a partly typed input (Ctrl-C at a continuation prompt).
    public func cancelInput() {
        pendingLines.removeAll()
        holdingComplete = false
        takingBack = false
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
    ///
    /// An input of a file (`advancing` false) leaves the clock where it is, as a program's
    /// statements run one after the other, and shows no values of bare expressions, as a
    /// compiled program does not.
    func executeReporting(_ source: String, quiet: Bool = false, firstLine: Int = 1, advancing: Bool = true,
                          showsValues: Bool = true)
        -> (text: String, result: RunResult, advanced: Bool)
    {
        timeline.startInput(source)
        var result = interpreter.run(source, firstLine: firstLine)
        result.output += screenBox.update(uiKit.screen)
        if !showsValues { result.values = [] }
        var text = result.transcript
        let advanced = advancing ? advanceReporting(by: clock.frameLength) : InputOutcome(text: "")
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

    /// Moves the clock forward, running what falls due; returns what handlers printed,
    /// whether they ran without error (and the line of the first error's code).
    func advanceReporting(by milliseconds: Int) -> InputOutcome {
        let clock = self.clock
        let target = clock.clock + milliseconds
        var result = interpreter.perform { clock.advanceTo(target) }
        result.output += screenBox.update(uiKit.screen)
        return InputOutcome(
            text: result.transcript + warnings.drain(), succeeded: result.succeeded, errorLine: result.errors.first?.line)
    }

    /// Starts again: a new interpreter, the clock at 0, an empty timeline.
    func reset() {
        pendingLines.removeAll()
        holdingComplete = false
        takingBack = false
        inputs.removeAll()
        lessonRun = nil
        (clock, interpreter, timeline, uiKit, rx) = Self.makeState(options)
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
        -> (PlaygroundClock, Interpreter, SessionTimeline, UIKitStandIns, RxLibrary)
    {
        let clock = PlaygroundClock(frameLength: options.frameLength)
        let configuration = InterpreterConfiguration(stepBudget: options.stepBudget, recursionLimit: options.recursionLimit)
        let rx = RxLibrary(scheduler: clock)
        let uiKit = UIKitStandIns()
        let interpreter = Interpreter(configuration: configuration, libraries: [rx, uiKit, PlaygroundSupportLibrary()])
        // The timeline counts frames: one column per input, as the learner sees it.
        let timeline = SessionTimeline(clock: { clock.clock / clock.frameLength })
        rx.observer = timeline
        return (clock, interpreter, timeline, uiKit, rx)
    }

    /// Runs `source` without the timeline hearing of it: a state check's own subscriptions are
    /// not the learner's, so they get no lanes.
    func runUnrecorded(_ source: String) -> RunResult {
        rx.observer = nil
        defer { rx.observer = timeline }
        return interpreter.run(source)
    }
}
