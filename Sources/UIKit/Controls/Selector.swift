import Foundation

/// The name of a method to call on a target: a control's action, a bar button item's.
///
/// Linux has no Objective-C runtime to find a method by its name, so a selector that should call
/// something carries the call: the playground's compile step turns
/// `#selector(MainViewController.save)` into
/// `Selector("save") { target, _ in (target as? MainViewController)?.save() }`. A selector made
/// from a string alone names a method and calls nothing.
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, @unchecked Sendable {
    /// The method's name.
    public let name: String
    private let call: ((AnyObject, Any?) -> Void)?

    /// A selector naming `name`, calling nothing.
    public init(_ name: String) {
        self.name = name
        call = nil
    }

    /// A selector naming `name` that calls `perform` with the target and the sender.
    public init(_ name: String, perform: @escaping (_ target: AnyObject, _ sender: Any?) -> Void) {
        self.name = name
        call = perform
    }

    /// A selector naming the method in `value`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Calls the method on `target` for `sender`.
    public func perform(on target: AnyObject, sender: Any?) {
        call?(target, sender)
    }

    /// The method's name.
    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
