import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let haptics = UIImpactFeedbackGenerator(style: .light)
        haptics.impactOccurred()
        // UIKit has no collage: a project without a file declaring one cannot call it.
        _ = [UIImage]().collage(size: .zero)
        _ = UIImage.collage(images: [], size: .zero)
        return true
    }
}
