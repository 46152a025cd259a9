import Foundation

/// A window: it shows its root controller's view while it is visible. Making a window key and
/// visible, or giving a visible window another root, brings the new root on screen
/// (`viewWillAppear` now, `viewDidAppear` at the next turn) and takes the old one off.
open class UIWindow: UIView {
    /// Whether the window is the key window.
    public private(set) var isKeyWindow = false

    /// A hidden window with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A window from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// A screen-sized hidden window.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                old.viewIfLoaded?.removeFromSuperview()
                if !isHidden { old.disappear(animated: false) }
            }
            if !isHidden { showRoot() }
        }
    }

    /// Makes the window key and shows it with its root.
    open func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        isHidden = false
        showRoot()
    }

    /// Makes the window the application's key window.
    open func makeKey() {
        UIApplication.shared.makeKey(self)
    }

    func setKey(_ isKey: Bool) {
        isKeyWindow = isKey
    }

    private func showRoot() {
        guard let root = rootViewController else { return }
        if let view = root.view, view.superview !== self {
            view.frame = bounds
            addSubview(view)
        }
        root.appear(animated: false)
    }
}
