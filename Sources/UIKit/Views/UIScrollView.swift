import Foundation

/// What a scroll view tells its delegate.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content moved (`contentOffset` changed).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The user lifted the finger.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    /// Does nothing: the method is optional.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing: the method is optional.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing: the method is optional.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

/// Lets a subclass of a UIKit class narrow the type of its `delegate` (a table view's is a
/// `UITableViewDelegate`, a scroll view's a `UIScrollViewDelegate`), as Objective-C lets UIKit do:
/// the base class's `delegate` is declared on this protocol, the subclass's in the class.
public protocol _NarrowableDelegate: AnyObject {}

/// A view whose content can be larger than itself and moves under it.
open class UIScrollView: UIView, _NarrowableDelegate {
    /// The delegate, whatever the subclass calls it (held weakly).
    package weak var delegateStorage: AnyObject?
    /// The point of the content shown at the view's origin; setting it tells the delegate.
    open var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            (delegateStorage as? UIScrollViewDelegate)?.scrollViewDidScroll(self)
            didScroll()
        }
    }
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Space around the content.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether the content snaps to pages.
    open var isPagingEnabled = false

    /// Moves the content to `contentOffset`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Closures told after each change of `contentOffset`, after the delegate (RxCocoa's
    /// `rx.contentOffset` and `rx.didScroll`), registered for `.valueChanged`.
    package var scrollHandlers = ControlHandlers<UIControl.Event>()

    private func didScroll() {
        scrollHandlers.handlers(for: .valueChanged).forEach { $0() }
    }
}

extension _NarrowableDelegate where Self: UIScrollView {
    /// The scroll view's delegate (held weakly).
    public var delegate: UIScrollViewDelegate? {
        get { delegateStorage as? UIScrollViewDelegate }
        set { delegateStorage = newValue }
    }
}
