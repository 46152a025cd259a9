import Interpreter
import RxLibrary
import RxSwift

/// `rx.tap` of a button or bar button item and `rx.controlEvent(_:)`: a `ControlEvent<Void>` that
/// emits each time the control sends one of its events. One per control and events, so a named
/// `rx.tap` keeps one lane on the timeline.
enum ControlEvents {
    /// The control event of `control` for `bits`, registering one target per subscription.
    static func make(_ control: UIControlObject, bits: UInt, _ events: EventHub) -> ControlEventObject {
        let made = ControlEventObject(elementType: .void, events: events) { [weak control] observer in
            guard let control else { return Disposables.create() }
            let remove = control.addTarget(for: bits) { observer.on(.next(.void)) }
            return Disposables.create(with: remove)
        }
        _ = control.addTarget(for: bits) { [weak made] in made?.record(.void) }
        return made
    }

    /// `rx.tap` of a bar button item: the item's target and action.
    static func make(_ item: UIBarButtonItemObject, _ events: EventHub) -> ControlEventObject {
        var observers: [Int: AnyObserver<Value>] = [:]
        var next = 0
        let made = ControlEventObject(elementType: .void, events: events) { observer in
            next += 1
            let id = next
            observers[id] = observer
            return Disposables.create { observers[id] = nil }
        }
        item.onTap = { [weak made] in
            made?.record(.void)
            for id in observers.keys.sorted() { observers[id]?.on(.next(.void)) }
        }
        return made
    }

    static func register(_ table: MemberTable) {
        let tapType = SwiftType.library("ControlEvent", [.void])
        table.addProperty("tap", type: { _ in tapType }) { value, site in
            guard case .object(let object as ReactiveObject) = value else { throw site.error("value has no member 'tap'") }
            switch object.base {
            case let button as UIButtonObject:
                if let tap = button.tap { return .object(tap) }
                let made = make(button, bits: UIControlEventObject.bits(of: "touchUpInside"), site.runtime.events)
                button.tap = made
                return .object(made)
            case let item as UIBarButtonItemObject:
                if let tap = item.tap { return .object(tap) }
                let made = make(item, site.runtime.events)
                item.tap = made
                return .object(made)
            default:
                throw site.error("value of type '\(ValuePrinter.dynamicType(of: value))' has no member 'tap'")
            }
        }
        table.addMethod("controlEvent", [Param.positional(.library("UIControl.Event", []))], result: { _, _ in tapType }) {
            receiver, arguments, site in
            let control = try ReactiveObject.base(receiver, "controlEvent", site, as: UIControlObject.self)
            let event = try StandIns.object(arguments[0], site, as: UIControlEventObject.self, 0)
            return .object(make(control, bits: event.rawValue, site.runtime.events))
        }
    }
}
