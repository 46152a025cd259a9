import Marbles

/// The REPL's side of a compiled session, line by line: gathers lines into inputs, runs
/// meta-commands (`:undo`, `:wait`, `:time`, `:help`, `:quit`), and holds a complete input while
/// more input is waiting, in case the next line continues it (`.map { … }` on its own line).
public final class CompiledConsole {
    /// What one line gave.
    public struct Reply: Equatable, Sendable {
        /// Text to show.
        public var output: String
        /// Whether the learner asked to leave.
        public var shouldQuit: Bool
    }

    /// The session the inputs run in.
    public let session: CompiledSession
    /// How timelines are drawn: columns (nil for no limit), colors, Unicode or ASCII.
    public var width: Int? = 80
    /// Whether timelines use ANSI colors.
    public var colors = false
    /// Unicode or ASCII timelines.
    public var style: TextStyle = .unicode
    private var assembler = InputAssembler()
    private var held: String?

    /// A console over `session`.
    public init(session: CompiledSession) {
        self.session = session
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
        if let input = held {
            held = nil
            if InputAssembler.continuesStatement(line) {
                if let whole = assembler.add(input + "\n" + line) { output += take(whole, moreInputWaiting) }
                return Reply(output: output, shouldQuit: false)
            }
            output += session.submit(input).text
        }
        if !assembler.hasUnfinishedInput, line.hasPrefix(":") {
            let (text, quit) = command(line)
            return Reply(output: output + text, shouldQuit: quit)
        }
        if let input = assembler.add(line) { output += take(input, moreInputWaiting) }
        return Reply(output: output, shouldQuit: false)
    }

    /// Runs the held input, if any (no more input is waiting).
    public func finishHeldInput() -> String {
        guard let input = held else { return "" }
        held = nil
        return session.submit(input).text
    }

    /// Drops a partly typed input.
    public func cancelInput() {
        assembler.cancel()
    }

    private func take(_ input: String, _ moreInputWaiting: Bool) -> String {
        if moreInputWaiting {
            held = input
            return ""
        }
        return session.submit(input).text
    }

    private func command(_ line: String) -> (String, Bool) {
        let words = line.split(separator: " ")
        switch words.first.map(String.init) ?? "" {
        case ":quit", ":q":
            return ("", true)
        case ":undo":
            return (session.undo() ? "(the last input is undone)\n" : "(nothing to undo)\n", false)
        case ":wait":
            guard words.count == 2, let nanoseconds = Self.nanoseconds(String(words[1])) else {
                return ("error: :wait takes a duration such as 1s or 500ms\n", false)
            }
            return (session.wait(nanoseconds).text, false)
        case ":marbles":
            return (marbles(), false)
        case ":time":
            return ("time is \(session.now / 1_000_000)ms\n", false)
        case ":help":
            return ("Type Swift; the Swift compiler runs it. :marbles, :undo, :wait DURATION, :time, :quit\n", false)
        default:
            return ("error: unknown command \(words.first ?? "") (:help lists them)\n", false)
        }
    }

    /// The timeline drawn as text (`:marbles`).
    private func marbles() -> String {
        guard let timeline = session.timeline() else { return "error: the timeline could not be read\n" }
        let renderer = TextRenderer(style: style, colors: colors, width: width, ticksPerFrame: 1)
        var lines = renderer.render(timeline).split(separator: "\n", omittingEmptySubsequences: false)
        // A timeline with no instant to label yet has an empty ruler: leave it out.
        while let first = lines.first, first.allSatisfy({ $0 == " " }), lines.count > 1 { lines.removeFirst() }
        let text = lines.joined(separator: "\n")
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// `1s`, `500ms`, `2m` in nanoseconds.
    static func nanoseconds(_ text: String) -> Int64? {
        for (suffix, factor) in [("ms", Int64(1_000_000)), ("s", 1_000_000_000), ("m", 60_000_000_000)]
        where text.hasSuffix(suffix) {
            if let number = Int64(text.dropLast(suffix.count)), number >= 0, number < Int64.max / factor {
                return number * factor
            }
        }
        return nil
    }
}
