import Foundation
import TextWidth

/// Markdown (lesson prose, playground markup) as a terminal shows it: headings underlined,
/// emphasis in bold or italic and code in a color (without colors: plain, code in single quotes
/// as the compiler quotes names), bullets as `•`,
/// numbered lists numbered, quotes behind a bar, rules as a line, images as `[image: alt]`,
/// links as their text, fenced code indented; each paragraph wrapped to `width` display
/// columns (none: one line per paragraph, for the terminal to wrap).
enum TerminalMarkdown {
    static func render(_ markdown: String, colors: Bool, width: Int? = nil) -> String {
        var lines: [String] = []
        var inCode = false
        var number = 0
        let width = width.map { max(20, $0) }
        func emit(_ body: String, first: String = "", rest: String = "") {
            guard let width else {
                lines.append(first + body)
                return
            }
            lines += ProseWrap.wrap(body, width: width, firstPrefix: first, restPrefix: rest)
        }
        // Paragraphs first, while headings, lists and code are still recognizable.
        for raw in Prose.unwrapped(markdown).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inCode.toggle()
                continue
            }
            if inCode {
                lines.append("    " + raw)
                continue
            }
            let indent = String(raw.prefix { $0 == " " })
            if let ordinal = orderedItem(trimmed) {
                // Markdown numbers a list itself from its first item: "1. 1. 1." shows 1, 2, 3.
                number = number == 0 ? ordinal.number : number + 1
                let marker = "\(number). "
                emit(inline(ordinal.text, colors: colors), first: indent + marker,
                     rest: indent + String(repeating: " ", count: marker.count))
                continue
            }
            if !trimmed.isEmpty { number = 0 }
            if let heading = heading(trimmed) {
                let text = inline(heading.text, colors: colors)
                emit(colors ? "\u{1B}[1m" + text + "\u{1B}[0m" : text)
                let underline = min(width ?? Int.max, max(3, TerminalWidth.of(inline(heading.text, colors: false))))
                lines.append(String(repeating: heading.level == 1 ? "=" : "-", count: underline))
                continue
            }
            if isRule(trimmed) {
                lines.append(String(repeating: "─", count: min(width ?? 40, 40)))
                continue
            }
            if trimmed.hasPrefix(">") {
                let quoted = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                emit(inline(quoted, colors: colors), first: indent + "│ ", rest: indent + "│ ")
                continue
            }
            if let bullet = ["* ", "- ", "+ "].first(where: { trimmed.hasPrefix($0) }) {
                emit(inline(String(trimmed.dropFirst(bullet.count)), colors: colors), first: indent + "• ",
                     rest: indent + "  ")
                continue
            }
            emit(inline(trimmed, colors: colors), first: indent, rest: indent)
        }
        return lines.joined(separator: "\n").replacingOccurrences(of: "\n{3,}", with: "\n\n", options: .regularExpression)
    }

    private static func heading(_ line: String) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }
        guard !hashes.isEmpty, hashes.count <= 6, line.dropFirst(hashes.count).hasPrefix(" ") else { return nil }
        return (hashes.count, line.dropFirst(hashes.count + 1).trimmingCharacters(in: .whitespaces))
    }

    /// `12. text`: the text and the number.
    private static func orderedItem(_ line: String) -> (text: String, number: Int)? {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3, let number = Int(digits), line.dropFirst(digits.count).hasPrefix(". ")
        else { return nil }
        return (String(line.dropFirst(digits.count + 2)), number)
    }

    /// `---`, `***`, `___` (three or more, spaces allowed between).
    private static func isRule(_ line: String) -> Bool {
        let marks = line.filter { $0 != " " }
        guard marks.count >= 3, let first = marks.first, "-*_".contains(first) else { return false }
        return marks.allSatisfy { $0 == first }
    }

    /// Images become `[image: alt]`, links their text (`[Next](@next)` → `Next →`), emphasis bold
    /// or italic, code a color (its backticks dropped).
    static func inline(_ text: String, colors: Bool) -> String {
        var result = text
        result = result.replacingOccurrences(of: #"!\[([^\]]*)\]\([^)]*\)"#, with: "[image: $1]", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\[([^\]]+)\]\(@next\)"#, with: "$1 →", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\[([^\]]+)\]\(@previous\)"#, with: "← $1", options: .regularExpression)
        result = result.replacingOccurrences(of: #"\[([^\]]+)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        // Code first: what is inside backticks is not emphasis. An odd backtick stays as typed.
        let pieces = result.components(separatedBy: "`")
        var rendered = ""
        for (index, piece) in pieces.enumerated() {
            guard index % 2 == 1 else {
                rendered += emphasis(piece, colors: colors)
                continue
            }
            let closed = pieces.count % 2 == 1 || index < pieces.count - 1
            if closed {
                // Without colors, quoted as the compiler quotes names in its messages ('xs').
                rendered += colors ? "\u{1B}[36m" + piece + "\u{1B}[0m" : "'" + piece + "'"
            } else {
                rendered += "`" + emphasis(piece, colors: colors)
            }
        }
        return rendered
    }


    private static func emphasis(_ text: String, colors: Bool) -> String {
        var result = text
        let bold = colors ? "\u{1B}[1m$1\u{1B}[0m" : "$1"
        let italic = colors ? "\u{1B}[3m$1\u{1B}[0m" : "$1"
        result = result.replacingOccurrences(of: #"\*\*([^*]+)\*\*"#, with: bold, options: .regularExpression)
        result = result.replacingOccurrences(of: #"__([^_]+)__"#, with: bold, options: .regularExpression)
        result = result.replacingOccurrences(of: #"(?<![\w*])\*([^*\s][^*]*)\*"#, with: italic, options: .regularExpression)
        result = result.replacingOccurrences(of: #"(?<!\w)_([^_\s][^_]*)_(?!\w)"#, with: italic, options: .regularExpression)
        return result
    }
}
