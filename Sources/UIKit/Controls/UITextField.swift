import Foundation

/// What a text field asks and tells its delegate.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether typing `string` over `range` of the text may change it (true by default).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The return key was pressed; returns whether the field handles it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Lets editing begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing: the method is optional.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Does nothing: the method is optional.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Lets the text change.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Handles the return key by doing nothing more.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line text field. `text` is never nil (setting nil gives ""), and setting it sends no
/// event, as in UIKit: the keyboard's typing sends `.editingChanged`.
open class UITextField: UIControl {
    private var storedText = ""
    /// The grey text shown while the field is empty.
    open var placeholder: String?
    /// Whether the text is hidden as dots.
    open var isSecureTextEntry = false
    /// The delegate (held weakly).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited.
    public private(set) var isEditing = false

    /// A field showing `placeholder` (a playground convenience: UIKit's way is `UITextField()`
    /// and then `placeholder = …`).
    public convenience init(placeholder: String?) {
        self.init(frame: .zero)
        self.placeholder = placeholder
    }

    /// The text ("" when empty).
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing: asks the delegate, then sends `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        super.becomeFirstResponder()
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing: sends `.editingDidEnd`, then tells the delegate.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        super.resignFirstResponder()
        isEditing = false
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        return true
    }

    /// Types `typed` at the end of the text as the keyboard does: editing begins if it has not,
    /// the delegate may refuse the change, and each accepted change sends `.editingChanged`.
    func simulateTyping(_ typed: String, replacing: Bool) {
        guard isEnabled, !isHidden, becomeFirstResponder() else { return }
        let current = storedText
        let range =
            replacing
            ? NSRange(location: 0, length: current.utf16.count) : NSRange(location: current.utf16.count, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: typed) ?? true else {
            return
        }
        storedText = replacing ? typed : current + typed
        sendActions(for: .editingChanged)
    }
}
