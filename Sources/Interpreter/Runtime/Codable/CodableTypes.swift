/// What synthesized `Codable` conformance knows of a learner's type: whether it conforms, and
/// the JSON key and type of each stored property (`enum CodingKeys: String, CodingKey` renames).
package enum CodableTypes {
    /// `Decodable` or `Encodable`.
    package enum Direction: String {
        case decodable = "Decodable"
        case encodable = "Encodable"
    }

    /// Whether a learner's struct or enum declared the conformance (`Codable` gives both).
    package static func declares(_ type: NominalType, _ direction: Direction) -> Bool {
        type.conformances.contains(direction.rawValue) || type.conformances.contains("Codable")
    }

    /// The first learner type inside `type` (itself, an element, a wrapped type) that does not
    /// declare the conformance, if any.
    package static func missingConformance(in type: SwiftType, _ direction: Direction) -> NominalType? {
        switch type {
        case .nominal(let nominal, _): return declares(nominal, direction) ? nil : nominal
        case .optional(let wrapped), .array(let wrapped): return missingConformance(in: wrapped, direction)
        case .dictionary(let key, let value):
            return missingConformance(in: key, direction) ?? missingConformance(in: value, direction)
        default: return nil
        }
    }

    /// Swift's refusal of a type given to `decode`/`encode` that does not conform, or nil.
    package static func refusal(_ type: SwiftType, _ direction: Direction, method: String) -> String? {
        guard let missing = missingConformance(in: type, direction) else { return nil }
        if case .nominal = type {
            return "instance method '\(method)' requires that '\(missing.name)' conform to '\(direction.rawValue)'"
        }
        let owner = direction == .decodable ? "JSONDecoder" : "JSONEncoder"
        return "class '\(owner)' requires that '\(missing.name)' conform to '\(direction.rawValue)'"
    }

    /// A stored property as synthesized conformance sees it.
    package struct Property {
        package let index: Int
        package let name: String
        package let key: String
        package let type: SwiftType
        /// A `let` with an initial value: never decoded, always encoded.
        package let isFixed: Bool
    }

    /// The stored properties of `type` in declaration order, with their JSON keys.
    package static func properties(of type: StructType, in runtime: Runtime, at range: SourceRange?) throws -> [Property] {
        let keys = codingKeys(of: type, in: runtime)
        var result: [Property] = []
        for (index, field) in type.fields.enumerated() {
            var fieldType = field.type
            if fieldType.isUnknown, let initial = field.defaultValue {
                fieldType = ValuePrinter.dynamicType(of: try initial())
            }
            let isFixed = field.isLet && field.defaultValue != nil
            if let keys, keys[field.name] == nil, !isFixed, field.defaultValue == nil {
                // Swift refuses the type: a property left out of `CodingKeys` needs a default value.
                throw Diagnostic(.error, "type '\(type.name)' does not conform to protocol 'Decodable'", at: range,
                                 notes: ["cannot automatically synthesize 'Decodable' because '\(field.name)' does not have a matching CodingKey and does not have a default value"])
            }
            guard let key = keys == nil ? field.name : keys?[field.name] else { continue }
            result.append(Property(index: index, name: field.name, key: key, type: fieldType, isFixed: isFixed))
        }
        return result
    }

    /// The keys of a nested `enum CodingKeys: String, CodingKey`, by case name, if there is one.
    private static func codingKeys(of type: StructType, in runtime: Runtime) -> [String: String]? {
        guard let keys = runtime.learnerEnums.last(where: { $0.name == type.name + ".CodingKeys" }) else { return nil }
        var names: [String: String] = [:]
        for keyCase in keys.cases {
            if case .string(let raw)? = keyCase.rawValue {
                names[keyCase.name] = raw
            } else {
                names[keyCase.name] = keyCase.name
            }
        }
        return names
    }
}
