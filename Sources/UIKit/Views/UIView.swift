import Foundation

/// A rectangle on screen that draws content and holds subviews.
///
/// Views report what the screen shows (`Playground` SPI); they do not draw pixels.
open class UIView: UIResponder {
    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect
    /// The views inside this one, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view that holds this one.
    public private(set) weak var superview: UIView?
    /// Whether the view is hidden (with its subviews).
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1
    /// The view's background color.
    open var backgroundColor: UIColor?
    /// The color of tinted content (nil inherits the superview's).
    open var tintColor: UIColor?
    /// A number the app uses to find the view.
    open var tag = 0
    /// How the view's content fills its bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the view's bounds.
    open var clipsToBounds = false
    /// A name for UI tests and accessibility.
    open var accessibilityIdentifier: String?
    /// The controller whose root view this is.
    package weak var owningController: UIViewController?
    private var needsLayout = false

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view from a storyboard or nib (the playground's storyboard gives it a zero frame).
    public required init?(coder: NSCoder) {
        frame = (coder as? StoryboardCoder)?.frame ?? .zero
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The view's rectangle in its own coordinates: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The center of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The window the view is in, if it is in one.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// The superview, or the controller whose root view this is.
    open override var next: UIResponder? { owningController ?? superview }

    // MARK: - The hierarchy

    /// Adds `view` on top of the subviews (moving it from another superview).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index`.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.willMove(toSuperview: self)
        if let old = view.superview {
            old.subviews.removeAll { $0 === view }
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this view's hierarchy (this view included).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called before the view moves to `newSuperview` (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - Layout and drawing

    /// Lays out the subviews; subclasses override it.
    open func layoutSubviews() {}

    /// Asks for a layout at the next update.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the view now if a layout was asked for.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// Asks for the view to be drawn again (nothing is drawn here).
    open func setNeedsDisplay() {}

    /// The size that fits `size` best: the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Resizes the view to `sizeThatFits`.
    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    /// Called after the view was made from a storyboard and its outlets were connected.
    open func awakeFromNib() {}
}

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
