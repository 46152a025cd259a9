/// `Dictionary`: lookups, updates and the sequence methods over `(key, value)` pairs.
package enum DictionaryMembers {
    package static func register(_ registry: LibrarySet) {
        let statics = registry.staticTable("Dictionary")
        statics.addMethod("init", [], result: { type, _ in type }) { _, _, _ in .dictionary(DictionaryValue()) }
        statics.addMethod("init", [Param.labeled("uniqueKeysWithValues")]) { _, arguments, site in
            var dictionary = DictionaryValue()
            for pair in try Builtins.elements(arguments[0], site, 0) {
                guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else { throw site.error("expected (key, value) pairs") }
                if dictionary[tuple.elements[0]] != nil { throw site.error("Fatal error: Duplicate values for key: '\(ValuePrinter.describe(tuple.elements[0]))'") }
                dictionary[tuple.elements[0]] = tuple.elements[1]
            }
            return .dictionary(dictionary)
        }
        statics.addMethod("init", [Param.labeled("grouping"), Param.closure("by")]) { _, arguments, site in
            let key = try Builtins.function(arguments[1], site, 1)
            var dictionary = DictionaryValue()
            for value in try Builtins.elements(arguments[0], site, 0) {
                let group = try key.call1(value, site.runtime)
                var list = dictionary[group].map(ArrayMembers.elementsOf) ?? []
                list.append(value)
                dictionary[group] = .array(list)
            }
            return .dictionary(dictionary)
        }
        let members = registry.instanceTable(.dictionary)
        func dictionary(_ value: Value) -> DictionaryValue {
            if case .dictionary(let dictionary) = value { return dictionary }
            return DictionaryValue()
        }
        func keyType(_ type: SwiftType) -> SwiftType {
            if case .dictionary(let key, _) = type { return key }
            return .unknown
        }
        func valueType(_ type: SwiftType) -> SwiftType {
            if case .dictionary(_, let value) = type { return value }
            return .unknown
        }
        func pairType(_ type: SwiftType) -> SwiftType {
            .tuple([keyType(type), valueType(type)], labels: ["key", "value"])
        }
        members.addProperty("count", type: { _ in .int }) { value, _ in .int(dictionary(value).count) }
        members.addProperty("isEmpty", type: { _ in .bool }) { value, _ in .bool(dictionary(value).count == 0) }
        members.addProperty("keys", type: { .array(keyType($0)) }) { value, _ in .array(dictionary(value).keys) }
        members.addProperty("values", type: { .array(valueType($0)) }) { value, _ in .array(dictionary(value).values) }
        members.addProperty("description", type: { _ in .string }) { value, _ in .string(ValuePrinter.describe(value)) }
        func mutate(_ receiver: inout Value, _ body: (inout DictionaryValue) throws -> Value) rethrows -> Value {
            guard case .dictionary(var contents) = receiver else { return .void }
            receiver = .void
            defer { receiver = .dictionary(contents) }
            return try body(&contents)
        }
        members.addMethod("removeValue", [Param.labeled("forKey")], mutating: true,
                          result: { type, _ in .optional(valueType(type)) }) { receiver, arguments, _ in
            mutate(&receiver) { contents in
                let old = contents[arguments[0]]
                contents[arguments[0]] = nil
                return old.map { .optional($0) } ?? .none
            }
        }
        members.addMethod("updateValue", [Param.positional(), Param.labeled("forKey")], mutating: true,
                          result: { type, _ in .optional(valueType(type)) }) { receiver, arguments, _ in
            mutate(&receiver) { contents in
                let old = contents[arguments[1]]
                contents[arguments[1]] = arguments[0]
                return old.map { .optional($0) } ?? .none
            }
        }
        members.addMethod("removeAll", [], mutating: true, result: { _, _ in .void }) { receiver, _, _ in
            receiver = .dictionary(DictionaryValue())
            return .void
        }
        members.addMethod("mapValues", [Param.closure(nil)], result: { type, types in
            .dictionary(keyType(type), Builtins.result(of: types[0]))
        }, closures: { type, _ in [valueType(type)] }) { receiver, arguments, site in
            let transform = try Builtins.function(arguments[0], site, 0)
            let contents = dictionary(receiver)
            var result = DictionaryValue()
            for (key, value) in zip(contents.keys, contents.values) { result[key] = try transform.call1(value, site.runtime) }
            return .dictionary(result)
        }
        members.addMethod("filter", [Param.closure(nil)], result: { type, _ in type },
                          closures: { type, _ in [pairType(type)] }) { receiver, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            let contents = dictionary(receiver)
            var result = DictionaryValue()
            for (key, value) in zip(contents.keys, contents.values) {
                let pair = Value.tuple(TupleValue([key, value], labels: ["key", "value"]))
                if try Builtins.isTrue(try predicate.call1(pair, site.runtime), site) { result[key] = value }
            }
            return .dictionary(result)
        }
        ArrayMembers.registerSequenceMethods(members, elementOf: pairType, elements: { value, _ in
            let contents = dictionary(value)
            return zip(contents.keys, contents.values).map { .tuple(TupleValue([$0, $1], labels: ["key", "value"])) }
        }, rebuild: { .array($0) })
    }
}
