import Foundation

/// How an app starts on a device, for a project the playground runs (`rxplay app`): the app
/// delegate becomes the application's; with a main storyboard, a screen-sized window gets the
/// storyboard's initial controller as its root before
/// `application(_:didFinishLaunchingWithOptions:)`, and is made key and visible after it (its
/// root's view loads then, and appears).
@_spi(Playground) public enum PlaygroundLaunch {
    /// The delegate of the app launched (the application holds its delegate weakly; the app's
    /// `main` keeps it for the life of the app).
    nonisolated(unsafe) public private(set) static var delegate: UIApplicationDelegate?

    /// Launches the app of `delegate` with the storyboard `storyboard` (none: the delegate makes
    /// its window itself); `setWindow` hands the window to the delegate's `window` property.
    public static func launch(
        _ delegate: UIApplicationDelegate, storyboard: String?, setWindow: (UIWindow) -> Void
    ) {
        let application = UIApplication.shared
        // An app's navigation controllers show where its code puts them, not as the window's root.
        application.showsNewNavigationControllers = false
        Self.delegate = delegate
        application.delegate = delegate
        var window: UIWindow?
        if let storyboard {
            let made = UIWindow(frame: UIScreen.main.bounds)
            setWindow(made)
            made.rootViewController = UIStoryboard(name: storyboard, bundle: nil).instantiateInitialViewController()
            if made.rootViewController == nil {
                print(
                    "Failed to instantiate the default view controller for UIMainStoryboardFile '\(storyboard)' - "
                        + "perhaps the designated entry point is not set?")
            }
            window = made
        }
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        if let window, !window.isKeyWindow || window.isHidden { window.makeKeyAndVisible() }
    }
}
