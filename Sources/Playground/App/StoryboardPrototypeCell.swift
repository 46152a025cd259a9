/// A prototype cell of a table or collection view: the template the view copies when code
/// dequeues a cell with its reuse identifier.
public struct StoryboardPrototypeCell: Equatable, Sendable {
    /// Whether it is a table view's cell or a collection view's.
    public var kind: StoryboardCellKind
    /// The object id, which the cell's outlets and segues refer to.
    public var id: String
    /// The identifier code dequeues it with (`reuseIdentifier`).
    public var reuseIdentifier: String?
    /// The app's cell class (`customClass`), or `nil` for the plain UIKit cell.
    public var customClass: String?
    /// The module `customClass` is in, when the file names one.
    public var customModule: String?
    /// The outlets set on each cell made from it, pointing into `objects`.
    public var outlets: [StoryboardOutlet]
    /// The objects inside the cell that the reader knows, in file order.
    public var objects: [StoryboardObject]
    /// A table cell's built-in style as the file names it (`IBUITableViewCellStyleSubtitle`), or
    /// `nil` for a custom cell.
    public var style: String?
    /// The id of the label in `objects` that is the style's `textLabel`.
    public var textLabelID: String?
    /// The id of the label in `objects` that is the style's `detailTextLabel`.
    public var detailTextLabelID: String?

    /// A cell with these parts; the lists start empty.
    public init(
        kind: StoryboardCellKind, id: String, reuseIdentifier: String? = nil, customClass: String? = nil,
        customModule: String? = nil, outlets: [StoryboardOutlet] = [], objects: [StoryboardObject] = [],
        style: String? = nil, textLabelID: String? = nil, detailTextLabelID: String? = nil
    ) {
        self.kind = kind
        self.id = id
        self.reuseIdentifier = reuseIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.outlets = outlets
        self.objects = objects
        self.style = style
        self.textLabelID = textLabelID
        self.detailTextLabelID = detailTextLabelID
    }
}

/// Which view a prototype cell belongs to, named as its element is.
public enum StoryboardCellKind: String, CaseIterable, Sendable {
    /// `UITableViewCell`.
    case tableViewCell
    /// `UICollectionViewCell`.
    case collectionViewCell
}
