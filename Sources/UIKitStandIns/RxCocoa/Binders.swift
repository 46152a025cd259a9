import Interpreter
import RxLibrary

/// The binder properties of the stand-ins (`rx.isEnabled`, `rx.isHidden`, `rx.text` of a
/// label, `rx.title`, `rx.image`) and the control properties (`rx.text` of a field, `rx.isOn`).
enum Binders {
    static func binder(_ site: CallSite, _ element: SwiftType, _ set: @escaping (Value) throws -> Void) -> Value {
        let runtime = site.runtime
        return .object(BinderObject(elementType: element, scheduler: runtime.rx.mainScheduler, runtime: runtime, binding: set))
    }

    static func string(_ value: Value) -> String? {
        switch value {
        case .string(let text), .optional(.some(.string(let text))): return text
        default: return nil
        }
    }

    static func bool(_ value: Value) -> Bool {
        if case .bool(let flag) = value { return flag }
        return false
    }

    // swiftlint:disable:next function_body_length
    static func register(_ table: MemberTable) {
        let base: (SwiftType) -> String = { $0.firstArgument.libraryName ?? "" }
        table.addProperty("isEnabled", type: { _ in .library("Binder", [.bool]) }) { value, site in
            guard case .object(let reactive as ReactiveObject) = value else { throw site.error("value has no member 'isEnabled'") }
            switch reactive.base {
            case let control as UIControlObject: return binder(site, .bool) { control.isEnabled = bool($0) }
            case let item as UIBarButtonItemObject: return binder(site, .bool) { item.isEnabled = bool($0) }
            default: throw site.error("value of type '\(ValuePrinter.dynamicType(of: value))' has no member 'isEnabled'")
            }
        }
        table.addProperty("isHidden", type: { _ in .library("Binder", [.bool]) }) { value, site in
            let view = try ReactiveObject.base(value, "isHidden", site, as: UIKitObject.self)
            return binder(site, .bool) { view.isHidden = bool($0) }
        }
        table.addProperty("text", type: { receiver in
            base(receiver) == "UITextField" ? .library("ControlProperty", [.optional(.string)]) : .library("Binder", [.optional(.string)])
        }) { value, site in
            guard case .object(let reactive as ReactiveObject) = value else { throw site.error("value has no member 'text'") }
            switch reactive.base {
            case let field as UITextFieldObject: return .object(ControlProperties.text(field, site.runtime.events))
            case let label as UILabelObject: return binder(site, .optional(.string)) { label.text = string($0) }
            default: throw site.error("value of type '\(ValuePrinter.dynamicType(of: value))' has no member 'text'")
            }
        }
        for name in ["isOn", "value"] {
            table.addProperty(name, type: { receiver in
                base(receiver) == "UITextField" ? .library("ControlProperty", [.optional(.string)]) : .library("ControlProperty", [.bool])
            }) { value, site in
                guard case .object(let reactive as ReactiveObject) = value else { throw site.error("value has no member '\(name)'") }
                switch reactive.base {
                case let toggle as UISwitchObject: return .object(ControlProperties.isOn(toggle, site.runtime.events))
                case let field as UITextFieldObject where name == "value":
                    return .object(ControlProperties.text(field, site.runtime.events))
                default: throw site.error("value of type '\(ValuePrinter.dynamicType(of: value))' has no member '\(name)'")
                }
            }
        }
        table.addProperty("image", type: { _ in .library("Binder", [.optional(UIImageObject.imageType)]) }) { value, site in
            let view = try ReactiveObject.base(value, "image", site, as: UIImageViewObject.self)
            return binder(site, .optional(UIImageObject.imageType)) { image in
                view.image = try StandIns.optionalObject(image, site, as: UIImageObject.self)
            }
        }
        // `rx.title` of a controller or bar item (`Binder<String>`), `rx.title(for:)` of a button.
        table.addProperty("title", type: { _ in .library("Binder", [.string]) }) { value, site in
            guard case .object(let reactive as ReactiveObject) = value else { throw site.error("value has no member 'title'") }
            switch reactive.base {
            case let controller as UIViewControllerObject: return binder(site, .string) { controller.title = string($0) }
            case let item as UIBarButtonItemObject: return binder(site, .string) { item.title = string($0) }
            default: throw site.error("value of type '\(ValuePrinter.dynamicType(of: value))' has no member 'title'")
            }
        }
        table.addMethod("title", [Param.optional("for", .library("UIControl.State", []), default: .string("normal"))],
                        result: { _, _ in .library("Binder", [.optional(.string)]) }) { receiver, arguments, site in
            let button = try ReactiveObject.base(receiver, "title", site, as: UIButtonObject.self)
            let state = try Builtins.string(arguments[0], site, 0)
            return binder(site, .optional(.string)) { button.titles[state] = string($0) }
        }
        for method in UIViewControllerObject.lifecycleMethods {
            table.addProperty(method, type: { _ in .library("Observable", [.void]) }) { value, site in
                let controller = try ReactiveObject.base(value, method, site, as: UIViewControllerObject.self)
                return .object(controller.lifecycleObservable(method, site.runtime.events))
            }
        }
    }
}
