import Interpreter
import RxSwift

/// RxCocoa's `ControlEvent` (`button.rx.tap`): an observable of a control's events that never
/// fails. Each subscription registers with the control; the control reports every event to the
/// timeline through this object, so a named `rx.tap` has a lane like a subject's.
package final class ControlEventObject: ObservableObject {
    private let events: EventHub

    /// A control event whose subscriptions are made by `subscribe` (it registers a target).
    package init(elementType: SwiftType, events: EventHub,
                 subscribe: @escaping (AnyObserver<Value>) -> Disposable) {
        self.events = events
        super.init(.values(Observable<Value>.create(subscribe)), elementType: elementType, upstream: [], events: events)
    }

    /// Tells the timeline the control sent `value` (called by the control, before delivering it).
    package func record(_ value: Value) {
        if events.isActive { events.emitted(id, .next, value) }
    }

    package override var typeBaseName: String { "ControlEvent" }
    package override var family: MemberFamily { .library("ControlEvent") }
}
