/// A marble string that cannot be read or written; the message is RxJS's where RxJS has one.
public struct MarbleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension MarbleError {
    static let unsubscriptionInConventional = MarbleError(
        "conventional marble diagrams cannot have the unsubscription marker \"!\"")
    static let secondSubscriptionPoint = MarbleError(
        "found a second subscription point '^' in a subscription marble diagram. There can only be one.")
    static let secondUnsubscriptionPoint = MarbleError(
        "found a second unsubscription point '!' in a subscription marble diagram. There can only be one.")
    static let coldWithSubscriptionOffset = MarbleError("cold observable cannot have subscription offset \"^\"")
    static let coldWithUnsubscription = MarbleError("cold observable cannot have unsubscription marker \"!\"")
    static let hotWithUnsubscription = MarbleError("hot observable cannot have unsubscription marker \"!\"")
    static let timeWithoutCompletion = MarbleError(
        "marble diagram for time should have a completion marker \"|\"")

    static func notASubscriptionMarker(_ character: String) -> MarbleError {
        MarbleError(
            "there can only be '^' and '!' markers in a subscription marble diagram. Found instead '\(character)'.")
    }

    static func missingValue(_ key: String) -> MarbleError {
        MarbleError("no value given for marble '\(key)'")
    }
}

/// The error a `#` marble sends when no other error is given: its text is `error`, as in RxJS.
public struct MarbleTestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error's text.
    public let text: String

    /// An error whose text is `text`.
    public init(_ text: String = "error") {
        self.text = text
    }

    /// The text.
    public var description: String { text }
}
