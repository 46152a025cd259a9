import Foundation

extension UIViewController {
    /// Where a controller is in coming on screen or leaving it.
    enum Appearance {
        case disappeared, appearing, appeared, disappearing

        /// Whether the controller is on screen or coming on it.
        var isVisible: Bool { self == .appearing || self == .appeared }
    }

    /// Tells the controller it is about to come on screen (`viewWillAppear`) or leave it
    /// (`viewWillDisappear`), and its appearing children with it (an appearing child's view goes
    /// into its parent's, a child's view leaves it when it disappeared); a call that changes nothing is
    /// ignored, as in UIKit.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard !appearance.isVisible else { return }
            loadViewIfNeeded()
            if let container = parent?.viewIfLoaded, let view = viewIfLoaded, view.superview !== container {
                view.frame = container.bounds
                container.addSubview(view)
            }
            appearance = .appearing
            transitionAnimated = animated
            viewWillAppear(animated)
            tell(.willAppear)
        } else {
            guard appearance.isVisible else { return }
            appearance = .disappearing
            transitionAnimated = animated
            viewWillDisappear(animated)
            tell(.willDisappear)
        }
        for child in appearingChildren {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Tells the controller its transition ended: `viewDidAppear` or `viewDidDisappear`, then
    /// the same for its appearing children.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(transitionAnimated)
            tell(.didAppear)
        case .disappearing:
            appearance = .disappeared
            if parent != nil || isMovingFromParent { viewIfLoaded?.removeFromSuperview() }
            viewDidDisappear(transitionAnimated)
            tell(.didDisappear)
        case .appeared, .disappeared:
            return
        }
        for child in appearingChildren {
            child.endAppearanceTransition()
        }
    }

    /// Comes on screen: `viewWillAppear` now, `viewDidAppear` when the transition ends (the next
    /// turn).
    func appear(animated: Bool) {
        beginAppearanceTransition(true, animated: animated)
        MainTurn.next { [self] in endAppearanceTransition() }
    }

    /// Leaves the screen: `viewWillDisappear` now, `viewDidDisappear` when the transition ends.
    /// The pending transition holds the controller until it ends.
    func disappear(animated: Bool) {
        beginAppearanceTransition(false, animated: animated)
        MainTurn.next { [self] in endAppearanceTransition() }
    }
}
