import TextWidth

/// Renders diagnostics the way the learner sees them: the message, the source line with its
/// number, and a caret under the exact terminal column (emoji take two columns).
///
/// ```
/// error: cannot convert value of type 'Int' to expected argument type 'String'
///  1 | subject.onNext(42)
///    |                ^~
/// ```
public struct DiagnosticRenderer: Sendable {
    /// Added to every line number shown (when an input is one part of a longer script).
    public var lineOffset: Int

    /// A renderer; `lineOffset` is added to the line numbers it shows.
    public init(lineOffset: Int = 0) {
        self.lineOffset = lineOffset
    }

    /// The text of one diagnostic, ending without a line break. Errors and warnings quote their
    /// line with a caret; a note is one line.
    public func render(_ diagnostic: Diagnostic) -> String {
        var lines = ["\(diagnostic.severity.rawValue): \(Self.escapingControls(diagnostic.message, keepingLineBreaks: true))"]
        if let range = diagnostic.range, diagnostic.severity != .note {
            lines += excerpt(range)
        }
        lines += diagnostic.notes.map { "note: \(Self.escapingControls($0, keepingLineBreaks: true))" }
        return lines.joined(separator: "\n")
    }

    /// The text of several diagnostics, one after the other.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    private func excerpt(_ range: SourceRange) -> [String] {
        let file = range.file
        let line = file.line(of: range.start)
        let text = file.text(ofLine: line)
        let lineStart = file.startOffset(ofLine: line)
        let number = String(line + file.firstLine - 1 + lineOffset)
        let gutter = String(repeating: " ", count: number.count)
        var shown = ""
        var before = ""
        var under = 0
        var offset = lineStart
        for character in text {
            let size = character.utf8.count
            let escaped = character == "\t" ? nil : Self.escape(character)
            let width = escaped?.count ?? TerminalWidth.of(character)
            if let escaped { shown += escaped } else { shown.append(character) }
            if offset < range.start {
                before += character == "\t" ? "\t" : String(repeating: " ", count: width)
            } else if offset < range.end {
                under += width
            }
            offset += size
        }
        let marker = "^" + String(repeating: "~", count: max(0, under - 1))
        return [" \(number) | \(shown)", " \(gutter) | \(before)\(marker)"]
    }

    // MARK: - Control characters

    /// The text with its control characters spelled as Swift escapes (`\u{1B}`), so a source
    /// line or name cannot send the terminal an escape sequence.
    static func escapingControls(_ text: String, keepingLineBreaks: Bool) -> String {
        var result = ""
        for character in text {
            if keepingLineBreaks && (character == "\n" || character == "\t") {
                result.append(character)
            } else if let escaped = escape(character) {
                result += escaped
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The escape for a character holding a control scalar (C0, DEL, C1, line and paragraph
    /// separators), or nil for a character shown as it is.
    private static func escape(_ character: Character) -> String? {
        guard character.unicodeScalars.contains(where: isControl) else { return nil }
        return character.unicodeScalars.map { scalar in
            isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
