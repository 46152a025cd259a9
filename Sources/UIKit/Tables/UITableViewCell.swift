import Foundation

/// A row of a table: a content view with a text label (and a detail label in the subtitle and
/// value styles), reused for other rows once it scrolls away or the table reloads.
open class UITableViewCell: UIView {
    /// The built-in layouts of a cell.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// What the cell shows at its trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The view that holds the cell's content.
    public let contentView = UIView()
    /// The main label (nil in no style here: every style has one).
    public private(set) var textLabel: UILabel?
    /// The secondary label (nil in the default style).
    public private(set) var detailTextLabel: UILabel?
    /// The image at the leading edge.
    public private(set) var imageView: UIImageView?
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The accessory shown.
    open var accessoryType: AccessoryType = .none
    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// A cell of `style` for reuse under `reuseIdentifier`. Required, because a table view makes
    /// the cells of a registered class through it (UIKit does so through the Objective-C runtime).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        setUpLabels(style)
    }

    /// A cell from a storyboard's prototype (in the subtitle style unless the storyboard says).
    public required init?(coder: NSCoder) {
        let storyboard = coder as? StoryboardCoder
        reuseIdentifier = storyboard?.reuseIdentifier
        super.init(coder: coder)
        setUpLabels(storyboard?.cellStyle ?? .subtitle)
    }

    /// A default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    private func setUpLabels(_ style: CellStyle) {
        addSubview(contentView)
        let text = UILabel()
        contentView.addSubview(text)
        textLabel = text
        if style != .default {
            let detail = UILabel()
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
        let image = UIImageView(image: nil)
        contentView.addSubview(image)
        imageView = image
    }

    /// Called before a table hands the cell out again; resets what the cell showed. Subclasses
    /// call `super`.
    open func prepareForReuse() {}

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights the cell or not.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }
}
