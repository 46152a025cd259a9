/// Markdown prose as a terminal shows it best: a paragraph is one line, which the terminal wraps
/// at its own width, instead of the file's hard line breaks.
enum Prose {
    /// `text` with the line breaks inside each paragraph turned into spaces. Blank lines, list
    /// items, headings, quotes, tables and fenced code keep their lines.
    static func unwrapped(_ text: String) -> String {
        var lines: [String] = []
        var inCode = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") { inCode.toggle() }
            let keepsItsLine = inCode || trimmed.hasPrefix("```") || trimmed.isEmpty || startsBlock(trimmed)
            if !keepsItsLine, let previous = lines.last, !previous.isEmpty, !previous.hasPrefix("```"),
               !previous.hasPrefix("#"), !previous.hasPrefix("|"), !isCodeLine(previous, in: lines)
            {
                lines[lines.count - 1] = previous + " " + trimmed
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func startsBlock(_ line: Substring) -> Bool {
        if line.hasPrefix("#") || line.hasPrefix(">") || line.hasPrefix("|") { return true }
        if line.hasPrefix("- ") || line.hasPrefix("* ") || line.hasPrefix("+ ") { return true }
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
    }

    /// Whether the last line is inside a fenced block still open.
    private static func isCodeLine(_ line: String, in lines: [String]) -> Bool {
        lines.filter { $0.drop { $0 == " " }.hasPrefix("```") }.count % 2 == 1
    }
}
