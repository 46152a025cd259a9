import TextWidth

/// How every compiler message looks to the learner: Swift's own style, on the learner's line.
///
/// ```
/// error: cannot find 'oops' in scope
///  1 | relay.accept(relay.value + [oops])
///    |                             `- error: cannot find 'oops' in scope
/// ```
public enum DiagnosticText {
    /// The text of `diagnostics`, each followed by its notes.
    public static func render(_ diagnostics: [LearnerDiagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private static func render(_ diagnostic: LearnerDiagnostic) -> String {
        var text = "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        if let place = diagnostic.place {
            text += excerpt(place, label: "\(diagnostic.severity.rawValue): \(diagnostic.message)")
        }
        for note in diagnostic.notes {
            text += render(note)
        }
        return text
    }

    private static func excerpt(_ place: LearnerDiagnostic.Place, label: String) -> String {
        let lines = place.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard place.line >= 1, place.line <= lines.count else { return "" }
        let line = String(lines[place.line - 1])
        let number = String(place.line)
        let gutter = String(repeating: " ", count: number.count)
        let bytes = Array(line.utf8)
        let prefix = String(decoding: bytes.prefix(max(0, place.column - 1)), as: UTF8.self)
        let indent = String(repeating: " ", count: TerminalWidth.of(prefix))
        return " \(number) | \(line)\n \(gutter) | \(indent)`- \(label)\n"
    }
}
