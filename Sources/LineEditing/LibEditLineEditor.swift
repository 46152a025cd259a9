@preconcurrency import CEditLine
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Line editing on a terminal through libedit's readline-compatible API: history kept across
/// runs (`HistoryFile`: each accepted line appended at once), Tab completion, UTF-8 input, and
/// Ctrl-C that abandons the line instead of the session.
public final class LibEditLineEditor: LineEditor {
    /// Gives the candidates that may replace the word being completed.
    public typealias Completer = (CompletionContext) -> [String]

    private let historyPath: String?
    private let report: (String) -> Void
    private var reportedHistoryProblem = false
    private var lastHistoryLine: String?
    /// Whether lines go to the history file (its folder exists or was made).
    private var keepsHistory = false

    /// The entries kept: the file is written down to these when it grows past twice as many.
    static let keptEntries = 1_000

    /// An editor that keeps history at `historyPath`, completes through `completer`, and passes
    /// problems (an unreadable or unwritable history file) to `report`, once each.
    public init(historyPath: String?, completer: @escaping Completer, report: @escaping (String) -> Void) {
        self.historyPath = historyPath
        self.report = report
        Self.configureLocale()
        EditLineState.completer = completer
        rl_readline_name = UnsafePointer(strdup("rxplay"))
        rl_catch_signals = 0
        EditLineKeys.install()
        rl_initialize()
        rl_basic_word_break_characters = UnsafePointer(strdup(CompletionContext.wordBreakCString))
        rl_completion_append_character = 0
        rl_attempted_completion_function = completeLine
        rl_completion_entry_function = noFileNames
        stifle_history(Int32(Self.keptEntries))
        loadHistory()
        InterruptSignal.install()
        HangUpSignal.install()
        // Between prompts the terminal passes keys on as they come, Ctrl-C a signal that stops
        // the input (at the prompt it is a key: `EditLineKeys`). In the terminal's own line
        // mode a Ctrl-D typed while an input runs would become an end-of-file mark, which
        // libedit, switching the terminal to its mode, reads as nothing. libedit puts back the
        // modes it found at the end of each read, so these hold between prompts.
        TerminalModes.change { modes in
            TerminalModes.bytesAsTheyCome(&modes)
            modes.c_lflag |= tcflag_t(ISIG)
            // Ctrl-C while an input runs drops the keys typed ahead, as at the prompt.
            modes.c_lflag &= ~tcflag_t(NOFLSH)
        }
    }

    /// Reads one line; Ctrl-C gives `.interrupted`, Ctrl-D on an empty line `.endOfInput`, the
    /// terminal closing `.hangUp`. A Ctrl-C pressed since the presses were last taken (by the
    /// input before, when its reply came) was pressed at this prompt, or just before it showed:
    /// it drops this line, however soon it came.
    public func readLine(prompt: String) -> LineInput {
        if HangUpSignal.isPending { return .hangUp }
        TestDelay.prompt.wait()
        if InterruptSignal.take() {
            // Keys typed before the press (while an input ran or a paste came) go with it.
            TypedAhead.dropBeforeLastPress()
            fputs("\n", stdout)
            return .interrupted
        }
        EditLineKeys.stop = nil
        EditLineKeys.moreCameWithEnter = false
        guard let raw = CEditLine.readline(prompt) else {
            switch EditLineKeys.stop {
            case .interrupted:
                InterruptSignal.take()
                fputs("\n", stdout)
                return .interrupted
            case .hangUp:
                return .hangUp
            case .end, nil:
                return HangUpSignal.isPending ? .hangUp : .endOfInput
            }
        }
        defer { free(raw) }
        TestDelay.accept.wait()
        // A Ctrl-C pressed once the line is accepted belongs to the input it starts: it stays
        // pending, and the input is interrupted as soon as it runs. One pressed before libedit
        // gave the terminal back waits in it as a key: collected now, it is a press too.
        TypedAhead.collect()
        return .line(String(cString: raw))
    }

    /// Adds a non-empty line to the history, skipping a repeat of the previous one, and appends
    /// it to the history file at once.
    public func addHistory(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, line != lastHistoryLine else { return }
        lastHistoryLine = line
        add_history(line)
        guard keepsHistory, let historyPath else { return }
        if let problem = HistoryFile.append(line, to: historyPath) { reportOnce(problem) }
    }

    /// Whether typed-ahead or pasted bytes wait on the terminal (libedit reads them one by one).
    public var hasWaitingInput: Bool { !TypedAhead.isEmpty || WaitingInput.isReady(STDIN_FILENO) }

    /// Whether more keys were already waiting when libedit read the last line's Enter: the line
    /// came with others, as a paste's do. Keys that came later (typed while rxplay, on a busy
    /// machine, had not yet looked) were typed after the Enter was seen, for the next prompt.
    public var lineCameWithMore: Bool { EditLineKeys.moreCameWithEnter }

    /// Puts the terminal's modes back; nothing is left to save: every accepted line is already
    /// in the history file.
    public func close() {
        TerminalModes.restore()
    }

    /// Reads the history file, under its lock: a file libedit cannot read is started again
    /// (lines appended to it would be lost too), and one grown past twice `keptEntries` lines
    /// is written down to the last `keptEntries`.
    private func loadHistory() {
        guard let historyPath else { return }
        if let problem = HistoryFile.prepareDirectory(for: historyPath) {
            reportOnce(problem)
            return
        }
        let opened = HistoryFile.withLock(historyPath) { descriptor in
            let (bytes, lines) = HistoryFile.measure(descriptor, path: historyPath)
            if bytes > 0, read_history(historyPath) != 0 {
                reportOnce("history could not be read from \(historyPath); starting with an empty one")
                clear_history()
                _ = HistoryFile.replace(historyPath) { write_history($0) == 0 }
            } else if lines > 2 * Self.keptEntries {
                _ = HistoryFile.replace(historyPath) { write_history($0) == 0 }
            }
        }
        if opened == nil {
            reportOnce("history is not kept: cannot write \(historyPath)")
            return
        }
        keepsHistory = true
    }

    private func reportOnce(_ problem: String) {
        if reportedHistoryProblem { return }
        reportedHistoryProblem = true
        report(problem)
    }

    /// libedit drops multi-byte input unless the locale's code set is UTF-8.
    private static func configureLocale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased().replacingOccurrences(of: "-", with: "") != "UTF8" {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
    }
}

/// What libedit's C callbacks need; they carry no context, so it lives here.
private enum EditLineState {
    nonisolated(unsafe) static var completer: LibEditLineEditor.Completer?
    nonisolated(unsafe) static var matches: [String] = []
    nonisolated(unsafe) static var nextMatch = 0
}

private func completeLine(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard let buffer = rl_line_buffer, let text else { return nil }
    let bytes = Array(
        UnsafeBufferPointer(
            start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
            count: Int(max(0, end))))
    let line = String(decoding: bytes, as: UTF8.self)
    EditLineState.matches = EditLineState.completer?(CompletionContext(line: line)) ?? []
    EditLineState.nextMatch = 0
    if EditLineState.matches.isEmpty { return nil }
    return rl_completion_matches(text, nextCompletion)
}

private func nextCompletion(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    if state == 0 { EditLineState.nextMatch = 0 }
    guard EditLineState.nextMatch < EditLineState.matches.count else { return nil }
    let match = EditLineState.matches[EditLineState.nextMatch]
    EditLineState.nextMatch += 1
    return strdup(match)
}

private func noFileNames(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    nil
}
