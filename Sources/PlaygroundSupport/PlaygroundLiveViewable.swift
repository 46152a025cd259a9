import UIKit

/// What a playground page can show live: a view or a view controller.
public protocol PlaygroundLiveViewable {
    /// The view or controller to show.
    var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { get }
}

/// A view or a view controller to show live.
public enum PlaygroundLiveViewRepresentation {
    /// A view, shown as the root view of a plain controller.
    case view(UIView)
    /// A controller, made the window's root.
    case viewController(UIViewController)
}

extension UIView: PlaygroundLiveViewable {
    /// The view itself.
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .view(self) }
}

extension UIViewController: PlaygroundLiveViewable {
    /// The controller itself.
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .viewController(self) }
}
