import Interpreter
import RxSwift

/// RxCocoa's `ControlProperty` (`field.rx.text`, `toggle.rx.isOn`): an observable of a control's
/// value (the current one on subscribing, then the value after each of the control's editing
/// events) that is also an observer setting the value.
package final class ControlPropertyObject: ObservableObject, ObserverTarget {
    private let setter: (Value) -> Void
    private let events: EventHub

    /// A property whose values come from `values` and which sets values with `setter`.
    package init(values: Observable<Value>, elementType: SwiftType, upstream: [RxObject] = [], events: EventHub,
                 setter: @escaping (Value) -> Void) {
        self.setter = setter
        self.events = events
        super.init(.values(values), elementType: elementType, upstream: upstream, events: events)
    }

    package func receive(_ event: Event<Value>) {
        // RxCocoa binds on the main scheduler; an error is a programmer error there.
        if case .next(let value) = event { setter(value) }
    }

    /// Tells the timeline the control now has `value`.
    package func record(_ value: Value) {
        if events.isActive { events.emitted(id, .next, value) }
    }

    /// `orEmpty`: the same property as `String`, nil read as "".
    package func orEmpty(_ events: EventHub) -> ControlPropertyObject {
        let values = observable.map { value -> Value in
            if case .optional(let wrapped) = value { return wrapped ?? .string("") }
            return value
        }
        return ControlPropertyObject(values: values, elementType: .string, upstream: [self], events: events, setter: setter)
    }

    package override var typeBaseName: String { "ControlProperty" }
    package override var family: MemberFamily { .library("ControlProperty") }
}
