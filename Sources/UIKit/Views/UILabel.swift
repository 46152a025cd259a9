import Foundation

/// A view that shows a line (or a few) of text.
open class UILabel: UIView {
    /// The text shown (nil at first).
    open var text: String?
    /// The color of the text.
    open var textColor: UIColor = .label
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines the text takes (0: as many as it needs).
    open var numberOfLines = 1
}

/// How text is aligned in its view.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
