/// One input the learner typed, kept so diagnostics can quote it, also when code written in an
/// earlier input fails later (a subscription handler run by a later `onNext`).
package final class SourceFile {
    /// The text as typed.
    package let text: String
    /// The number shown for the input's first line (a script's line, when the input is part of one).
    package let firstLine: Int
    /// The UTF-8 offset where each line starts.
    private let lineStarts: [Int]

    package init(_ text: String, firstLine: Int = 1) {
        self.text = text
        self.firstLine = firstLine
        var starts = [0]
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") { starts.append(offset) }
        }
        lineStarts = starts
    }

    /// The 1-based line holding the UTF-8 `offset`.
    package func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The text of the 1-based `line`, without its line break.
    package func text(ofLine line: Int) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[line - 1])
        var end = line < lineStarts.count
            ? utf8.index(utf8.startIndex, offsetBy: lineStarts[line] - 1) : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return text[start..<end]
    }

    /// The UTF-8 offset where the 1-based `line` starts.
    package func startOffset(ofLine line: Int) -> Int { lineStarts[line - 1] }

    /// The number of lines.
    package var lineCount: Int { lineStarts.count }

    /// The 1-based line and column (in characters) of the UTF-8 `offset`.
    package func location(of offset: Int) -> SourceLocation {
        let line = line(of: offset)
        let lineText = text(ofLine: line)
        let wanted = offset - startOffset(ofLine: line)
        var column = 1
        var consumed = 0
        for character in lineText {
            if consumed >= wanted { break }
            consumed += character.utf8.count
            column += 1
        }
        return SourceLocation(line: line, column: column)
    }
}

/// Where a node came from: a UTF-8 range of one input.
package struct SourceRange {
    package let file: SourceFile
    package let start: Int
    package let end: Int

    package init(file: SourceFile, start: Int, end: Int) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// The source text the range covers.
    package var text: String {
        let utf8 = file.text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: min(start, utf8.count))
        let upper = utf8.index(utf8.startIndex, offsetBy: min(end, utf8.count))
        return String(decoding: utf8[lower..<upper], as: UTF8.self)
    }

    /// A range spanning from the start of `self` to the end of `other`.
    package func through(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: start, end: other.end)
    }
}
