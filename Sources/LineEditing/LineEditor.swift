/// What reading one line produced.
public enum LineInput: Equatable, Sendable {
    /// A line the user entered (without its newline).
    case line(String)
    /// The user pressed Ctrl-C: the current line is abandoned.
    case interrupted
    /// The input ended: Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
    /// The terminal went away (SIGHUP) or the process was asked to end (SIGTERM).
    case hangUp
}

/// Reads lines for the REPL, from a terminal with line editing or from a pipe.
public protocol LineEditor: AnyObject {
    /// Reads one line, showing `prompt` where the editor shows prompts.
    func readLine(prompt: String) -> LineInput
    /// Adds an entered line to the history, where the editor keeps one.
    func addHistory(_ line: String)
    /// Whether the next line has already arrived (a paste, a pipe): the REPL then assembles a
    /// statement written across lines before it runs.
    var hasWaitingInput: Bool { get }
    /// Whether the last line read came together with more input (a paste, a pipe), already
    /// there when its end was read: then the line is assembled with those that follow it.
    var lineCameWithMore: Bool { get }
    /// Saves what must outlive the session (the history).
    func close()
}
