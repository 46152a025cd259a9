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

    /// `base` of a `Reactive` (the learner's controller when it is built on the stand-in), and
    /// `extension Reactive where Base: …`: its members reach every `rx` value (the `where`
    /// clause is not checked; Swift would also refuse them on other bases).
    static func registerBase(_ table: MemberTable, _ libraries: LibrarySet) {
        table.addProperty("base", type: { $0.firstArgument }) { value, site in
            guard case .object(let reactive as ReactiveObject) = value else { throw site.error("value has no member 'base'") }
            return site.runtime.learnerInstance(builtOn: reactive.base) ?? .object(reactive.base)
        }
        libraries.extensionTargets["Reactive"] = ExtensionTarget(selfType: .library("Reactive", [])) { value in
            if case .object(let object) = value { return object is ReactiveObject }
            return false
        }
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
