import Foundation
import TextWidth

/// Playground markup (Markdown) as a terminal shows it: headings underlined, emphasis in bold
/// or italic (plain without colors), bullets as `•`, code indented, links as their text, and
/// paragraphs on one line each.
enum TerminalMarkdown {
    static func render(_ markdown: String, colors: Bool) -> String {
        var lines: [String] = []
        var inCode = false
        // Paragraphs first, while headings, lists and code are still recognizable.
        let paragraphs = Prose.unwrapped(markdown)
        for raw in paragraphs.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode {
                lines.append("    " + raw)
                continue
            }
            if let heading = heading(trimmed) {
                let text = inline(heading.text, colors: colors)
                lines.append(colors ? "\u{1B}[1m" + text + "\u{1B}[0m" : text)
                let width = TerminalWidth.of(inline(heading.text, colors: false))
                lines.append(String(repeating: heading.level == 1 ? "=" : "-", count: max(3, width)))
                continue
            }
            var line = raw
            for bullet in ["* ", "- ", "+ "] where trimmed.hasPrefix(bullet) {
                let indent = raw.prefix { $0 == " " }
                line = String(indent) + "• " + String(trimmed.dropFirst(2))
            }
            lines.append(inline(line, colors: colors))
        }
        return lines.joined(separator: "\n").replacingOccurrences(of: "\n{3,}", with: "\n\n", options: .regularExpression)
    }

    private static func heading(_ line: String) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }
        guard !hashes.isEmpty, hashes.count <= 6, line.dropFirst(hashes.count).hasPrefix(" ") else { return nil }
        return (hashes.count, line.dropFirst(hashes.count + 1).trimmingCharacters(in: .whitespaces))
    }

    /// Links become their text (`[Next](@next)` → `Next →`), emphasis becomes bold or italic.
    static func inline(_ text: String, colors: Bool) -> String {
        var result = text
        result = result.replacingOccurrences(of: #"\[([^\]]+)\]\(@next\)"#, with: "$1 →", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\[([^\]]+)\]\(@previous\)"#, with: "← $1", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\[([^\]]+)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        let bold = colors ? "\u{1B}[1m$1\u{1B}[0m" : "$1"
        let italic = colors ? "\u{1B}[3m$1\u{1B}[0m" : "$1"
        result = result.replacingOccurrences(of: #"\*\*([^*]+)\*\*"#, with: bold, options: .regularExpression)
        result = result.replacingOccurrences(of: #"__([^_]+)__"#, with: bold, options: .regularExpression)
        result = result.replacingOccurrences(of: #"(?<![\w*])\*([^*\s][^*]*)\*"#, with: italic, options: .regularExpression)
        result = result.replacingOccurrences(of: #"(?<!\w)_([^_\s][^_]*)_(?!\w)"#, with: italic, options: .regularExpression)
        return result
    }
}
