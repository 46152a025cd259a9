/// The text of an element as a timeline shows it, and whether it was a string (which RxTest export
/// writes as a quoted Swift literal).
public struct TimelineValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The element's text, as `String(describing:)` gives it.
    public var text: String
    /// Whether the element was a string, so that its Swift literal needs quotes.
    public var isString: Bool

    /// A value shown as `text`; `isString` says whether its literal is quoted.
    public init(_ text: String, isString: Bool = false) {
        self.text = text
        self.isString = isString
    }

    /// The value of any element: strings and characters are quoted in literals, values that
    /// conform to `TimelineValueConvertible` describe themselves, anything else by its
    /// description; an optional shows what it wraps, or `nil`.
    public init(describing element: Any) {
        switch element {
        case let string as String: self.init(string, isString: true)
        case let integer as Int: self.init(String(integer))
        case let custom as TimelineValueConvertible: self = custom.timelineValue
        case let character as Character: self.init(String(character), isString: true)
        case let substring as Substring: self.init(String(substring), isString: true)
        default: self.init(String(describing: element))
        }
    }

    /// The text.
    public var description: String { text }

    /// The value as Swift source: a quoted, escaped string literal for strings; arrays,
    /// dictionaries, optionals and described structs as their literals; any other text that
    /// is not Swift (`🌅`) as a string literal.
    public var swiftLiteral: String {
        ValueLiteral(self).swift
    }

    /// The value as JavaScript source, for RxJS marbles' values: `'🐶'`, `[1, 2]`, `null`.
    public var javaScriptLiteral: String {
        ValueLiteral(self).javaScript
    }
}

/// A type that decides how it looks in a timeline (for example a dynamic value,
/// which knows whether it holds a string).
public protocol TimelineValueConvertible {
    /// The value as a timeline shows it.
    var timelineValue: TimelineValue { get }
}
