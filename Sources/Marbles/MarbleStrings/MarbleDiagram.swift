/// A marble string with the values its characters stand for and the text of its error.
public struct MarbleDiagram: Hashable, Sendable, CustomStringConvertible {
    /// The marble string, e.g. `-a-b 96ms c|`.
    public var marbles: String
    /// What each value character stands for.
    public var values: [String: TimelineValue]
    /// The text of the `#` error, if there is one.
    public var error: String?

    /// A diagram of `marbles` whose characters stand for `values`.
    public init(marbles: String, values: [String: TimelineValue] = [:], error: String? = nil) {
        self.marbles = marbles
        self.values = values
        self.error = error
    }

    /// The marble string, then the values that differ from their character and the error, e.g.
    /// `-a-b-|  a = 10, b = 20`.
    public var description: String {
        var notes = values.sorted { $0.key < $1.key }
            .filter { $0.key != $0.value.text }
            .map { "\($0.key) = \($0.value.swiftLiteral)" }
        if let error { notes.append("# = \(error)") }
        return notes.isEmpty ? marbles : "\(marbles)  \(notes.joined(separator: ", "))"
    }
}
