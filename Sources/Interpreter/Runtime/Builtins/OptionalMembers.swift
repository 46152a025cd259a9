/// `Optional`: `map`, `flatMap` and the description.
package enum OptionalMembers {
    package static func register(_ registry: LibrarySet) {
        let members = registry.instanceTable(.optional)
        let wrapped: (SwiftType, Int) -> [SwiftType]? = { type, _ in [type.optionalWrapped ?? .unknown] }
        members.addMethod("map", [Param.closure(nil)], result: { _, types in .optional(Builtins.result(of: types[0])) },
                          closures: wrapped) { receiver, arguments, site in
            guard case .optional(let value) = receiver, let value else { return .none }
            return .optional(try Builtins.function(arguments[0], site, 0).call1(value, site.runtime))
        }
        members.addMethod("flatMap", [Param.closure(nil)], result: { _, types in Builtins.result(of: types[0]) },
                          closures: wrapped) { receiver, arguments, site in
            guard case .optional(let value) = receiver, let value else { return .none }
            let result = try Builtins.function(arguments[0], site, 0).call1(value, site.runtime)
            if case .optional = result { return result }
            return .optional(result)
        }
        members.addProperty("debugDescription", type: { _ in .string }) { value, _ in
            .string(ValuePrinter.debugDescribe(value))
        }
    }
}
