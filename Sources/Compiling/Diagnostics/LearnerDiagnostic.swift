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
        /// The file's name as the compiler prints it, for a file (nil at the prompt).
        public let file: String?

        /// A place in `text`, in `file` when it is a file's.
        public init(text: String, line: Int, column: Int, file: String? = nil) {
            self.text = text
            self.line = line
            self.column = column
            self.file = file
        }
    }

    /// A fix-it placed on the learner's text: the same lines and columns as `Place`.
    public struct FixIt: Equatable, Sendable {
        /// Where the replaced text starts.
        public let start: Position
        /// Where it ends (exclusive; the start again for an insertion).
        public let end: Position
        /// What the compiler suggests putting there.
        public let text: String

        /// A fix-it replacing `start..<end` with `text`.
        public init(start: Position, end: Position, text: String) {
            self.start = start
            self.end = end
            self.text = text
        }
    }

    /// A line and a UTF-8 column, from 1.
    public struct Position: Equatable, Sendable {
        /// The line.
        public let line: Int
        /// The column in UTF-8 bytes.
        public let column: Int

        /// The position at `line`, `column`.
        public init(line: Int, column: Int) {
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
    /// The edits it suggests in `place`'s text (none when it has no place).
    public let fixIts: [FixIt]
    /// Its group (`[#DeprecatedDeclaration]`).
    public let category: CompilerDiagnostic.Category?

    /// A placed diagnostic.
    public init(
        severity: CompilerDiagnostic.Severity, message: String, place: Place?, notes: [LearnerDiagnostic],
        fixIts: [FixIt] = [], category: CompilerDiagnostic.Category? = nil
    ) {
        self.severity = severity
        self.message = message
        self.place = place
        self.notes = notes
        self.fixIts = place == nil ? [] : fixIts
        self.category = category
    }

    /// The same diagnostic with other notes.
    public func with(notes: [LearnerDiagnostic]) -> LearnerDiagnostic {
        LearnerDiagnostic(
            severity: severity, message: message, place: place, notes: notes, fixIts: fixIts, category: category)
    }

    /// Places `diagnostic` with `source`, which names the learner's text and map for a file the
    /// compiler names (this input's, or an earlier input's that a note points into), and the
    /// name to show for it in a file's messages (nil at the prompt). A fix-it whose ends fall in
    /// text the compile step inserted is left out: it would edit code the learner never wrote.
    public static func placing(
        _ diagnostic: CompilerDiagnostic, source: (CompilerDiagnostic) -> Source?
    ) -> LearnerDiagnostic {
        var place: Place?
        var fixIts: [FixIt] = []
        let found = source(diagnostic)
        if let found, let moved = found.position {
            place = Place(text: found.text, line: moved.line, column: moved.column, file: found.file)
        } else if let found,
            let position = found.map.learnerPosition(line: diagnostic.line, column: diagnostic.column)
        {
            place = Place(text: found.text, line: position.line, column: position.column, file: found.file)
            fixIts = diagnostic.fixIts.compactMap { placing($0, through: found.map) }
        }
        return LearnerDiagnostic(
            severity: diagnostic.severity, message: diagnostic.message, place: place,
            notes: diagnostic.notes.map { placing($0, source: source) }, fixIts: fixIts,
            category: diagnostic.category)
    }

    /// A fix-it moved onto the learner's text, or nil when an end of it falls where the learner
    /// wrote nothing.
    private static func placing(_ fixIt: CompilerDiagnostic.FixIt, through map: SourceMap) -> FixIt? {
        guard map.isLearnerText(line: fixIt.start.line, column: fixIt.start.column),
            map.isLearnerText(line: fixIt.end.line, column: fixIt.end.column),
            let start = map.learnerPosition(line: fixIt.start.line, column: fixIt.start.column),
            let end = map.learnerPosition(line: fixIt.end.line, column: fixIt.end.column)
        else { return nil }
        return FixIt(
            start: Position(line: start.line, column: start.column), end: Position(line: end.line, column: end.column),
            text: fixIt.text)
    }

    /// The text a message points into, how the compile step changed it, and its name in a
    /// file's messages (nil at the prompt).
    public struct Source {
        /// The learner's text.
        public let text: String
        /// How the unit's positions map to it.
        public let map: SourceMap
        /// The name to print, for a file.
        public let file: String?
        /// Where in `text` the message goes when the compiler pointed elsewhere (a declaration it
        /// printed, found again in the learner's text); its fix-its, which edit the printed text,
        /// are left out.
        public let position: Position?

        /// A source of `text`, compiled through `map`.
        public init(text: String, map: SourceMap, file: String? = nil) {
            self.text = text
            self.map = map
            self.file = file
            self.position = nil
        }

        /// A source of `text` where the message goes at `position`.
        public init(text: String, position: Position) {
            self.text = text
            self.map = SourceMap(preludeLines: 0, insertions: [:])
            self.file = nil
            self.position = position
        }
    }
}
