/// A message about the learner's code: a parse error, a type error, a runtime failure, or a
/// note about an older RxSwift spelling. Rendered by `DiagnosticRenderer`.
public struct Diagnostic: Error, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable {
        /// The statement did not run (or stopped).
        case error
        /// The statement ran, but something looks wrong.
        case warning
        /// Information, such as RxSwift 6's spelling of an older API.
        case note
    }

    /// How serious it is.
    public let severity: Severity
    /// The message, worded like the Swift compiler's where Swift has one.
    public let message: String
    /// Extra lines shown after the source excerpt.
    public let notes: [String]
    package let range: SourceRange?

    package init(_ severity: Severity = .error, _ message: String, at range: SourceRange?, notes: [String] = []) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    /// Where the diagnostic points in its input, if anywhere (line 1 is the input's first line).
    public var location: SourceLocation? {
        range.map { $0.file.location(of: $0.start) }
    }

    /// The line number shown in the excerpt: the line in the script when the input it points
    /// into was run with `Interpreter.run(_:firstLine:)`, else the line in that input.
    public var line: Int? {
        range.map { $0.file.line(of: $0.start) + $0.file.firstLine - 1 }
    }

    /// The diagnostic as the learner sees it, with the source line and a caret.
    public var description: String { DiagnosticRenderer().render(self) }

    /// The same diagnostic with `note` added.
    package func adding(note: String) -> Diagnostic {
        Diagnostic(severity, message, at: range, notes: notes + [note])
    }
}
