import Foundation

/// What a navigation bar shows for a controller: its title and its bar button items.
open class UINavigationItem: NSObject {
    /// The title shown (the controller's `title` when nil).
    open var title: String?
    /// The items on the left.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, from the right edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The back button shown for the next controller.
    open var backBarButtonItem: UIBarButtonItem?

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// The first item on the left.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first item on the right.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the items on the left.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the items on the right.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Every item, left then right.
    var allItems: [UIBarButtonItem] { (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) }
}
