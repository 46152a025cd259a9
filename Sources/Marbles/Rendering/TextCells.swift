/// What one lane shows in one slot, and the legend lines it refers to.
struct TextCell {
    /// The text to print, with colors when asked.
    let text: String
    /// Its width in terminal columns.
    let width: Int
    /// Legend keys used, in order.
    let keys: [String]
    /// The text of an error shown here.
    let errorText: String?
}

/// Turns cells of entries into short texts: values inline when they fit, legend keys when they
/// do not, several entries of one frame as a group `(ab|)`.
struct TextCellBuilder {
    let maxInlineWidth: Int
    let maxCellWidth: Int
    let palette: TextPalette
    /// Legend texts by key, in order of first use.
    private(set) var legend: [(key: String, text: String)] = []
    private var keyByText: [String: String] = [:]
    private var keys: LegendKeys

    init(maxInlineWidth: Int, palette: TextPalette, rows: [TimelineGrid.Row]) {
        self.maxInlineWidth = maxInlineWidth
        self.maxCellWidth = max(12, maxInlineWidth * 2)
        self.palette = palette
        var inlineLetters: Set<UInt8> = []
        for row in rows {
            for case .next(let value) in row.entries.lazy.map(\.kind) where value.text.utf8.count == 1 {
                inlineLetters.insert(value.text.utf8[value.text.utf8.startIndex])
            }
        }
        keys = LegendKeys(avoiding: inlineLetters)
    }

    private struct Token {
        let painted: String
        let width: Int
        let graphemes: Int
        let isValue: Bool
        var key: String?
        var errorText: String?
    }

    mutating func cell(_ entries: ArraySlice<TimelineEntry>) -> TextCell {
        if entries.count == 1, let entry = entries.first {
            let token = self.token(entry)
            return TextCell(text: token.painted, width: token.width, keys: token.key.map { [$0] } ?? [],
                            errorText: token.errorText)
        }
        let tokens = entries.map { token($0) }
        let errorText = tokens.compactMap(\.errorText).first
        var text = "("
        var width = 2
        for (index, token) in tokens.enumerated() {
            if index > 0, token.isValue, tokens[index - 1].isValue, token.graphemes > 1 || tokens[index - 1].graphemes > 1 {
                text += ","
                width += 1
            }
            text += token.painted
            width += token.width
        }
        if width <= maxCellWidth {
            return TextCell(text: text + ")", width: width, keys: tokens.compactMap(\.key), errorText: errorText)
        }
        let key = self.key(for: "(" + entries.map(Self.fullText).joined(separator: ", ") + ")")
        let painted = "(" + palette.paint(key, palette.value) + ")"
        return TextCell(text: painted, width: key.utf8.count + 2, keys: [key], errorText: errorText)
    }

    private mutating func token(_ entry: TimelineEntry) -> Token {
        switch entry.kind {
        case .next(let value):
            if let inline = inlineText(value) {
                let width = TerminalWidth.of(inline)
                return Token(painted: palette.paint(inline, palette.value), width: width,
                             graphemes: width == 1 ? 1 : inline.count, isValue: true)
            }
            let key = self.key(for: legendText(value))
            return Token(painted: palette.paint(key, palette.value), width: key.utf8.count,
                         graphemes: key.utf8.count, isValue: true, key: key)
        case .error(let text):
            return Token(painted: palette.paint("#", palette.error), width: 1, graphemes: 1, isValue: false,
                         errorText: text)
        case .completed: return Token(painted: palette.paint("|", palette.completed), width: 1, graphemes: 1, isValue: false)
        case .subscribed: return Token(painted: palette.paint("^", palette.mark), width: 1, graphemes: 1, isValue: false)
        case .disposed: return Token(painted: palette.paint("!", palette.mark), width: 1, graphemes: 1, isValue: false)
        }
    }

    private func inlineText(_ value: TimelineValue) -> String? {
        let text = value.text
        if text.isEmpty || text.utf8.count > maxInlineWidth * 4 { return nil }
        if text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) {
            return nil
        }
        return TerminalWidth.of(text) <= maxInlineWidth ? text : nil
    }

    private func legendText(_ value: TimelineValue) -> String {
        value.isString ? value.swiftLiteral : value.text
    }

    private static func fullText(_ entry: TimelineEntry) -> String {
        switch entry.kind {
        case .next(let value): return value.isString ? value.swiftLiteral : value.text
        case .error: return "#"
        case .completed: return "|"
        case .subscribed: return "^"
        case .disposed: return "!"
        }
    }

    private mutating func key(for text: String) -> String {
        if let key = keyByText[text] { return key }
        let key = keys.next()
        keyByText[text] = key
        legend.append((key, text))
        return key
    }
}

/// Legend keys: single letters not used as values, then a letter and a number.
struct LegendKeys {
    private let letters: [String]
    private var index = 0

    init(avoiding used: Set<UInt8>) {
        letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
            .filter { !used.contains($0) }.map { String(UnicodeScalar($0)) }
    }

    mutating func next() -> String {
        defer { index += 1 }
        if index < letters.count { return letters[index] }
        let round = index - letters.count
        let letter = Character(UnicodeScalar(UInt8(97 + round % 26)))
        return "\(letter)\(round / 26 + 1)"
    }
}
