import Foundation
@_spi(Playground) import UIKit

// The storyboard of a session: what the compile step adds after a learner's class (see
// `StoryboardConnections` in Compiling) calls these.

/// A class that is not a view controller is no scene.
public func storyboardScene<Other>(_ type: Other.Type) {}

/// Makes `type` the scene its name identifies, in every storyboard.
public func storyboardScene<Controller: UIViewController>(_ type: Controller.Type) {
    UIStoryboard.registerScene(type)
}

/// Connects the outlets of `type` with `connect` when a view loads (or a cell is made).
public func storyboardOutlets<Owner: NSObject>(_ type: Owner.Type, _ connect: @escaping (Owner) -> Void) {
    UIStoryboard.registerOutlets(of: type, connect)
}

/// A control for the outlet `name`, in `owner`'s view, titled after the outlet.
public func outlet<View: UIView>(_ type: View.Type, named name: String, in owner: NSObject) -> View {
    UIStoryboard.makeOutlet(type, named: name, in: owner)
}

/// A bar button item for the outlet `name`, in `owner`'s navigation bar.
public func outlet(_ type: UIBarButtonItem.Type, named name: String, in owner: UIViewController) -> UIBarButtonItem {
    UIStoryboard.makeOutlet(type, named: name, in: owner)
}

/// Connects each outlet's control to the action its name points to (`buttonSave` →
/// `actionSave`, `saveTapped` or `savePressed`), among `actions`.
public func connectActions(_ outlets: [String: AnyObject?], _ actions: [String: () -> Void]) {
    let names = Set(actions.keys)
    for (name, object) in outlets.sorted(by: { $0.key < $1.key }) {
        guard let actionName = UIStoryboard.outletAction(name, among: names), let action = actions[actionName] else {
            continue
        }
        if let control = object as? UIControl {
            UIStoryboard.connectAction(control, action)
        } else if let item = object as? UIBarButtonItem {
            UIStoryboard.connectAction(item, action)
        }
    }
}
