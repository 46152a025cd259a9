import TextWidth

/// Text the session writes itself, fitted to the terminal: a line wider than the width is
/// wrapped at spaces (by display columns), its later lines indented, so a note never leaves a
/// terminal to wrap it mid-word.
enum LineFit {
    /// `text` with every line wider than `width` wrapped; a wrapped line goes on after its own
    /// indent or `continuation`, whichever is wider. Nothing changes when `width` is nil.
    static func fit(_ text: String, width: Int?, continuation: String = "  ") -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { piece -> String in
            let line = String(piece)
            guard ProseWrap.columns(line) > width else { return line }
            let indent = String(line.prefix { $0 == " " })
            let rest = indent.count >= continuation.count ? indent : continuation
            // The first line keeps its spacing (a usage's columns): it ends at the last space
            // that leaves it within the width.
            let fitting = TerminalWidth.prefix(line, fitting: width + 1)
            var head = fitting.lastIndex(of: " ").map { String(fitting[..<$0]) } ?? ""
            while head.last == " " { head.removeLast() }
            guard !head.trimmingCharacters(in: .whitespaces).isEmpty else {
                return ProseWrap.wrap(
                    String(line.dropFirst(indent.count)), width: width, firstPrefix: indent, restPrefix: rest
                ).joined(separator: "\n")
            }
            let tail = String(line.dropFirst(head.count)).trimmingCharacters(in: .whitespaces)
            return ([head] + ProseWrap.wrap(tail, width: width, firstPrefix: rest, restPrefix: rest))
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
