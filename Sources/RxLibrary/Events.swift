import Interpreter

/// `Event`, `SingleEvent` (`Result`), `MaybeEvent` and `CompletableEvent` as learner values:
/// their cases, how they print, and their members.
package enum Events {
    package static func register(_ registry: LibrarySet) {
        for type in [RxEnums.event, RxEnums.result, RxEnums.maybeEvent, RxEnums.completableEvent] {
            registerLibraryEnum(type, registry)
        }

        var legacyError = MethodEntry(parameters: [Param.positional(.error)], body: { _, arguments, _ in
            RxValues.enumValue("Event", "error", [arguments[0]], .unknown)
        }, resultType: { receiver, _ in .library("Result", [receiver.firstArgument]) })
        legacyError.legacyNote = "'.error' is now '.failure' in a Single (RxSwift 6): single(.failure(error))"
        registry.staticTable("Result").add("error", legacyError)

        let members = registry.instanceTable(.library("Event"))
        members.addProperty("element", type: { .optional($0.firstArgument) }) { value, _ in
            guard let (name, payload) = RxValues.caseOf(value), name == "next" else { return .none }
            return .optional(payload[0])
        }
        members.addProperty("error", type: { _ in .optional(.error) }) { value, _ in
            guard let (name, payload) = RxValues.caseOf(value), name == "error" else { return .none }
            return .optional(payload[0])
        }
        members.addProperty("isCompleted", type: { _ in .bool }) { value, _ in
            .bool(RxValues.caseOf(value)?.name == "completed")
        }
        members.addProperty("isStopEvent", type: { _ in .bool }) { value, _ in
            .bool(RxValues.caseOf(value)?.name != "next")
        }
        members.addProperty("event", type: { $0 }) { value, _ in value }
        members.addProperty("debugDescription", type: { _ in .string }) { value, _ in .string(ValuePrinter.describe(value)) }

        let result = registry.instanceTable(.library("Result"))
        result.addMethod("get", [], result: { type, _ in type.firstArgument }) { receiver, _, _ in
            guard let (name, payload) = RxValues.caseOf(receiver) else { return .void }
            if name == "success" { return payload[0] }
            throw payload[0].asError
        }
    }

    /// Registers a library enum and its static table (`Event.next(1)`, `.completed`).
    private static func registerLibraryEnum(_ type: EnumType, _ registry: LibrarySet) {
        let name = type.name
        registry.enums[name] = type
        let statics = registry.staticTable(name)
        for (index, description) in type.cases.enumerated() {
            if description.types.isEmpty {
                statics.addProperty(description.name, type: { receiver in .library(name, [receiver.firstArgument]) }) {
                    receiver, _ in
                    .enumCase(EnumInstance(type: type, caseIndex: index, payload: [], elementType: RxValues.typeArgument(receiver)))
                }
            } else {
                let isError = description.types.first == .error
                statics.addMethod(description.name, [Param.positional(isError ? .error : .unknown)],
                                  result: { receiver, _ in .library(name, [receiver.firstArgument]) }) {
                    receiver, arguments, site in
                    let element = RxValues.typeArgument(receiver)
                    let payload = isError ? arguments[0] : try site.convert(arguments[0], 0, to: element)
                    return .enumCase(EnumInstance(type: type, caseIndex: index, payload: [payload], elementType: element))
                }
            }
        }
    }
}

extension RxValues {
    /// The element type a static receiver names (`Observable<Int>` → `Int`).
    package static func typeArgument(_ receiver: Value) -> SwiftType {
        if case .type(let type) = receiver { return type.firstArgument }
        return .unknown
    }
}

/// RxSwift's event enums. Their definitions never change, so every interpreter shares them.
package enum RxEnums {
    package static let event: EnumType = {
        let type = make("Event", [("next", 1), ("error", 1), ("completed", 0)])
        type.customDescription = { instance in
            switch instance.caseName {
            case "next": return "next(\(ValuePrinter.describe(instance.payload[0])))"
            case "error": return "error(\(ValuePrinter.describe(instance.payload[0])))"
            default: return "completed"
            }
        }
        return type
    }()
    package static let result = make("Result", [("success", 1), ("failure", 1)])
    package static let maybeEvent = make("MaybeEvent", [("success", 1), ("error", 1), ("completed", 0)])
    package static let completableEvent = make("CompletableEvent", [("error", 1), ("completed", 0)])

    /// The enum named `name`.
    package static func named(_ name: String) -> EnumType? {
        switch name {
        case "Event": return event
        case "Result": return result
        case "MaybeEvent": return maybeEvent
        case "CompletableEvent": return completableEvent
        default: return nil
        }
    }

    private static func make(_ name: String, _ cases: [(String, Int)]) -> EnumType {
        let type = EnumType(name: name)
        type.libraryGenericName = name
        for (caseName, arity) in cases {
            let payloadType: [SwiftType] = arity == 0 ? [] : [caseName == "next" || caseName == "success" ? .unknown : .error]
            type.addCase(.init(name: caseName, labels: Array(repeating: nil, count: arity), types: payloadType,
                               defaults: Array(repeating: nil, count: arity), rawValue: nil))
        }
        return type
    }
}
