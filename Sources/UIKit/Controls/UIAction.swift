import Foundation

/// An action a control runs for its events (or a bar button item when tapped): a closure with a
/// title.
open class UIAction: NSObject {
    /// Identifies an action among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String

        /// An identifier from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The action's title.
    open var title: String
    /// The action's identifier (unique unless given).
    public let identifier: Identifier
    /// What runs, with the action.
    let handler: (UIAction) -> Void
    /// The control or item that sent the action, while it runs.
    open private(set) weak var sender: AnyObject?

    /// An action titled `title` that runs `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping (UIAction) -> Void
    ) {
        self.title = title
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// Runs the handler on behalf of `sender`.
    func perform(from sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
