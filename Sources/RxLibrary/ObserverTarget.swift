import RxSwift
import Interpreter

/// An observer learner code can `bind(to:)` besides subjects, relays and `AnyObserver`: a
/// `Binder` or a `ControlProperty` of the UIKit stand-ins.
package protocol ObserverTarget: RxObject {
    /// Receives one event of the bound sequence (an element already of its element type).
    func receive(_ event: Event<Value>)
}
