import Compiling

/// Gathers lines into whole inputs for a compiled session: an input ends where Swift's grammar
/// says it is complete (brackets, strings and comments closed; a closure's `in` arrived), asked
/// as it grows in time linear in its length (`GrowingInput`); a blank line inside braces
/// continues it. Lines that follow while more input is already waiting (a
/// paste, a pipe) and start with `.member` continue the statement above, as Swift reads a file.
public struct InputAssembler {
    private var input = GrowingInput()

    /// An assembler with nothing gathered.
    public init() {}

    /// Whether part of an input is waiting for more lines.
    public var hasUnfinishedInput: Bool { !input.isEmpty }

    /// What has been gathered so far.
    public var gathered: String { input.text }

    /// Adds `line`; returns the input once it is complete. Each line costs about its own length
    /// (`GrowingInput`), however long the input grows.
    public mutating func add(_ line: String) -> String? {
        guard input.add(line) else { return nil }
        let text = input.text
        input = GrowingInput()
        return text
    }

    /// Takes what was gathered as a whole input even though it is not complete: an empty line
    /// typed inside parentheses or brackets ends it (its error shows), as a learner who pressed
    /// Enter twice means; inside braces (a class, a closure) or an open comment or string, an
    /// empty line is part of the input and nil is returned.
    public mutating func endAtEmptyLine() -> String? {
        let scan = input.scan
        guard scan.end == .closed, let innermost = scan.openBrackets.last, innermost != "{" else { return nil }
        let text = input.text
        input = GrowingInput()
        return text
    }

    /// Drops what was gathered.
    public mutating func cancel() {
        input = GrowingInput()
    }

    /// Whether `text` is a whole input (Swift's grammar, not a run of it).
    public static func isComplete(_ text: String) -> Bool {
        InputCompleteness.isComplete(text)
    }

    /// Whether `line` continues the statement above it (`.map { … }` on its own line).
    public static func continuesStatement(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == ".", let next = trimmed.dropFirst().first else { return false }
        return next.isLetter || next == "_"
    }

    /// Said when a `.member` line typed at the prompt joins the input before it, which had run.
    static func takeBackNote(_ previous: String, texts: SessionTexts = SessionTexts(language: .en)) -> String {
        let firstLine = previous.split(separator: "\n").first.map(String.init) ?? ""
        let shown = firstLine + (previous.contains("\n") ? " …" : "")
        return texts.continues(shown) + "\n"
    }
}
