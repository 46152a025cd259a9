import TextWidth

/// Word wrapping for the terminal by display columns: a CJK character or an emoji takes two, a
/// color escape none. A word wider than the line is cut where the line ends.
enum ProseWrap {
    /// `text` (one paragraph, no newlines) in lines of at most `width` columns, the first after
    /// `firstPrefix`, the others after `restPrefix`.
    static func wrap(_ text: String, width: Int, firstPrefix: String = "", restPrefix: String = "") -> [String] {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard !words.isEmpty else { return [firstPrefix] }
        var lines: [String] = []
        var line = firstPrefix
        var used = columns(firstPrefix)
        var lineHasWord = false
        func newLine() {
            lines.append(line)
            line = restPrefix
            used = columns(restPrefix)
            lineHasWord = false
        }
        for word in words {
            var rest = word
            while !rest.isEmpty {
                let wordWidth = columns(rest)
                let space = lineHasWord ? 1 : 0
                if used + space + wordWidth <= width {
                    line += (lineHasWord ? " " : "") + rest
                    used += space + wordWidth
                    lineHasWord = true
                    rest = ""
                } else if lineHasWord {
                    newLine()
                } else {
                    // Alone on its line and still too wide: cut it where the line ends.
                    let piece = prefix(of: rest, fitting: max(1, width - used))
                    line += piece
                    rest = String(rest.dropFirst(piece.count))
                    lineHasWord = true
                    if !rest.isEmpty { newLine() }
                }
            }
        }
        lines.append(line)
        return lines
    }

    /// The columns `text` takes on screen, color escapes (`ESC [ … m`) left out.
    static func columns(_ text: String) -> Int {
        TerminalWidth.of(TerminalWidth.withoutColorEscapes(text))
    }

    /// The longest prefix of `text` that fits in `columns` (escapes take none), at least one
    /// character.
    private static func prefix(of text: String, fitting limit: Int) -> String {
        var used = 0
        var visible = 0
        var result = ""
        var inEscape = false
        for character in text {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                result.append(character)
                if character == "m" { inEscape = false }
                continue
            }
            let width = TerminalWidth.of(character)
            if used + width > limit && visible > 0 { break }
            used += width
            visible += 1
            result.append(character)
        }
        return result
    }
}
