import Compiling
import Marbles

/// The REPL's side of a compiled session, line by line: gathers lines into inputs, runs
/// meta-commands (`MetaCommands`),
/// draws the screen box after an input that changed what UIKit shows, and holds a complete
/// input while more input is waiting, in case the next line continues it (`.map { … }` on its
/// own line).
public final class CompiledConsole {
    /// What one line gave.
    public struct Reply: Equatable, Sendable {
        /// Text to show.
        public var output: String
        /// Whether the learner asked to leave.
        public var shouldQuit: Bool
        /// Whether what the line asked for failed (an input's error, a command that could not
        /// do its job).
        public var failed = false
    }

    /// The session the inputs run in (a `CompiledSession`, or a test's double).
    public let session: any LearnerSession
    /// How the console draws and where it finds lessons.
    public let options: SessionOptions
    var inputs: [(source: String, succeeded: Bool)] = []
    /// For each input, the session's step count before it ran (where `:undo` rewinds to).
    var marks: [Int] = []
    /// The step count before the last clock move, for the `:wait` line that records it.
    var markBeforeClockMove = 0
    let fileWriter = FileWriter()
    let openFiles = OpenFiles()
    var autoMarbles = false
    var lessonRun: LessonRun?
    let playback = Playback()
    var screenBox = ScreenBox()
    /// The steps `:reset` keeps: an app launched with `rxplay app` stays launched.
    var firstStep = 0
    /// Ctrl-C for the console's own work (reading a project).
    let interruption = Interruption()
    private var assembler = InputAssembler()
    private var held: String?

    /// A console over `session`, drawing with `options`.
    public init(session: any LearnerSession, options: SessionOptions = SessionOptions()) {
        self.session = session
        self.options = options
        screenBox.width = options.width
        session.language = options.lessonLanguage
        session.width = options.width
        session.rawOutput = options.rawOutput
    }

    /// The prompt for the next line.
    public var prompt: String { assembler.hasUnfinishedInput ? "... " : "rx> " }

    /// Whether an input is partly typed.
    public var hasUnfinishedInput: Bool { assembler.hasUnfinishedInput }

    /// Whether a complete input waits for the next line (which may continue it).
    public var isHoldingInput: Bool { held != nil }

    /// Takes one line; `moreInputWaiting` says the next line has already arrived (a paste, a
    /// pipe), so a complete input is held until that line shows whether it continues it.
    public func submit(_ line: String, moreInputWaiting: Bool) -> Reply {
        var output = ""
        var failed = false
        if let input = held, moreInputWaiting, LineContinuation.isBlankOrComment(line) {
            // Blank lines and comments between a statement and a `.member` line belong to it,
            // as Swift reads a file; the next line that is neither decides.
            held = input + "\n" + line
            return Reply(output: "", shouldQuit: false)
        }
        if let input = held {
            held = nil
            if InputAssembler.continuesStatement(line) {
                if let whole = assembler.add(input + "\n" + line) {
                    let ran = take(whole, moreInputWaiting)
                    return Reply(output: ran.text, shouldQuit: false, failed: !ran.succeeded)
                }
                return Reply(output: output, shouldQuit: false)
            }
            let ran = runTyped(input)
            output += ran.text
            failed = !ran.succeeded
        }
        if !assembler.hasUnfinishedInput, !moreInputWaiting, InputAssembler.continuesStatement(line),
            let last = inputs.last, last.succeeded, !last.source.hasPrefix(":")
        {
            // Typed at the prompt, a `.member` line continues the statement above, which already
            // ran: it is taken back (as `:undo` does) and the two run as one statement.
            dropLastInput()
            let note = LineFit.fit(InputAssembler.takeBackNote(last.source, texts: texts), width: options.width)
            if let whole = assembler.add(last.source + "\n" + line) {
                let ran = take(whole, false)
                return Reply(output: output + note + ran.text, shouldQuit: false, failed: failed || !ran.succeeded)
            }
            return Reply(output: output + note, shouldQuit: false, failed: failed)
        }
        if !assembler.hasUnfinishedInput {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(":") {
                let reply = MetaCommands.run(line, in: self)
                return Reply(
                    output: output + reply.output, shouldQuit: reply.shouldQuit, failed: failed || reply.failed)
            }
            if lessonRun != nil, trimmed.isEmpty {
                return Reply(output: output + NextCommand.run([], in: self).output, shouldQuit: false, failed: failed)
            }
        }
        if !moreInputWaiting, assembler.hasUnfinishedInput, line.trimmingCharacters(in: .whitespaces).isEmpty,
            let input = assembler.endAtEmptyLine()
        {
            let ran = runTyped(input)
            return Reply(output: output + ran.text, shouldQuit: false, failed: failed || !ran.succeeded)
        }
        if let input = assembler.add(line) {
            let ran = take(input, moreInputWaiting)
            output += ran.text
            failed = failed || !ran.succeeded
        }
        return Reply(output: output, shouldQuit: false, failed: failed)
    }

    /// Runs the held input, if any (no more input is waiting).
    public func finishHeldInput() -> String {
        guard let input = held else { return "" }
        held = nil
        return runTyped(input).text
    }

    /// Drops a partly typed input.
    public func cancelInput() {
        assembler.cancel()
    }

    /// Stops the code running now, or a `:play` animation (Ctrl-C), from any thread. Returns
    /// whether it ended something in progress (a playback, a compile, a request to the runner);
    /// a walk of a project stops at the flag it looks at, which says nothing back.
    @discardableResult
    public func interrupt() -> Bool {
        interruption.raise()
        // A playback runs no learner code: stopping the runner then would throw the session's
        // state away and drop the next input as interrupted.
        if playback.isPlaying {
            playback.stop()
            return true
        }
        let ended = session.interrupt()
        playback.stop()
        return ended
    }

    /// Completion candidates for a line that starts with `:` (commands, lanes, lessons).
    public func completions(for line: String) -> [String] {
        line.hasPrefix(":") ? MetaCommands.completions(for: line, in: self) : []
    }

    private func take(_ input: String, _ moreInputWaiting: Bool) -> InputOutcome {
        if moreInputWaiting {
            held = input
            return InputOutcome(text: "")
        }
        return runTyped(input)
    }

    private func runTyped(_ input: String) -> InputOutcome {
        guard hasCode(input) else { return InputOutcome(text: "") }
        return run(input, firstLine: 1, asTyped: true, file: nil)
    }

    /// Forgets what was typed but not run.
    func cancelPending() {
        assembler.cancel()
        held = nil
    }
}
