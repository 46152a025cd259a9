/// The one mistake the playground reports before the compiler sees an input: brackets nested
/// deeper than swift-syntax (which the playground reads every input with) parses in reasonable
/// time. Its lookahead is exponential in the depth, so such an input would stop the session.
public enum BracketDepth {
    /// The error for `text` when its brackets nest too deeply, placed on the first bracket past
    /// the limit; nil when they do not.
    public static func diagnostic(for text: String) -> LearnerDiagnostic? {
        guard let tooDeep = LexicalScan(text).firstTooDeep else { return nil }
        let before = text.utf8.prefix(tooDeep.offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.index(after: $0) } ?? before.startIndex
        let column = before.distance(from: lineStart, to: before.endIndex) + 1
        return LearnerDiagnostic(
            severity: .error,
            message: "brackets nest too deeply for the playground (more than \(tooDeep.limit) levels)",
            place: .init(text: text, line: line, column: column),
            notes: [
                LearnerDiagnostic(
                    severity: .note, message: "split the expression into named parts", place: nil, notes: [])
            ])
    }
}
