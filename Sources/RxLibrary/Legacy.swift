import Interpreter
import RxSwift
import RxRelay

/// `Variable`, RxSwift 4's value-holding subject: it runs as a `BehaviorRelay` (assigning
/// `.value` emits) with a note giving RxSwift 6's spelling.
package enum Legacy {
    package static let variableNote = "'Variable' is deprecated: use 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', emit with '.accept(…)'"

    package static func register(_ registry: LibrarySet) {
        var create = MethodEntry(parameters: [Param.positional()], body: { receiver, arguments, site in
            let value = try site.convert(arguments[0], 0, to: RxValues.typeArgument(receiver))
            return .object(RelayObject(.behavior(BehaviorRelay(value: value)),
                                       elementType: Subjects.elementType(receiver, site, 0), isVariable: true,
                                       events: site.runtime.events))
        }, resultType: { receiver, types in .library("Variable", [receiver.firstArgument.or(types.first ?? .unknown)]) })
        create.legacyNote = variableNote
        registry.staticTable("Variable").add("init", create)
        let members = registry.instanceTable(.library("Variable"), parent: registry.instanceTable(.library("Observable")))
        members.addProperty("value", type: { $0.firstArgument }) { value, _ in
            guard let relay = Relays.relay(value), case .behavior(let behavior) = relay.relay else { return .void }
            return behavior.value
        }
        members.addSetter("value") { receiver, newValue, site in
            guard let relay = Relays.relay(receiver) else { return }
            relay.accept(try site.runtime.convert(newValue, to: relay.elementType, literal: true, context: .assignment,
                                                  at: site.range))
        }
    }
}
