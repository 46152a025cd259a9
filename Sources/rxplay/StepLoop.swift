import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Instructor mode: one key press per step; at an exercise, `s` runs its solution and `n`
/// skips it (running the solution quietly); other keys wait there.
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
            if session.isLessonExerciseOpen {
                // Nothing can be typed here: an exercise waits for s or n (the footer says so).
                if key == "s" { print(session.runLessonSolution(), terminator: "") }
                if key == "n" { print(session.skipLessonExercise(), terminator: "") }
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
