import Foundation

/// A button of an alert: its title, its style and what a tap on it runs.
open class UIAlertAction: NSObject {
    /// How the button looks.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the user can tap the button.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// A button titled `title` that runs `handler` when tapped.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
