import Foundation

/// A transition from one scene of a storyboard to another: `prepare(for:sender:)` reads its
/// destination before `perform()` shows it.
open class UIStoryboardSegue: NSObject {
    /// The identifier the storyboard gives it, if any.
    public let identifier: String?
    /// The controller the segue leaves.
    public let source: UIViewController
    /// The controller the segue shows.
    public let destination: UIViewController
    /// How `perform()` shows the destination.
    let kind: StoryboardSegueTemplate.Kind

    /// A segue from `source` to `destination`, which `perform()` shows as a `show` segue does.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        kind = .show
        super.init()
    }

    init(
        identifier: String?, source: UIViewController, destination: UIViewController, kind: StoryboardSegueTemplate.Kind
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.kind = kind
        super.init()
    }

    /// Shows the destination: pushed onto the source's navigation stack (a `show` segue; presented
    /// when the source is in none), or presented (a modal segue).
    open func perform() {
        if kind == .show, let navigation = source.navigationController {
            navigation.pushViewController(destination, animated: true)
        } else {
            source.present(destination, animated: true)
        }
    }
}

/// A segue as the storyboard describes it: made into a `UIStoryboardSegue` each time it is
/// performed, with a new destination controller.
struct StoryboardSegueTemplate {
    /// How the destination is shown.
    enum Kind: Equatable {
        /// Pushed on the navigation stack (`show`, `push`).
        case show
        /// Presented modally (`presentation`, `present`).
        case present
    }

    let identifier: String?
    let kind: Kind
    /// The destination scene's identifier in the storyboard.
    let scene: String
    let storyboard: UIStoryboard
}
