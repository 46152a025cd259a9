/// A place in the learner's input: 1-based line and column (in characters).
public struct SourceLocation: Equatable, Hashable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in characters.
    public var column: Int

    /// A location at `line`, `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
