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
        var lines = ["\(diagnostic.severity.rawValue): \(diagnostic.message)"]
        if let range = diagnostic.range, diagnostic.severity != .note {
            lines += excerpt(range)
        }
        lines += diagnostic.notes.map { "note: \($0)" }
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
        var before = ""
        var under = 0
        var offset = lineStart
        for character in text {
            let size = character.utf8.count
            if offset < range.start {
                before += character == "\t" ? "\t" : String(repeating: " ", count: TerminalWidth.of(character))
            } else if offset < range.end {
                under += TerminalWidth.of(character)
            }
            offset += size
        }
        let marker = "^" + String(repeating: "~", count: max(0, under - 1))
        return [" \(number) | \(text)", " \(gutter) | \(before)\(marker)"]
    }
}
