import Foundation

/// An item of a bar: a title, an image, enabled or not.
open class UIBarItem: NSObject, AssociatedObjectsOwner {
    package let associatedObjects = AssociatedObjects()
    /// The title shown.
    open var title: String?
    /// The image shown.
    open var image: UIImage?
    /// Whether the user can tap the item.
    open var isEnabled = true
    /// A number the app uses to find the item.
    open var tag = 0

    /// An item with no title.
    public override init() {
        super.init()
    }

    /// An item from a storyboard.
    public required init?(coder: NSCoder) {
        super.init()
    }
}
