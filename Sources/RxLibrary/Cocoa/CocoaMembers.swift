import Interpreter
import RxSwift

/// The members of RxCocoa's `ControlProperty`, `ControlEvent` and `Binder`: the first two are
/// observables (every operator), a property also has `orEmpty`, and a binder takes `onNext`.
package enum CocoaMembers {
    package static func register(_ registry: LibrarySet) {
        let observable = registry.instanceTable(.library("Observable"))
        let property = registry.instanceTable(.library("ControlProperty"), parent: observable)
        _ = registry.instanceTable(.library("ControlEvent"), parent: observable)
        property.addProperty("orEmpty", type: { _ in .library("ControlProperty", [.string]) }) { value, site in
            guard case .object(let object as ControlPropertyObject) = value, object.elementType == .optional(.string) else {
                throw site.error("value of type '\(ValuePrinter.dynamicType(of: value))' has no member 'orEmpty'")
            }
            return .object(object.orEmpty(site.runtime.events))
        }
        for name in ["ControlProperty", "ControlEvent"] {
            registry.instanceTable(.library(name)).addMethod("asControlEvent", [], result: { type, _ in
                .library("ControlEvent", [type.firstArgument])
            }) { receiver, _, _ in receiver }
        }
        let binder = registry.instanceTable(.library("Binder"))
        binder.addMethod("onNext", [Param.positional()], result: { _, _ in .void }) { receiver, arguments, site in
            guard case .object(let object as BinderObject) = receiver else { return .void }
            object.receive(.next(try site.convert(arguments[0], 0, to: object.elementType)))
            try site.runtime.checkPending()
            return .void
        }
        binder.addMethod("on", [Param.positional()], result: { _, _ in .void }) { receiver, arguments, site in
            guard case .object(let object as BinderObject) = receiver else { return .void }
            object.receive(try RxValues.event(from: arguments[0], elementType: object.elementType, site, 0))
            try site.runtime.checkPending()
            return .void
        }
    }
}
