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
            // The word is measured only as far as the line has room, and cut where it ends: each
            // piece costs about its own length, so a word of any length wraps in one pass
            // (measuring and copying the rest of the word at every cut was quadratic: 12 s for a
            // 160,000-character word).
            var rest = word[...]
            while !rest.isEmpty {
                let space = lineHasWord ? 1 : 0
                let room = width - used - space
                let measured = measure(rest, within: room)
                if measured.end == rest.endIndex && measured.columns <= room {
                    line += (lineHasWord ? " " : "") + rest
                    used += space + measured.columns
                    lineHasWord = true
                    rest = ""
                } else if lineHasWord {
                    newLine()
                } else {
                    // Alone on its line and still too wide: cut it where the line ends.
                    line += rest[..<measured.end]
                    rest = rest[measured.end...]
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

    /// Where the longest prefix of `text` that fits in `room` columns ends (at least one
    /// character: a character wider than the room is cut alone), and the columns it takes; color
    /// escapes (`ESC [ … m`) take none and stay with the characters before them.
    private static func measure(_ text: Substring, within room: Int) -> (end: Substring.Index, columns: Int) {
        var used = 0
        var visible = 0
        var end = text.startIndex
        var inEscape = false
        for index in text.indices {
            let character = text[index]
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                end = text.index(after: index)
                if character == "m" { inEscape = false }
                continue
            }
            let width = TerminalWidth.of(character)
            if used + width > room && visible > 0 { break }
            used += width
            visible += 1
            end = text.index(after: index)
        }
        return (end, used)
    }
}
