/// A compiler message placed on the learner's own text.
public struct LearnerDiagnostic: Equatable, Sendable {
    /// A learner's text and where in it a message points.
    public struct Place: Equatable, Sendable {
        /// The whole text of the input the message is about.
        public let text: String
        /// The line, from 1.
        public let line: Int
        /// The column in UTF-8 bytes, from 1.
        public let column: Int

        /// A place in `text`.
        public init(text: String, line: Int, column: Int) {
            self.text = text
            self.line = line
            self.column = column
        }
    }

    /// How serious it is.
    public let severity: CompilerDiagnostic.Severity
    /// The compiler's words.
    public let message: String
    /// Where it points in the learner's text, or nil when it points elsewhere (a module's
    /// declaration, the compiler itself).
    public let place: Place?
    /// Its notes.
    public let notes: [LearnerDiagnostic]

    /// A placed diagnostic.
    public init(severity: CompilerDiagnostic.Severity, message: String, place: Place?, notes: [LearnerDiagnostic]) {
        self.severity = severity
        self.message = message
        self.place = place
        self.notes = notes
    }

    /// Places `diagnostic` with `source`, which names the learner's text and map for a file the
    /// compiler names (this input's, or an earlier input's that a note points into).
    public static func placing(
        _ diagnostic: CompilerDiagnostic, source: (String) -> (text: String, map: SourceMap)?
    ) -> LearnerDiagnostic {
        var place: Place?
        if let file = diagnostic.file, let (text, map) = source(file),
            let position = map.learnerPosition(line: diagnostic.line, column: diagnostic.column)
        {
            place = Place(text: text, line: position.line, column: position.column)
        }
        return LearnerDiagnostic(
            severity: diagnostic.severity, message: diagnostic.message, place: place,
            notes: diagnostic.notes.map { placing($0, source: source) })
    }
}
