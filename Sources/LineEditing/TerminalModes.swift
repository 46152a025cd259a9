#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's modes while rxplay reads its keys, and the modes it found, which it puts back
/// on every way out: `restore()` when a loop ends (also after a hang-up or SIGTERM, which end
/// the loops), and `exit`.
public enum TerminalModes {
    nonisolated(unsafe) private static var original: termios?

    /// Changes standard input's modes by `change`, when it is a terminal; the first change saves
    /// the modes to put back. Returns whether standard input is a terminal.
    @discardableResult
    public static func change(_ change: (inout termios) -> Void) -> Bool {
        var modes = termios()
        guard isatty(STDIN_FILENO) != 0, tcgetattr(STDIN_FILENO, &modes) == 0 else { return false }
        if original == nil {
            original = modes
            atexit { TerminalModes.restore() }
        }
        change(&modes)
        // TCSANOW: keys already typed stay to be read.
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
        return true
    }

    /// Keys are read one at a time as they come (VMIN 1, VTIME 0), not a line at a time.
    public static func bytesAsTheyCome(_ modes: inout termios) {
        modes.c_lflag &= ~tcflag_t(ICANON)
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
    }

    /// Puts back the modes the first change found.
    public static func restore() {
        guard var modes = original else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }
}
