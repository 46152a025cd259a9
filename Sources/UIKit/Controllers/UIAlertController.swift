import Foundation

/// An alert (or action sheet) to present: a title, a message and buttons.
open class UIAlertController: UIViewController {
    /// The kinds of alerts.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// The text under the title.
    open var message: String?
    /// Whether it is an alert or an action sheet.
    public let preferredStyle: Style
    /// The buttons, in order.
    public private(set) var actions: [UIAlertAction] = []
    /// The button a return key taps.
    open var preferredAction: UIAlertAction?
    /// The text fields of the alert.
    public private(set) var textFields: [UITextField]?

    /// An alert titled `title` with `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Alerts are not made from storyboards.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Taps the button titled `title` as the user does (a playground convenience: UIKit has no
    /// call for it): the alert is dismissed, then the button's handler runs. Returns whether
    /// there was an enabled button of that title.
    @discardableResult
    open func tapButton(_ title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }), action.isEnabled else { return false }
        choose(action)
        return true
    }

    /// What a tap on `action` does.
    func choose(_ action: UIAlertAction) {
        if presentingStorage != nil {
            dismiss(animated: true)
        }
        action.handler?(action)
    }
}
