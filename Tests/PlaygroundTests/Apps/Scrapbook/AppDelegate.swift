import UIKit

// Xcode's older templates declared the delegate a split view delegate too; the project keeps it.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?
}
