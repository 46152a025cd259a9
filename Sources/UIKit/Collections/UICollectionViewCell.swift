import Foundation

/// A view a collection view reuses (cells, headers and footers).
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under.
    public internal(set) var reuseIdentifier: String?

    /// A view with `frame`. Required, because a collection view makes the cells of a registered
    /// class through it (UIKit does so through the Objective-C runtime).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from a storyboard's prototype.
    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? StoryboardCoder)?.reuseIdentifier
        super.init(coder: coder)
    }

    /// Called before the collection view hands the view out again. Subclasses call `super`.
    open func prepareForReuse() {}
}

/// An item of a collection view: a content view, reused for other items.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView = UIView()
    /// A view behind the content.
    open var backgroundView: UIView?
    /// A view behind the content while the cell is selected.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// A cell with `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    /// A cell from a storyboard's prototype.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }
}
