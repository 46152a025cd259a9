import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Instructor mode: one key press per step; at an exercise, `s` runs its solution and `n`
/// skips it (running the solution quietly); other keys wait there. `q`, Ctrl-C and Ctrl-D quit.
struct StepLoop {
    let lesson: LessonFront

    func run() {
        let session = lesson
        let terminal = isatty(STDOUT_FILENO) != 0
        // Keys are read one at a time and never echoed, also while a step runs: a key pressed
        // early waits for the next footer instead of showing up in the lesson's text.
        let keys = KeyPress()
        defer { keys.restore() }
        while session.isInLesson {
            if terminal { print(session.lessonStepKeys, terminator: "") }
            fflush(stdout)
            let key = keys.read()
            if terminal { print("\r\u{1B}[K", terminator: "") }
            if key == nil || key == "q" { print(); return }
            if session.isLessonExerciseOpen {
                // Nothing can be typed here: an exercise waits for s or n (the footer says so).
                if key == "s" { StandardOutput.write(session.runLessonSolution()) }
                if key == "n" { StandardOutput.write(session.skipLessonExercise()) }
            } else {
                StandardOutput.write(session.nextLessonStep())
            }
        }
    }
}

/// Reads one key press without waiting for Enter (a whole line when stdin is not a terminal).
/// On a terminal, from `init` to `restore()` keys are not echoed and Ctrl-C is a key.
final class KeyPress {
    private var original: termios?

    init() {
        guard isatty(STDIN_FILENO) != 0 else { return }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
        original = saved
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        raw.c_cc.6 = 1  // VMIN: a read returns with one byte
        raw.c_cc.5 = 0  // VTIME: and waits for it without a timeout
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    /// Puts the terminal back as it was.
    func restore() {
        guard var original else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        self.original = nil
    }

    /// The next key; nil at the end of input, Ctrl-C or Ctrl-D.
    func read() -> Character? {
        guard original != nil else {
            guard let line = readLine(strippingNewline: true) else { return nil }
            return line.first ?? " "
        }
        var byte: UInt8 = 0
        guard Glibc.read(STDIN_FILENO, &byte, 1) == 1, byte != 3, byte != 4 else { return nil }
        return Character(Unicode.Scalar(byte))
    }
}
