import Foundation

/// Objects kept alive by a UIKit object on behalf of another module, keyed by who stores them:
/// RxCocoa's delegate proxies and the observers that learn when the object goes, as RxCocoa keeps
/// them with Objective-C associated objects. They are released with their owner.
package final class AssociatedObjects {
    private var values: [AnyHashable: AnyObject] = [:]

    package init() {}

    /// The object stored under `key`.
    package subscript(key: AnyHashable) -> AnyObject? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

/// A UIKit object that keeps associated objects (views, controllers, bar items).
package protocol AssociatedObjectsOwner: AnyObject {
    /// The objects stored on this one.
    var associatedObjects: AssociatedObjects { get }
}
