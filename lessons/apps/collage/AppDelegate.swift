import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let root = (window?.rootViewController as? UINavigationController)?.topViewController
        print("launching with \(root.map { String(describing: type(of: $0)) } ?? "no screen")")
        return true
    }
}
