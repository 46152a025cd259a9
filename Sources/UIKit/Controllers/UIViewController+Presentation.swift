import Foundation

extension UIViewController {
    /// The controller that presents for this one: the root of its parent chain, as UIKit's
    /// default presentation context is the full-screen container.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent {
            context = parent
        }
        return context
    }

    /// The controller presented over this one's screen.
    public var presentedViewController: UIViewController? { presentationContext.presentedStorage }

    /// The controller that presented this one (or the one its parent chain's root was presented by).
    public var presentingViewController: UIViewController? { presentationContext.presentingStorage }

    /// Presents `viewControllerToPresent` over this controller's screen: it comes on screen
    /// (`viewWillAppear` now, `viewDidAppear` at the end of the transition, then `completion`).
    /// A full-screen presentation also makes the screen below disappear. Presenting while
    /// something is presented prints UIKit's warning and does nothing; presenting a controller
    /// that is on screen already raises UIKit's exception.
    public func present(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        // A controller on screen (the presenter itself, or one already presented) cannot be
        // presented again: UIKit raises.
        if viewControllerToPresent === context || viewControllerToPresent.presentingStorage != nil {
            UncaughtException.raise(
                "NSInvalidArgumentException",
                reason: "Application tried to present modally an active controller \(viewControllerToPresent).")
        }
        if let already = context.presentedStorage {
            print(
                "Warning: Attempt to present \(viewControllerToPresent.playgroundName) on \(context.playgroundName) "
                    + "which is already presenting \(already.playgroundName)")
            return
        }
        let presented = viewControllerToPresent
        context.presentedStorage = presented
        presented.presentingStorage = context
        presented.isBeingPresented = true
        let covered = presented.coversPresenter && context.appearance.isVisible ? context : nil
        presented.loadViewIfNeeded()
        covered?.beginAppearanceTransition(false, animated: animated)
        presented.beginAppearanceTransition(true, animated: animated)
        MainTurn.next {
            covered?.endAppearanceTransition()
            presented.endAppearanceTransition()
            presented.isBeingPresented = false
            completion?()
        }
    }

    /// Dismisses the controller this one presents; a controller presenting nothing asks the one
    /// that presented it, as UIKit does. The presented controller leaves at once
    /// (`presentedViewController` is nil), `viewDidDisappear` and `completion` come at the end
    /// of the transition.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        if let presented = context.presentedStorage {
            context.dismissPresented(presented, animated: animated, completion: completion)
        } else if let presenter = context.presentingStorage {
            presenter.dismiss(animated: animated, completion: completion)
        }
    }

    private func dismissPresented(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let above = presented.presentedStorage {
            presented.presentedStorage = nil
            above.presentingStorage = nil
            above.beginAppearanceTransition(false, animated: false)
            above.endAppearanceTransition()
        }
        presentedStorage = nil
        presented.presentingStorage = nil
        presented.isBeingDismissed = true
        let uncovered = presented.coversPresenter && appearance == .disappeared && isInWindow ? self : nil
        presented.beginAppearanceTransition(false, animated: animated)
        uncovered?.beginAppearanceTransition(true, animated: animated)
        MainTurn.next {
            presented.endAppearanceTransition()
            uncovered?.endAppearanceTransition()
            presented.isBeingDismissed = false
            completion?()
        }
    }

    /// Whether a presentation in this style hides the screen below.
    var coversPresenter: Bool { modalPresentationStyle == .fullScreen }

    /// Whether the controller's view is in a window.
    var isInWindow: Bool { viewIfLoaded?.window != nil }

    /// How the playground names the controller in warnings: its class and title.
    var playgroundName: String {
        "<\(type(of: self)): \(displayTitle.map { "\"\($0)\"" } ?? "nil")>"
    }
}
