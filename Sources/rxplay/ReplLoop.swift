import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Reads lines, hands them to the session and prints what it answers, until the learner leaves.
struct ReplLoop {
    let session: Session

    static let banner = "RxPlayground \(RxPlay.version) · RxSwift 6 semantics · :help for help, :lessons for lessons"

    /// Said when Ctrl-D ends the terminal's input in the middle of an input.
    static let droppedInput = "(the unfinished input is dropped; Ctrl-D on an empty line leaves)"

    /// Said when piped input ends in the middle of an input.
    static func unfinishedAtEnd(startingOn line: Int) -> String {
        "error: the input ended inside the input that begins on line \(line) "
            + "(an open brace, bracket, parenthesis or string); it did not run"
    }

    /// Said when Ctrl-C abandons a partly typed input.
    static let interruptedInput = "(the unfinished input is dropped)"

    private func show(_ reply: SessionReply) {
        print(reply.output, terminator: "")
        fflush(stdout)
    }

    /// Runs until Ctrl-D or `:quit`; returns the exit code.
    func run(showBanner: Bool = true) -> Int32 {
        let interactive = isatty(STDIN_FILENO) != 0
        let editor: LineEditor
        if interactive {
            let session = self.session
            editor = LibEditLineEditor(
                historyPath: HistoryFile.path(),
                completer: { context in session.completions(for: context.line) },
                report: { problem in FileHandle.standardError.write(Data("rxplay: \(problem)\n".utf8)) })
            if showBanner { print(Self.banner) }
        } else {
            editor = PlainLineEditor()
        }
        defer { editor.close() }
        // Where the unfinished input began, to name it when piped input ends inside it.
        var lineNumber = 0
        var unfinishedStart = 0
        while true {
            switch editor.readLine(prompt: session.prompt) {
            case .endOfInput:
                show(session.finishHeldInput())
                if session.hasUnfinishedInput {
                    session.cancelInput()
                    if interactive {
                        print(Self.droppedInput)
                        continue
                    }
                    print(Self.unfinishedAtEnd(startingOn: unfinishedStart))
                    return 1
                }
                if interactive { print() }
                return 0
            case .hangUp:
                return 0
            case .interrupted:
                if session.hasUnfinishedInput { print(Self.interruptedInput) }
                session.cancelInput()
            case .line(let line):
                lineNumber += 1
                if !session.hasUnfinishedInput { unfinishedStart = lineNumber }
                if interactive { editor.addHistory(line) }
                // A paste or a pipe has its next line waiting: a statement written across lines
                // is assembled before it runs; when nothing waits, the held input runs.
                let waiting = editor.hasWaitingInput
                var reply = InterruptWatcher.whileRunning(session) { session.submit(line, moreInputWaiting: waiting) }
                if !reply.shouldQuit, session.isHoldingInput, !editor.hasWaitingInput {
                    show(reply)
                    reply = InterruptWatcher.whileRunning(session) { session.finishHeldInput() }
                }
                show(reply)
                if reply.shouldQuit || HangUpSignal.isPending { return 0 }
            }
        }
    }
}

/// Turns Ctrl-C into `session.interrupt()` while a statement runs.
enum InterruptWatcher {
    static func whileRunning<T>(_ session: Session, _ body: () -> T) -> T {
        whileRunning(interrupt: { session.interrupt() }, body)
    }

    static func whileRunning<T>(interrupt: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
        // A Ctrl-C pressed after the line was read belongs to this statement: keep it. Once one
        // is seen, the interrupt is repeated until the statement returns, so one that comes
        // just before evaluation starts is not lost.
        let done = DispatchSemaphore(value: 0)
        let watcher = Thread {
            var interrupting = false
            while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
                if InterruptSignal.isPending || HangUpSignal.isPending {
                    InterruptSignal.clear()
                    interrupting = true
                }
                if interrupting { interrupt() }
            }
        }
        watcher.start()
        let result = body()
        done.signal()
        return result
    }
}

/// Instructor mode: one key press per step; at an exercise, `s` runs its solution and `n`
/// skips it.
struct StepLoop {
    let lesson: LessonFront

    func run() {
        let session = lesson
        let terminal = isatty(STDOUT_FILENO) != 0
        while session.isInLesson {
            if terminal { print(session.lessonStepKeys, terminator: "") }
            fflush(stdout)
            let key = KeyPress.read()
            if terminal { print("\r\u{1B}[K", terminator: "") }
            if key == nil || key == "q" { print(); return }
            if session.isLessonExerciseOpen, key == "s" {
                print(session.runLessonSolution(), terminator: "")
            } else if session.isLessonExerciseOpen, key == "n" {
                print(session.skipLessonExercise(), terminator: "")
            } else {
                print(session.nextLessonStep(), terminator: "")
            }
        }
    }
}

/// Reads one key press without waiting for Enter (a whole line when stdin is not a terminal).
enum KeyPress {
    static func read() -> Character? {
        guard isatty(STDIN_FILENO) != 0 else {
            guard let line = readLine(strippingNewline: true) else { return nil }
            return line.first ?? " "
        }
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        var byte: UInt8 = 0
        guard Glibc.read(STDIN_FILENO, &byte, 1) == 1, byte != 4 else { return nil }
        return Character(Unicode.Scalar(byte))
    }
}
