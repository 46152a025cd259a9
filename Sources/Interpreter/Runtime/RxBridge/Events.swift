/// `Event`, `SingleEvent` (`Result`), `MaybeEvent` and `CompletableEvent` as learner values:
/// their cases, how they print, and their members.
enum Events {
    static func register(_ registry: LibraryTables.Registry) {
        let event = libraryEnum("Event", [("next", 1), ("error", 1), ("completed", 0)], registry)
        event.customDescription = { instance in
            switch instance.caseName {
            case "next": return "next(\(ValuePrinter.describe(instance.payload[0])))"
            case "error": return "error(\(ValuePrinter.describe(instance.payload[0])))"
            default: return "completed"
            }
        }
        _ = libraryEnum("Result", [("success", 1), ("failure", 1)], registry)
        _ = libraryEnum("MaybeEvent", [("success", 1), ("error", 1), ("completed", 0)], registry)
        _ = libraryEnum("CompletableEvent", [("error", 1), ("completed", 0)], registry)

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

    /// Declares a library enum and its static table (`Event.next(1)`, `.completed`).
    private static func libraryEnum(_ name: String, _ cases: [(String, Int)], _ registry: LibraryTables.Registry)
        -> EnumType
    {
        let type = EnumType(name: name)
        type.libraryGenericName = name
        for (caseName, arity) in cases {
            let payloadType: [SwiftType] = arity == 0 ? [] : [caseName == "next" || caseName == "success" ? .unknown : .error]
            type.addCase(.init(name: caseName, labels: Array(repeating: nil, count: arity), types: payloadType,
                               defaults: Array(repeating: nil, count: arity), rawValue: nil))
        }
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
        return type
    }
}

extension RxValues {
    /// The element type a static receiver names (`Observable<Int>` → `Int`).
    static func typeArgument(_ receiver: Value) -> SwiftType {
        if case .type(let type) = receiver { return type.firstArgument }
        return .unknown
    }
}
