import Foundation

/// What the application tells its delegate.
public protocol UIApplicationDelegate: AnyObject {
    /// The app finished launching.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    /// Launches without doing more.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}

/// The running app: its windows and the key one.
open class UIApplication: UIResponder, @unchecked Sendable {
    /// The keys of the options an app is launched with.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// A key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The app.
    public static let shared = UIApplication()

    /// The app's windows that have been made key.
    public private(set) var windows: [UIWindow] = []
    /// The app's delegate (held weakly).
    open weak var delegate: UIApplicationDelegate?
    /// Whether the status bar shows network activity.
    open var isNetworkActivityIndicatorVisible = false
    /// The number on the app's icon.
    open var applicationIconBadgeNumber = 0
    /// In the playground: whether a new navigation controller becomes the key window's root, as
    /// an app's storyboard launches with its navigation controller (off outside the playground).
    @_spi(Playground) public var showsNewNavigationControllers = false

    private override init() {
        super.init()
    }

    /// The key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func makeKey(_ window: UIWindow) {
        for other in windows { other.setKey(false) }
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        window.setKey(true)
    }

    /// The key window, made (screen-sized, key and visible) if there is none: where the
    /// playground shows the app.
    @_spi(Playground) public var playgroundWindow: UIWindow {
        if let window = keyWindow { return window }
        let window = UIWindow()
        window.makeKeyAndVisible()
        return window
    }

    /// Takes every window away (their roots leave the screen): a fresh app for a new session.
    @_spi(Playground) public func removeAllWindows() {
        let old = windows
        windows = []
        for window in old {
            window.setKey(false)
            window.rootViewController = nil
        }
    }
}
