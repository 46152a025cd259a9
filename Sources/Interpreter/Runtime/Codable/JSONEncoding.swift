import Foundation

/// `JSONEncoder().encode(value)` for learner values: the value becomes Foundation objects, as
/// synthesized `Encodable` conformance lays it out, and `JSONSerialization` writes them. Keys are
/// sorted (Swift's own order is a dictionary's, different from run to run).
package struct JSONEncoding {
    package let runtime: Runtime
    /// Where the call is, for errors in the learner's types.
    package let range: SourceRange

    package init(runtime: Runtime, range: SourceRange) {
        self.runtime = runtime
        self.range = range
    }

    /// The JSON text of `value`, as `Data`.
    package func encode(_ value: Value, pretty: Bool = false) throws -> Data {
        var options: JSONSerialization.WritingOptions = [.fragmentsAllowed, .sortedKeys]
        if pretty { options.insert(.prettyPrinted) }
        return try JSONSerialization.data(withJSONObject: try object(value), options: options)
    }

    private func object(_ value: Value) throws -> Any {
        switch value {
        case .int(let number): return NSNumber(value: number)
        case .double(let number): return NSNumber(value: number)
        case .bool(let flag): return NSNumber(value: flag)
        case .string(let text): return text
        case .optional(let wrapped): return try wrapped.map(object) ?? NSNull()
        case .array(let elements):
            try runtime.tick(elements: elements.count)
            return try elements.map(object)
        case .dictionary(let dictionary):
            var result: [String: Any] = [:]
            for (key, item) in zip(dictionary.keys, dictionary.values) {
                guard case .string(let name) = key else { throw unsupported(value) }
                result[name] = try object(item)
            }
            return result
        case .instance(let instance) where !(instance.type is ClassType):
            guard CodableTypes.declares(instance.type, .encodable) else {
                throw Diagnostic(.error, "type '\(instance.type.name)' does not conform to protocol 'Encodable'", at: range)
            }
            var result: [String: Any] = [:]
            for property in try CodableTypes.properties(of: instance.type, in: runtime, at: range) {
                let field = instance.fields[property.index]
                if case .optional(nil) = field { continue }
                result[property.key] = try object(field)
            }
            return result
        case .enumCase(let instance) where instance.type.rawType != nil:
            guard CodableTypes.declares(instance.type, .encodable) else {
                throw Diagnostic(.error, "type '\(instance.type.name)' does not conform to protocol 'Encodable'", at: range)
            }
            return try object(instance.type.cases[instance.caseIndex].rawValue ?? .string(instance.caseName))
        default:
            throw unsupported(value)
        }
    }

    private func unsupported(_ value: Value) -> Diagnostic {
        Diagnostic(.error, "encoding a value of type '\(ValuePrinter.dynamicType(of: value))' is not in the playground", at: range,
                   notes: ["the playground encodes Int, Double, Bool, String, arrays, [String: …] dictionaries, optionals, structs and enums with raw values"])
    }
}
