import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Instructor mode: one key press per step; at an exercise, `s` runs its solution and `n`
/// skips it (running the solution quietly); other keys wait there. `q`, Ctrl-C and Ctrl-D quit
/// at the footer; Ctrl-C while a step runs stops that step, as at the prompt.
struct StepLoop {
    let lesson: LessonFront

    /// Shows and runs `opening` (the lesson up to its first step), then a step per key to the
    /// lesson's end or a quit; false when `opening` left no lesson open.
    func run(opening: () -> String) -> Bool {
        let terminal = isatty(STDOUT_FILENO) != 0
        // Keys are read one at a time and never echoed, also while a step runs: a key pressed
        // early waits for the next footer instead of showing up in the lesson's text.
        let keys = KeyPress()
        defer { keys.restore() }
        perform(opening, keys: keys)
        guard lesson.isInLesson else { return false }
        while lesson.isInLesson {
            if terminal { print(lesson.lessonStepKeys, terminator: "") }
            fflush(stdout)
            let key = keys.read()
            if key == nil || key == "q" {
                if terminal { print("\r\u{1B}[K", terminator: "") }
                print()
                break
            }
            perform({ step(for: key) }, keys: keys, erasingFooter: terminal)
        }
        return true
    }

    /// Runs `step` with Ctrl-C stopping it, from before the footer is erased (the learner sees
    /// the step start) until it returns; then shows what it printed.
    private func perform(_ step: () -> String, keys: KeyPress, erasingFooter: Bool = false) {
        keys.stepStarts()
        if erasingFooter { print("\r\u{1B}[K", terminator: "") }
        fflush(stdout)
        let lesson = self.lesson
        let output = InterruptWatcher.whileRunning(interrupt: { lesson.interrupt() }, step)
        StandardOutput.write(output)
        fflush(stdout)
        keys.stepEnded()
    }

    /// What `key` does at the footer: at an exercise, `s` and `n`; else the next step.
    private func step(for key: Character?) -> String {
        guard lesson.isLessonExerciseOpen else { return lesson.nextLessonStep() }
        // Nothing can be typed here: an exercise waits for s or n (the footer says so).
        if key == "s" { return lesson.runLessonSolution() }
        if key == "n" { return lesson.skipLessonExercise() }
        return ""
    }
}

/// Reads one key press without waiting for Enter (a whole line when stdin is not a terminal).
/// On a terminal, from `init` to `restore()` keys are not echoed; at the footer Ctrl-C is a key,
/// while a step runs (`stepStarts()` to `stepEnded()`) it is a signal that stops the step.
final class KeyPress {
    private let terminal: Bool

    init() {
        terminal = isatty(STDIN_FILENO) != 0
        guard terminal else { return }
        InterruptSignal.install()
        HangUpSignal.install()
        TerminalModes.change { modes in
            TerminalModes.bytesAsTheyCome(&modes)
            modes.c_lflag &= ~tcflag_t(ECHO | ISIG)
        }
    }

    /// Puts the terminal back as it was.
    func restore() {
        TerminalModes.restore()
    }

    /// Ctrl-C becomes a signal: the step that starts can be stopped. (The terminal then drops
    /// the keys typed ahead, as at the prompt.) A Ctrl-C pressed after the step's key, while it
    /// was still a key, is found among the keys waiting and stops the step too.
    func stepStarts() {
        guard terminal else { return }
        TerminalModes.change { modes in
            modes.c_lflag |= tcflag_t(ISIG)
            modes.c_lflag &= ~tcflag_t(NOFLSH)
        }
        TypedAhead.collect()
    }

    /// Ctrl-C is a key again, read at the footer; one pressed after the step returned, before
    /// this, quits there too (`read()` finds it not yet taken).
    func stepEnded() {
        guard terminal else { return }
        TerminalModes.change { modes in modes.c_lflag &= ~tcflag_t(ISIG) }
    }

    /// The next key; nil at the end of input, Ctrl-C or Ctrl-D, or when the terminal went away.
    func read() -> Character? {
        guard terminal else {
            guard let line = readLine(strippingNewline: true) else { return nil }
            return line.first ?? " "
        }
        switch TerminalByte.read() {
        case .byte(let byte) where byte != 3 && byte != 4:
            return Character(Unicode.Scalar(byte))
        case .interrupted:
            InterruptSignal.take()
            return nil
        default:
            return nil
        }
    }
}
