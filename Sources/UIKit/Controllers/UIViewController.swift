import Foundation

/// A screen: it owns a view, made when first needed (`loadView`, then `viewDidLoad`), and UIKit
/// calls its lifecycle methods when it comes on screen and leaves it (pushed, popped, presented,
/// dismissed, made a window's root), in UIKit's order.
open class UIViewController: UIResponder {
    /// The controller's title, shown in the navigation bar; setting it sets the navigation
    /// item's title too, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// What the navigation bar shows for the controller.
    public let navigationItem = UINavigationItem()
    /// How the controller is presented.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The storyboard that made the controller.
    public internal(set) var storyboard: UIStoryboard?
    /// The name of the nib the view comes from (unused on Linux).
    public let nibName: String?
    /// The bundle of the nib.
    public let nibBundle: Bundle?
    private var loadedView: UIView?
    /// The parent controller (a navigation controller, a container).
    public internal(set) weak var parent: UIViewController?
    /// The child controllers.
    public internal(set) var children: [UIViewController] = []
    /// Where the controller is in coming on screen or leaving it.
    var appearance = Appearance.disappeared
    /// The controller this one presents (stored on the controller that presents, the root of a
    /// presentation context).
    var presentedStorage: UIViewController?
    /// The controller that presented this one.
    weak var presentingStorage: UIViewController?
    /// Whether the controller is being pushed or added to a parent, during the transition.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being popped or removed from its parent, during the transition.
    public internal(set) var isMovingFromParent = false
    /// Whether the controller is being presented, during the transition.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed, during the transition.
    public internal(set) var isBeingDismissed = false
    /// Told at each moment of the lifecycle, after the controller's own method, whether or not
    /// an override calls `super` (RxCocoa's `rx.viewWillAppear` and the others).
    package var lifecycleHandlers = ControlHandlers<LifecycleMoments>()
    /// Whether the transition under way (or the last one) is animated.
    package internal(set) var transitionAnimated = false

    /// A controller whose view comes from the nib `nibName` (on Linux: a plain view).
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        nibBundle = bundle
        super.init()
    }

    /// A controller from a storyboard.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        storyboard = (coder as? StoryboardCoder)?.storyboard
    }

    /// A controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller titled `title` (a playground convenience).
    public convenience init(title: String?) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
    }

    // MARK: - The view

    /// The controller's root view, loaded the first time it is read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a screen-sized plain view. Subclasses may set `view` themselves.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view if it is not loaded: `loadView`, the storyboard's outlets, `viewDidLoad`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        StoryboardRegistry.shared.connectOutlets(of: self)
        viewDidLoad()
        tell(.didLoad)
    }

    /// Tells the lifecycle handlers registered for `moment`.
    func tell(_ moment: LifecycleMoments) {
        lifecycleHandlers.handlers(for: moment).forEach { $0() }
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    // MARK: - The lifecycle

    /// Called before the view comes on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view came on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: - Relations

    /// Called before the controller moves to `parent` (nil: removed).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller moved to `parent` (nil: removed).
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Segues

    /// Called before a segue from this controller shows its destination: the place to hand
    /// the destination what it needs. Does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue `identifier`, triggered by the user, may be performed (true).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// The storyboard's segues that leave this controller (set by the storyboard).
    var storyboardSegues: [StoryboardSegueTemplate] = []
    /// The storyboard scene the controller was made from, if a storyboard made it.
    var sceneIdentifier: String?

    /// The navigation controller the controller is in.
    open var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    /// The parent, or the view's superview.
    open override var next: UIResponder? { parent ?? loadedView?.superview }

    /// The title the screen shows: the navigation item's, or the controller's.
    var displayTitle: String? { navigationItem.title ?? title }

    /// The children that come on screen and leave it with this controller (a navigation
    /// controller's top only).
    var appearingChildren: [UIViewController] { children }
}

/// The moments of a controller's lifecycle, for handlers that observe them.
package struct LifecycleMoments: OptionSet, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let didLoad = LifecycleMoments(rawValue: 1 << 0)
    package static let willAppear = LifecycleMoments(rawValue: 1 << 1)
    package static let didAppear = LifecycleMoments(rawValue: 1 << 2)
    package static let willDisappear = LifecycleMoments(rawValue: 1 << 3)
    package static let didDisappear = LifecycleMoments(rawValue: 1 << 4)
}

/// How a controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}
