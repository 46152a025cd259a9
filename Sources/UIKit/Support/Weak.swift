import Foundation

/// An object held weakly.
final class Weak {
    private(set) weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}
