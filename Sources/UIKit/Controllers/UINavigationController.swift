import Foundation

/// What a navigation controller tells its delegate.
public protocol UINavigationControllerDelegate: AnyObject {
    /// `viewController` is about to be shown.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// `viewController` was shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing: the method is optional.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    /// Does nothing: the method is optional.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A stack of controllers, the top one on screen. A push or pop on screen calls
/// `viewWillDisappear`/`viewWillAppear` at once and the `Did` methods when the transition ends
/// (the next turn); a popped controller is let go after that.
open class UINavigationController: UIViewController, _NarrowableDelegate {
    /// The delegate, whatever the subclass calls it (held weakly).
    package weak var delegateStorage: AnyObject?
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false

    /// A navigation controller with no controllers.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A navigation controller from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A navigation controller showing `rootViewController`. In the playground the navigation
    /// controller made last is the window's root, as an app's storyboard makes it at launch
    /// (`UIApplication.showsNewNavigationControllers`).
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        if UIApplication.shared.showsNewNavigationControllers {
            UIApplication.shared.playgroundWindow.rootViewController = self
        }
    }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// The controller on screen: a presented one, or the top of the stack.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    override var appearingChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    private var navigationDelegate: UINavigationControllerDelegate? {
        delegateStorage as? UINavigationControllerDelegate
    }

    /// Pushes `viewController` on the stack; on screen it comes in over the old top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if children.contains(where: { $0 === viewController }) {
            fatalError(
                "Pushing the same view controller instance more than once is not supported (\(viewController.playgroundName))"
            )
        }
        let previous = topViewController
        addChild(viewController)
        guard appearance.isVisible else { return }
        viewController.loadViewIfNeeded()
        viewController.isMovingToParent = true
        transition(from: previous.map { [$0] } ?? [], to: viewController, animated: animated) {
            viewController.isMovingToParent = false
            viewController.didMove(toParent: self)
        }
    }

    /// Pops the top controller and returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return pop(toCount: children.count - 1, animated: animated).last
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        pop(toCount: 1, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(toCount: index + 1, animated: animated)
    }

    /// Replaces the stack; on screen the new top comes in over the old one.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let previous = topViewController
        let removed = children.filter { old in !viewControllers.contains { $0 === old } }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
        }
        children = viewControllers
        for controller in removed {
            controller.parent = nil
        }
        guard appearance.isVisible, let top = topViewController, top !== previous else { return }
        transition(from: previous.map { [$0] } ?? [], to: top, animated: animated) {}
    }

    private func pop(toCount count: Int, animated: Bool) -> [UIViewController] {
        guard children.count > count, count >= 1 else { return [] }
        let popped = Array(children[count...])
        children.removeLast(children.count - count)
        guard appearance.isVisible, let top = topViewController else {
            popped.forEach { $0.detachFromParent() }
            return popped
        }
        popped.forEach { $0.isMovingFromParent = true }
        // Only the old top is on screen; the stack holds the popped controllers until the end.
        transition(from: popped.suffix(1), to: top, animated: animated) {
            for controller in popped {
                controller.isMovingFromParent = false
                controller.detachFromParent()
            }
        }
        return popped
    }

    /// The old controllers leave and `incoming` comes in: the `Will` methods now, the `Did`
    /// methods and `finish` at the end of the transition.
    private func transition(
        from outgoing: [UIViewController], to incoming: UIViewController, animated: Bool, finish: @escaping () -> Void
    ) {
        navigationDelegate?.navigationController(self, willShow: incoming, animated: animated)
        outgoing.forEach { $0.beginAppearanceTransition(false, animated: animated) }
        incoming.beginAppearanceTransition(true, animated: animated)
        MainTurn.next { [self] in
            outgoing.forEach { $0.endAppearanceTransition() }
            incoming.endAppearanceTransition()
            finish()
            navigationDelegate?.navigationController(self, didShow: incoming, animated: animated)
        }
    }
}

extension UIViewController {
    /// Lets go of the parent after a pop, telling the controller it moved.
    func detachFromParent() {
        parent = nil
        didMove(toParent: nil)
    }
}

extension _NarrowableDelegate where Self: UINavigationController {
    /// The navigation controller's delegate (held weakly).
    public var delegate: UINavigationControllerDelegate? {
        get { delegateStorage as? UINavigationControllerDelegate }
        set { delegateStorage = newValue }
    }
}
