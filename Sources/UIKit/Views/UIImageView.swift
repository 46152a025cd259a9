import Foundation

/// A view that shows an image.
open class UIImageView: UIView {
    /// The image shown (nil: empty).
    open var image: UIImage?
    /// The image shown while the view is highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows its highlighted image.
    open var isHighlighted = false

    /// A view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
