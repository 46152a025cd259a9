/// Markdown prose as a terminal shows it best: a paragraph is one line, which the terminal wraps
/// at its own width, instead of the file's hard line breaks.
enum Prose {
    /// `text` with the line breaks inside each paragraph turned into spaces. Blank lines, list
    /// items, headings, quotes, tables and fenced code keep their lines.
    static func unwrapped(_ text: String) -> String {
        var lines: [String] = []
        var inCode = false
        // Whether a fence kept so far is still open, and whether the last kept line may take the
        // next one: both known as lines are kept, so a long lesson costs one pass (counting the
        // fences before every line, and copying a paragraph for each line it took, were quadratic).
        var openFence = false
        var lastTakesMore = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = raw.drop { $0 == " " }
            if trimmed.hasPrefix("```") { inCode.toggle() }
            let keepsItsLine = inCode || trimmed.hasPrefix("```") || trimmed.isEmpty || startsBlock(trimmed)
            if !keepsItsLine, lastTakesMore {
                lines[lines.count - 1] += " "
                lines[lines.count - 1] += trimmed
            } else {
                let line = String(raw)
                if line.drop(while: { $0 == " " }).hasPrefix("```") { openFence.toggle() }
                lines.append(line)
                lastTakesMore = !line.isEmpty && !line.hasPrefix("```") && !line.hasPrefix("#") && !line.hasPrefix("|")
                    && !openFence
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
}
