import Interpreter
import RxLibrary

/// What the UIKit stand-ins show at one moment, for the session to draw: the title of the
/// controller on top, its buttons, text fields, labels, switches, image previews, table rows, a
/// presented alert and a presented image picker.
public struct ScreenSnapshot: Equatable, Sendable {
    /// A button (or bar button item) and whether it is enabled.
    public struct Button: Equatable, Sendable {
        public let title: String?
        public let isEnabled: Bool

        /// A button titled `title`.
        public init(title: String?, isEnabled: Bool) {
            self.title = title
            self.isEnabled = isEnabled
        }
    }

    /// A text field's placeholder and text.
    public struct Field: Equatable, Sendable {
        public let placeholder: String
        public let text: String?
    }

    /// A presented alert and the titles of its actions.
    public struct Alert: Equatable, Sendable {
        public let title: String
        public let message: String?
        public let actions: [String?]
    }

    /// A presented image picker: where it picks from (`photoLibrary`, `camera`) and whether it
    /// lets the user edit the picked image.
    public struct Picker: Equatable, Sendable {
        public let sourceType: String
        public let allowsEditing: Bool

        /// A picker of `sourceType`, editing or not.
        public init(sourceType: String, allowsEditing: Bool) {
            self.sourceType = sourceType
            self.allowsEditing = allowsEditing
        }
    }

    /// Whether a view controller is on screen.
    public let hasController: Bool
    /// The title of the controller on top.
    public let title: String?
    public let buttons: [Button]
    public let fields: [Field]
    /// The text of each label.
    public let labels: [String]
    /// Whether each switch is on.
    public let switches: [Bool]
    /// The image each preview shows (nil when empty).
    public let previews: [String?]
    /// The text of each table row.
    public let rows: [String]
    public let alert: Alert?
    /// The image picker on top, if one is.
    public var picker: Picker?

    /// Whether nothing at all is on screen.
    public var isEmpty: Bool {
        !hasController && buttons.isEmpty && fields.isEmpty && labels.isEmpty && switches.isEmpty && previews.isEmpty
            && rows.isEmpty && alert == nil && picker == nil
    }
}
