import Foundation

/// A storyboard: it makes the controllers of its scenes by their identifiers.
///
/// The playground fills the scenes (`Playground` SPI): each learner subclass of
/// `UIViewController` is a scene whose identifier is its class name, as the book's storyboard
/// IDs are. A scene's controller is made with `init?(coder:)`, as iOS makes it.
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    public let name: String

    /// The storyboard called `name` (the bundle is not used in the playground).
    public init(name: String, bundle: Bundle?) {
        self.name = name
        super.init()
    }

    /// A new controller of the scene `identifier`; stops the program, as UIKit does, when the
    /// storyboard has no such scene.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let made = StoryboardRegistry.shared.instantiate(identifier, in: self) else {
            fatalError(
                "Storyboard (<UIStoryboard: \"\(name)\">) doesn't contain a view controller with identifier '\(identifier)'"
            )
        }
        return made
    }

    /// A new controller of the scene `identifier`, made by `creator` with the storyboard's coder.
    open func instantiateViewController<Controller: UIViewController>(
        identifier: String, creator: ((NSCoder) -> Controller?)? = nil
    ) -> Controller {
        guard let creator else {
            guard let made = instantiateViewController(withIdentifier: identifier) as? Controller else {
                fatalError("the scene '\(identifier)' does not make a \(Controller.self)")
            }
            return made
        }
        let coder = StoryboardCoder()
        coder.storyboard = self
        guard let made = creator(coder) else { fatalError("the creator of '\(identifier)' made no controller") }
        made.storyboard = self
        return made
    }

    /// A new controller of the initial scene, if the storyboard has one.
    open func instantiateInitialViewController() -> UIViewController? {
        StoryboardRegistry.shared.instantiateInitial(in: self)
    }
}
