import Interpreter
import RxSwift
import RxRelay

/// `PublishRelay`, `BehaviorRelay`, `ReplayRelay`: `accept` (checked against the element type)
/// and `value`.
package enum Relays {
    package static func relay(_ value: Value) -> RelayObject? {
        if case .object(let object as RelayObject) = value { return object }
        return nil
    }

    package static func register(_ registry: LibrarySet) {
        let observable = registry.instanceTable(.library("Observable"))
        let type: (String) -> (SwiftType, [SwiftType]) -> SwiftType = { name in
            { receiver, types in .library(name, [receiver.firstArgument.or(types.first ?? .unknown)]) }
        }
        registry.staticTable("PublishRelay").addMethod("init", [], result: type("PublishRelay")) { receiver, _, site in
            .object(RelayObject(.publish(PublishRelay()), elementType: Subjects.elementType(receiver, site, nil),
                                events: site.runtime.events))
        }
        registry.staticTable("BehaviorRelay").addMethod("init", [Param.labeled("value")], result: type("BehaviorRelay")) {
            receiver, arguments, site in
            let value = try site.convert(arguments[0], 0, to: RxValues.typeArgument(receiver))
            return .object(RelayObject(.behavior(BehaviorRelay(value: value)),
                                       elementType: Subjects.elementType(receiver, site, 0), events: site.runtime.events))
        }
        let replay = registry.staticTable("ReplayRelay")
        replay.addMethod("create", [Param.labeled("bufferSize", .int)], result: type("ReplayRelay")) {
            receiver, arguments, site in
            let size = try Builtins.int(arguments[0], site, 0)
            guard size >= 0 else { throw Diagnostic(.error, "bufferSize can't be negative", at: site.range(of: 0)) }
            return .object(RelayObject(.replay(ReplayRelay.create(bufferSize: size)),
                                       elementType: Subjects.elementType(receiver, site, nil), events: site.runtime.events))
        }
        replay.addMethod("createUnbound", [], result: type("ReplayRelay")) { receiver, _, site in
            .object(RelayObject(.replay(ReplayRelay.createUnbound()), elementType: Subjects.elementType(receiver, site, nil),
                                events: site.runtime.events))
        }
        for name in ["PublishRelay", "BehaviorRelay", "ReplayRelay"] {
            let table = registry.instanceTable(.library(name), parent: observable)
            table.addMethod("accept", [Param.positional()], result: { _, _ in .void }) { receiver, arguments, site in
                guard let relay = relay(receiver) else { return .void }
                relay.accept(try site.convert(arguments[0], 0, to: relay.elementType))
                try site.runtime.checkPending()
                return .void
            }
        }
        registry.instanceTable(.library("BehaviorRelay")).addProperty("value", type: { $0.firstArgument }) { value, _ in
            guard let relay = relay(value), case .behavior(let behavior) = relay.relay else { return .void }
            return behavior.value
        }
    }
}
