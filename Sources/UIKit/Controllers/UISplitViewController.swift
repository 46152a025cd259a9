import Foundation

/// What a split view controller asks its delegate. Xcode's app templates declare their app
/// delegate a `UISplitViewControllerDelegate`, so a project keeps the conformance even when it
/// shows no split view.
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Whether the delegate has put `secondaryViewController` into `primaryViewController`
    /// itself when the split view collapses to one column (false: UIKit's default does it).
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
}

extension UISplitViewControllerDelegate {
    /// Leaves the collapse to UIKit: the method is optional.
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
}

/// A primary and a secondary controller side by side; on a phone's width, collapsed to the
/// primary one, which is how the playground's screen always shows it.
open class UISplitViewController: UIViewController {
    /// The delegate (held weakly).
    open weak var delegate: UISplitViewControllerDelegate?

    /// The primary controller, then the secondary one when there is one.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for child in children { child.removeFromParent() }
            for controller in newValue { addChild(controller) }
        }
    }

    /// Whether only one column shows: always, on the playground's phone-sized screen.
    open var isCollapsed: Bool { true }
}
