/// A view, control or bar button item inside a scene that app code talks to, with what a learner
/// sees of it and the connections that hang from it. Fields that do not apply to its kind are
/// `nil` or empty.
public struct StoryboardObject: Equatable, Sendable {
    /// What it is.
    public var kind: StoryboardObjectKind
    /// The object id, which outlets and actions refer to.
    public var id: String
    /// The property of its parent it fills (`key`), such as `view` or `rightBarButtonItem`.
    public var key: String?
    /// The app's class for it (`customClass`), or `nil` for the plain UIKit class.
    public var customClass: String?
    /// The module `customClass` is in, when the file names one.
    public var customModule: String?
    /// A button's title in its normal state, or a bar button item's title.
    public var title: String?
    /// A bar button item's system item (`add`, `trash`, `save`, ...), drawn by the system.
    public var systemItem: String?
    /// The text a label or text field shows.
    public var text: String?
    /// A text field's placeholder, shown while it is empty.
    public var placeholder: String?
    /// A segmented control's segment titles, in order.
    public var segmentTitles: [String]
    /// Whether a switch starts on (`nil` for other kinds).
    public var isOn: Bool?
    /// The outlets set on it (a table view's `dataSource`, a text field's `delegate`, ...).
    public var outlets: [StoryboardOutlet]
    /// The actions it sends, in file order.
    public var actions: [StoryboardAction]
    /// A table or collection view's prototype cells, in file order.
    public var prototypeCells: [StoryboardPrototypeCell]
    /// Where the view sits in its parent as the storyboard laid it out (`nil` for a bar button
    /// item, or when the file gives no frame).
    public var frame: StoryboardRect?
    /// A collection view's flow layout, when the storyboard sets one.
    public var flowLayout: StoryboardFlowLayout?

    /// An object of `kind` with the id `id`; every other part starts empty.
    public init(
        kind: StoryboardObjectKind, id: String, key: String? = nil, customClass: String? = nil,
        customModule: String? = nil, title: String? = nil, systemItem: String? = nil, text: String? = nil,
        placeholder: String? = nil, segmentTitles: [String] = [], isOn: Bool? = nil,
        outlets: [StoryboardOutlet] = [], actions: [StoryboardAction] = [],
        prototypeCells: [StoryboardPrototypeCell] = [], frame: StoryboardRect? = nil,
        flowLayout: StoryboardFlowLayout? = nil
    ) {
        self.kind = kind
        self.id = id
        self.key = key
        self.customClass = customClass
        self.customModule = customModule
        self.title = title
        self.systemItem = systemItem
        self.text = text
        self.placeholder = placeholder
        self.segmentTitles = segmentTitles
        self.isOn = isOn
        self.outlets = outlets
        self.actions = actions
        self.prototypeCells = prototypeCells
        self.frame = frame
        self.flowLayout = flowLayout
    }
}

/// The kinds of object the reader records, named as their elements are. Elements of any other
/// name are walked through (their contents may hold known objects) but not recorded.
public enum StoryboardObjectKind: String, CaseIterable, Sendable {
    /// `UIButton`.
    case button
    /// `UIBarButtonItem`, in a navigation item or a toolbar.
    case barButtonItem
    /// `UITextField`.
    case textField
    /// `UILabel`.
    case label
    /// `UIImageView`.
    case imageView
    /// `UITableView`, with its prototype cells.
    case tableView
    /// `UICollectionView`, with its prototype cells.
    case collectionView
    /// `UISwitch`.
    case `switch`
    /// `UISegmentedControl`.
    case segmentedControl
}
