/// A library object that holds values strongly, as UIKit's containers hold their children (a
/// navigation stack its controllers, a controller what it presents): whether a variable still
/// reaches a learner's object follows these too (`StrongReferences`, `:subs`).
package protocol HoldsValues: AnyObject {
    /// What the object holds strongly now.
    var heldValues: [Value] { get }
}
