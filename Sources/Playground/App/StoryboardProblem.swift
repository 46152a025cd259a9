import Foundation

/// Why a storyboard file could not be read: the file is missing, is not well-formed XML, is some
/// other XML, or leaves out an attribute the model needs. Reading answers it as a value; nothing
/// in a file makes the reader trap.
public struct StoryboardProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong; `SessionTexts` words it in the session's language.
    public enum Reason: Equatable, Sendable {
        /// The file at `path` could not be opened.
        case cannotRead(path: String)
        /// A tag is left open, mismatched or misspelled.
        case notWellFormed
        /// The file has no XML in it.
        case noXML
        /// The XML's root is `root`, not `<document>`.
        case notAStoryboard(root: String)
        /// The document's type is `type` (nil: none), not an iOS storyboard's.
        case notAnIOSStoryboard(type: String?)
        /// The initial view controller `id` is the controller of no scene.
        case initialControllerMissing(id: String)
        /// The element `<element>` lacks the attribute `attribute`.
        case missingAttribute(element: String, attribute: String)
    }

    /// The 1-based line of the file the problem is on, as XMLParser counted it; `nil` when the
    /// problem is the file as a whole (it could not be opened).
    public var line: Int?
    /// What is wrong.
    public var reason: Reason

    /// A problem on `line` (or with the whole file when `line` is `nil`).
    public init(line: Int?, reason: Reason) {
        self.line = line
        self.reason = reason
    }

    /// What is wrong, in English.
    public var message: String { SessionTexts(language: .en).storyboardProblem(reason) }

    /// `line 12: message`, or only the message when there is no line, in English.
    public var description: String { description(in: SessionTexts(language: .en)) }

    /// `line 12: message` in the language of `texts`.
    public func description(in texts: SessionTexts) -> String {
        let message = texts.storyboardProblem(reason)
        guard let line else { return message }
        return texts.onLine(line, message)
    }
}
