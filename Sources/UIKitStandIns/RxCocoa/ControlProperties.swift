import Interpreter
import RxLibrary
import RxSwift

/// `rx.text` of a text field (`ControlProperty<String?>`) and `rx.isOn` of a switch
/// (`ControlProperty<Bool>`): the current value on subscribing, then the value after each of the
/// control's editing events (`.allEditingEvents` and `.valueChanged`, as RxCocoa listens to).
enum ControlProperties {
    static func make(_ control: UIControlObject, elementType: SwiftType, bits: UInt, _ events: EventHub,
                     get: @escaping (UIControlObject) -> Value, set: @escaping (UIControlObject, Value) -> Void)
        -> ControlPropertyObject {
        let values = Observable<Value>.create { [weak control] observer in
            guard let control else { return Disposables.create() }
            observer.on(.next(get(control)))
            let remove = control.addTarget(for: bits) { [weak control] in
                if let control { observer.on(.next(get(control))) }
            }
            return Disposables.create(with: remove)
        }
        let made = ControlPropertyObject(values: values, elementType: elementType, events: events) { [weak control] value in
            if let control { set(control, value) }
        }
        _ = control.addTarget(for: bits) { [weak made, weak control] in
            if let control { made?.record(get(control)) }
        }
        return made
    }

    static func text(_ field: UITextFieldObject, _ events: EventHub) -> ControlPropertyObject {
        if let made = field.textProperty { return made }
        let bits = UIControlEventObject.bits(of: "allEditingEvents") | UIControlEventObject.bits(of: "valueChanged")
        let made = make(field, elementType: .optional(.string), bits: bits, events,
                        get: { StandIns.optional(($0 as? UITextFieldObject)?.text) },
                        set: { control, value in
                            guard let field = control as? UITextFieldObject else { return }
                            if case .optional(.some(.string(let text))) = value { field.text = text }
                            else if case .string(let text) = value { field.text = text }
                            else { field.text = nil }
                        })
        field.textProperty = made
        return made
    }

    static func isOn(_ toggle: UISwitchObject, _ events: EventHub) -> ControlPropertyObject {
        if let made = toggle.isOnProperty { return made }
        let made = make(toggle, elementType: .bool, bits: UIControlEventObject.bits(of: "valueChanged"), events,
                        get: { .bool(($0 as? UISwitchObject)?.isOn ?? false) },
                        set: { control, value in
                            if case .bool(let isOn) = value { (control as? UISwitchObject)?.isOn = isOn }
                        })
        toggle.isOnProperty = made
        return made
    }
}
