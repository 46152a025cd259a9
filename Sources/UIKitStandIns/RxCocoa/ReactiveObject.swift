import Interpreter
import RxLibrary

/// The `rx` of a stand-in (`button.rx.tap`, `field.rx.text`): RxCocoa's `Reactive<Base>`.
final class ReactiveObject: RuntimeObject {
    let base: UIKitObject

    init(_ base: UIKitObject) {
        self.base = base
    }

    var type: SwiftType { .library("Reactive", [base.type]) }
    var family: MemberFamily { .library("Reactive") }

    /// The base of a `Reactive` value, as `T`, or "no member" in Swift's words.
    static func base<T: UIKitObject>(_ value: Value, _ member: String, _ site: CallSite, as _: T.Type) throws -> T {
        if case .object(let object as ReactiveObject) = value, let base = object.base as? T { return base }
        throw site.error("value of type '\(ValuePrinter.dynamicType(of: value))' has no member '\(member)'")
    }

    /// Adds `rx` to every stand-in's table.
    static func addRx(to tables: [MemberTable]) {
        for table in tables {
            table.addProperty("rx", type: { .library("Reactive", [$0]) }) { value, site in
                guard case .object(let object as UIKitObject) = value else { throw site.error("value has no member 'rx'") }
                return .object(ReactiveObject(object))
            }
        }
    }
}
