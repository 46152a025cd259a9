import ScreenModel
@_spi(Playground) import UIKit

/// The runner's side of the screen box: what UIKit shows, for the session to draw.
enum RuntimeScreen {
    /// Makes the app behave as the playground's: a new navigation controller becomes the key
    /// window's root, as an app's storyboard launches with one.
    static func prepare() {
        UIApplication.shared.showsNewNavigationControllers = true
    }

    /// What the key window's top screen shows.
    static var snapshot: ScreenSnapshot { PlaygroundScreen.snapshot() }
}
