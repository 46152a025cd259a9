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
            return ProseWrap.wrap(String(line.dropFirst(indent.count)), width: width, firstPrefix: indent, restPrefix: rest)
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
