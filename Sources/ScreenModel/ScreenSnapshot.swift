/// What the screen shows at one moment, for the session to draw: the title of the screen on top,
/// its buttons, text fields, labels, switches, image previews, table rows, collection items, a
/// presented alert and a presented image picker.
///
/// The `UIKit` module reports it; it is `Codable` so that the runner process can send it to the
/// session.
public struct ScreenSnapshot: Equatable, Sendable, Codable {
    /// A button (or bar button item) and whether it is enabled.
    public struct Button: Equatable, Sendable, Codable {
        /// The title the button shows (a system item's symbol, such as `+`).
        public let title: String?
        /// Whether a tap reaches the button's actions.
        public let isEnabled: Bool

        /// A button titled `title`.
        public init(title: String?, isEnabled: Bool) {
            self.title = title
            self.isEnabled = isEnabled
        }
    }

    /// A text field's placeholder and text.
    public struct Field: Equatable, Sendable, Codable {
        /// The placeholder ("" when there is none).
        public let placeholder: String
        /// The text typed so far.
        public let text: String?

        /// A field showing `placeholder` and `text`.
        public init(placeholder: String, text: String?) {
            self.placeholder = placeholder
            self.text = text
        }
    }

    /// A presented alert and the titles of its actions.
    public struct Alert: Equatable, Sendable, Codable {
        /// The alert's title ("" when there is none).
        public let title: String
        /// The text under the title.
        public let message: String?
        /// The titles of its buttons, in order.
        public let actions: [String?]

        /// An alert titled `title` with `message` and buttons titled `actions`.
        public init(title: String, message: String?, actions: [String?]) {
            self.title = title
            self.message = message
            self.actions = actions
        }
    }

    /// A presented image picker: where it picks from (`photoLibrary`, `camera`) and whether it
    /// lets the user edit the picked image.
    public struct Picker: Equatable, Sendable, Codable {
        /// `photoLibrary`, `camera` or `savedPhotosAlbum`.
        public let sourceType: String
        /// Whether the picker lets the user crop the image.
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
    /// The buttons of the screen, then its navigation bar's items.
    public let buttons: [Button]
    /// The text fields, in order.
    public let fields: [Field]
    /// The text of each label.
    public let labels: [String]
    /// Whether each switch is on.
    public let switches: [Bool]
    /// The image each preview shows (nil when empty).
    public let previews: [String?]
    /// The text of each table row.
    public let rows: [String]
    /// What each collection view cell shows (its images and texts).
    public var items: [String]
    /// The alert presented over the screen, if one is.
    public let alert: Alert?
    /// The image picker on top, if one is.
    public var picker: Picker?

    /// A screen with these contents.
    public init(
        hasController: Bool, title: String?, buttons: [Button], fields: [Field], labels: [String], switches: [Bool],
        previews: [String?], rows: [String], alert: Alert?, items: [String] = [], picker: Picker? = nil
    ) {
        self.hasController = hasController
        self.title = title
        self.buttons = buttons
        self.fields = fields
        self.labels = labels
        self.switches = switches
        self.previews = previews
        self.rows = rows
        self.items = items
        self.alert = alert
        self.picker = picker
    }

    /// Nothing on screen.
    public static let empty = ScreenSnapshot(
        hasController: false, title: nil, buttons: [], fields: [], labels: [], switches: [], previews: [], rows: [],
        alert: nil)

    /// Whether nothing at all is on screen.
    public var isEmpty: Bool {
        !hasController && buttons.isEmpty && fields.isEmpty && labels.isEmpty && switches.isEmpty && previews.isEmpty
            && rows.isEmpty && items.isEmpty && alert == nil && picker == nil
    }
}
