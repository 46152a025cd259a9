import Foundation

/// Why a storyboard file could not be read: the file is missing, is not well-formed XML, is some
/// other XML, or leaves out an attribute the model needs. Reading answers it as a value; nothing
/// in a file makes the reader trap.
public struct StoryboardProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the file the problem is on, as XMLParser counted it; `nil` when the
    /// problem is the file as a whole (it could not be opened).
    public var line: Int?
    /// What is wrong, in a sentence a learner can act on.
    public var message: String

    /// A problem on `line` (or with the whole file when `line` is `nil`).
    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }

    /// `line 12: message`, or only the message when there is no line.
    public var description: String {
        guard let line else { return message }
        return "line \(line): \(message)"
    }
}
