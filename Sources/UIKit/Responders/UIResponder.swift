import Foundation

/// An object that takes part in UIKit's chain of responders: views, view controllers, windows and
/// the application.
open class UIResponder: NSObject, AssociatedObjectsOwner {
    package let associatedObjects = AssociatedObjects()
    private var isFirst = false

    /// A responder with nothing to respond to yet.
    public override init() {
        super.init()
    }

    /// The next responder up the chain: a view's superview or controller, a controller's parent.
    open var next: UIResponder? { nil }

    /// Whether this responder can become the first responder (false for most).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder is the first responder.
    open var isFirstResponder: Bool { isFirst }

    /// Asks to become the first responder; returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        isFirst = true
        return true
    }

    /// Gives up being the first responder; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        isFirst = false
        return true
    }
}
