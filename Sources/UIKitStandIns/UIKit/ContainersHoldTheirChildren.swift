import Interpreter

/// What UIKit's containers hold strongly, so that `:subs` sees a pushed or presented learner
/// controller as held, not kept alive by a cycle (`containedValues`: a controller holds the
/// learner's instance built on it while a container shows it and the controller it presents; a
/// navigation controller also holds its stack).
extension UIViewControllerObject: HoldsValues {
    var heldValues: [Value] { containedValues }
}
