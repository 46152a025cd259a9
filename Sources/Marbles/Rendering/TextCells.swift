import TextWidth

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
    /// What goes before a value replayed to a new subscriber (`↺`).
    let replayMark: String
    /// Whether a replayed value was drawn (the legend then says what the mark means).
    private(set) var drewReplay = false
    /// What goes before an element or an error sent off the main queue (`↯`).
    let offMainMark: String
    /// Whether something sent off the main queue was drawn (the legend then says so).
    private(set) var drewOffMain = false
    /// Legend texts by key, in order of first use, with the text their color comes from.
    private(set) var legend: [(key: String, text: String, color: String)] = []
    private var keyByText: [String: String] = [:]
    private var keys: LegendKeys

    /// A builder whose legend letters avoid the one-letter values of the cells of `rows` from
    /// slot `firstSlot` on.
    /// `maxCellWidth`, when given, is the most columns any cell takes (time drawn to scale);
    /// by default a group may take twice the inline width.
    init(
        maxInlineWidth: Int, palette: TextPalette, replayMark: String, offMainMark: String, rows: [TimelineGrid.Row],
        firstSlot: Int,
        maxCellWidth: Int? = nil
    ) {
        self.maxInlineWidth = maxInlineWidth
        self.replayMark = replayMark
        self.offMainMark = offMainMark
        self.maxCellWidth = maxCellWidth ?? Self.maxCellWidth(maxInlineWidth)
        self.palette = palette
        var inlineLetters: Set<UInt8> = []
        for row in rows {
            let first = row.firstCell(atOrAfter: firstSlot)
            let begin = first < row.cells.count ? row.cells[first].range.lowerBound : row.entries.count
            for case .next(let value) in row.entries[begin...].lazy.map(\.kind) where value.text.utf8.count == 1 {
                inlineLetters.insert(value.text.utf8[value.text.utf8.startIndex])
            }
        }
        keys = LegendKeys(avoiding: inlineLetters)
    }

    static func maxCellWidth(_ maxInlineWidth: Int) -> Int { max(12, maxInlineWidth * 2) }

    /// About how wide the cell of `entries` is, without handing out legend keys (taken as one
    /// column each).
    static func estimatedWidth(_ entries: ArraySlice<TimelineEntry>, maxInlineWidth: Int) -> Int {
        var width = 0
        for entry in entries {
            if case .next(let value) = entry.kind, let inline = inlineText(value, maxInlineWidth: maxInlineWidth) {
                width += TerminalWidth.of(inline) + (entries.count > 1 ? 1 : 0)
            } else {
                width += 1
            }
            if entry.isReplayed { width += 1 }
            if entry.isOffMainQueue { width += 1 }
        }
        if entries.count == 1 { return width }
        return min(width + 2, maxCellWidth(maxInlineWidth))
    }

    private struct Token {
        let painted: String
        let width: Int
        let isValue: Bool
        var key: String?
        var errorText: String?
    }

    mutating func cell(_ entries: ArraySlice<TimelineEntry>) -> TextCell {
        if entries.count == 1, let entry = entries.first {
            let token = self.token(entry)
            return TextCell(
                text: token.painted, width: token.width, keys: token.key.map { [$0] } ?? [],
                errorText: token.errorText)
        }
        let tokens = entries.map { token($0) }
        let errorText = tokens.compactMap(\.errorText).first
        var text = "("
        var width = 2
        for (index, token) in tokens.enumerated() {
            // One notation for every frame: the values of a frame are separated by commas, marks
            // (^ | # !) stand next to them: (1,2), (^20,30), (^a,b!).
            if index > 0, token.isValue, tokens[index - 1].isValue {
                text += ","
                width += 1
            }
            text += token.painted
            width += token.width
        }
        if width <= maxCellWidth {
            return TextCell(text: text + ")", width: width, keys: tokens.compactMap(\.key), errorText: errorText)
        }
        let groupText = "(" + entries.map(Self.fullText).joined(separator: ", ") + ")"
        let key = self.key(for: groupText, color: groupText)
        let keyText = palette.paint(key, palette.value(groupText))
        // To scale, a frame too narrow for the parentheses shows the key alone.
        if key.utf8.count + 2 > maxCellWidth, key.utf8.count <= maxCellWidth {
            return TextCell(text: keyText, width: key.utf8.count, keys: [key], errorText: errorText)
        }
        return TextCell(text: "(" + keyText + ")", width: key.utf8.count + 2, keys: [key], errorText: errorText)
    }

    private mutating func token(_ entry: TimelineEntry) -> Token {
        switch entry.kind {
        case .next(let value):
            // An element carried on from another keeps that one's color.
            let color = palette.value(entry.colorKey ?? value.text)
            var mark = offMainMark(entry)
            if entry.isReplayed {
                mark += palette.paint(replayMark, palette.dim)
                drewReplay = true
            }
            let markWidth = (entry.isReplayed ? 1 : 0) + (entry.isOffMainQueue ? 1 : 0)
            if let inline = Self.inlineText(value, maxInlineWidth: maxInlineWidth) {
                let width = TerminalWidth.of(inline)
                return Token(painted: mark + palette.paint(inline, color), width: width + markWidth, isValue: true)
            }
            let key = self.key(for: legendText(value), color: entry.colorKey ?? value.text)
            return Token(
                painted: mark + palette.paint(key, color), width: key.utf8.count + markWidth, isValue: true, key: key)
        case .error(let text):
            let mark = offMainMark(entry)
            return Token(
                painted: mark + palette.paint("#", palette.error), width: entry.isOffMainQueue ? 2 : 1, isValue: false,
                errorText: text)
        case .completed: return Token(painted: palette.paint("|", palette.completed), width: 1, isValue: false)
        case .subscribed: return Token(painted: palette.paint("^", palette.mark), width: 1, isValue: false)
        case .disposed: return Token(painted: palette.paint("!", palette.mark), width: 1, isValue: false)
        }
    }

    /// The mark of an entry sent off the main queue (nothing for one sent on it).
    private mutating func offMainMark(_ entry: TimelineEntry) -> String {
        guard entry.isOffMainQueue else { return "" }
        drewOffMain = true
        return palette.paint(offMainMark, palette.dim)
    }

    /// The value's text when it is drawn inline: short, and without spaces or control characters.
    static func inlineText(_ value: TimelineValue, maxInlineWidth: Int) -> String? {
        let text = value.text
        let utf8 = text.utf8
        if utf8.isEmpty || utf8.count > maxInlineWidth * 4 { return nil }
        if utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return utf8.count <= maxInlineWidth ? text : nil }
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

    private mutating func key(for text: String, color: String) -> String {
        if let key = keyByText[text] { return key }
        let key = keys.next()
        keyByText[text] = key
        legend.append((key, text, color))
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
