/// Where a position in a generated unit came from in the learner's text.
///
/// A unit is the learner's text with a prelude line on top and a few insertions (the value echo
/// around a bare expression, `@_exported` before an import); Apple-only attributes are blanked
/// with spaces of the same length, which moves nothing. Lines and columns count from 1; columns
/// are UTF-8 bytes, as the compiler reports them.
public struct SourceMap: Equatable, Sendable {
    /// Lines the prelude takes above the learner's first line.
    public let preludeLines: Int
    /// For each generated line, the insertions on it: generated column (where the inserted text
    /// starts) and the inserted length, in column order.
    public let insertions: [Int: [Insertion]]

    /// Text the compile step put into a line of the learner's.
    public struct Insertion: Equatable, Sendable {
        /// The generated column the inserted text starts at.
        public let column: Int
        /// How many bytes were inserted.
        public let length: Int
    }

    /// A map of a unit with `preludeLines` above the learner's text and `insertions`.
    public init(preludeLines: Int, insertions: [Int: [Insertion]]) {
        self.preludeLines = preludeLines
        self.insertions = insertions
    }

    /// The learner's line and column for a generated position, or nil inside the prelude.
    public func learnerPosition(line: Int, column: Int) -> (line: Int, column: Int)? {
        let learnerLine = line - preludeLines
        guard learnerLine >= 1 else { return nil }
        var shift = 0
        for insertion in insertions[line] ?? [] where insertion.column < column {
            if column < insertion.column + insertion.length {
                // Inside inserted text: the learner's code starts right after it.
                return (learnerLine, insertion.column - shift)
            }
            shift += insertion.length
        }
        return (learnerLine, max(1, column - shift))
    }

    /// Whether a generated position is one the learner could edit: not in the prelude and not
    /// strictly inside inserted text (either end of an insertion is also an end of the
    /// learner's text around it).
    public func isLearnerText(line: Int, column: Int) -> Bool {
        guard line > preludeLines else { return false }
        return !(insertions[line] ?? []).contains { column > $0.column && column < $0.column + $0.length }
    }
}
