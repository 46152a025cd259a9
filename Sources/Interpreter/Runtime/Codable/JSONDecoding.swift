import Foundation

/// `JSONDecoder().decode(T.self, from: data)` for learner types: Foundation's `JSONSerialization`
/// reads the JSON, and the result is walked against `T` as synthesized `Decodable` conformance
/// walks it, throwing Swift's own `DecodingError`s (so they print as Swift prints them).
package struct JSONDecoding {
    package let runtime: Runtime
    /// Where the call is, for errors in the learner's types (a property type that cannot be decoded).
    package let range: SourceRange

    package init(runtime: Runtime, range: SourceRange) {
        self.runtime = runtime
        self.range = range
    }

    /// The value of `type` that `data` holds, or a `DecodingError`.
    package func decode(_ type: SwiftType, from data: Data) throws -> Value {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
        }
        return try value(type, json, path: [])
    }

    private func value(_ type: SwiftType, _ json: Any, path: [CodingKey]) throws -> Value {
        if case .optional(let wrapped) = type {
            return json is NSNull ? .none : .optional(try value(wrapped, json, path: path))
        }
        switch type {
        case .int: return .int(try integer(json, path))
        case .double: return .double(try number(json, path).doubleValue)
        case .bool:
            guard let flag = json as? NSNumber, JSONKinds.isBool(flag) else {
                throw mismatch(Bool.self, "Bool", json, path, value: true)
            }
            return .bool(flag.boolValue)
        case .string:
            guard let text = json as? String else { throw mismatch(String.self, "String", json, path, value: true) }
            return .string(text)
        case .array(let element):
            guard let elements = json as? [Any] else { throw mismatch([Any].self, "Array<Any>", json, path, container: "unkeyed") }
            try runtime.tick(elements: elements.count)
            return .array(try elements.enumerated().map { index, item in
                try value(element, item, path: path + [JSONKey(intValue: index)])
            })
        case .dictionary(.string, let element):
            let object = try keyed(json, path)
            var dictionary = DictionaryValue()
            for (key, item) in object.sorted(by: { $0.key < $1.key }) {
                dictionary[.string(key)] = try value(element, item, path: path + [JSONKey(stringValue: key)])
            }
            return .dictionary(dictionary)
        case .nominal(let enumType as EnumType, _) where enumType.rawType != nil:
            return try rawEnum(enumType, json, path)
        case .nominal(let structType as StructType, _) where !(structType is ClassType):
            return try instance(structType, json, path)
        default:
            throw Diagnostic(.error, "decoding a value of type '\(type)' is not in the playground", at: range,
                             notes: ["the playground decodes Int, Double, Bool, String, arrays, [String: …] dictionaries, optionals, structs and enums with raw values"])
        }
    }

    private func instance(_ type: StructType, _ json: Any, _ path: [CodingKey]) throws -> Value {
        guard CodableTypes.declares(type, .decodable) else {
            throw Diagnostic(.error, "type '\(type.name)' does not conform to protocol 'Decodable'", at: range)
        }
        let object = try keyed(json, path)
        var fields = [Value](repeating: .void, count: type.fields.count)
        var decoded = Set<Int>()
        for property in try CodableTypes.properties(of: type, in: runtime, at: range) where !property.isFixed {
            decoded.insert(property.index)
            let key = JSONKey(stringValue: property.key)
            guard let item = object[property.key] else {
                if property.type.optionalWrapped != nil {
                    fields[property.index] = .none
                    continue
                }
                throw DecodingError.keyNotFound(key, .init(codingPath: path,
                                                           debugDescription: "No value associated with key \(key) (\"\(property.key)\")."))
            }
            fields[property.index] = try value(property.type, item, path: path + [key])
        }
        for (index, field) in type.fields.enumerated() where !decoded.contains(index) {
            fields[index] = try field.defaultValue?() ?? .none
        }
        return .instance(Instance(type: type, fields: fields))
    }

    private func rawEnum(_ type: EnumType, _ json: Any, _ path: [CodingKey]) throws -> Value {
        guard CodableTypes.declares(type, .decodable) else {
            throw Diagnostic(.error, "type '\(type.name)' does not conform to protocol 'Decodable'", at: range)
        }
        let raw = try value(type.rawType ?? .string, json, path: path)
        for (index, candidate) in type.cases.enumerated() {
            let caseRaw = candidate.rawValue ?? .string(candidate.name)
            if ValuePrinter.describe(caseRaw) == ValuePrinter.describe(raw) {
                return .enumCase(EnumInstance(type: type, caseIndex: index, payload: []))
            }
        }
        throw DecodingError.dataCorrupted(.init(codingPath: path,
                                                debugDescription: "Cannot initialize \(type.name) from invalid \(type.rawType ?? .string) value \(ValuePrinter.describe(raw))"))
    }

    // MARK: - Leaves

    private func keyed(_ json: Any, _ path: [CodingKey]) throws -> [String: Any] {
        guard let object = json as? [String: Any] else {
            throw mismatch([String: Any].self, "Dictionary<String, Any>", json, path, container: "keyed")
        }
        return object
    }

    private func number(_ json: Any, _ path: [CodingKey]) throws -> NSNumber {
        guard let number = json as? NSNumber, !JSONKinds.isBool(number) else {
            throw mismatch(Double.self, "Double", json, path, value: true)
        }
        return number
    }

    private func integer(_ json: Any, _ path: [CodingKey]) throws -> Int {
        guard let number = json as? NSNumber, !JSONKinds.isBool(number) else {
            throw mismatch(Int.self, "Int", json, path, value: true)
        }
        // Foundation reports a number that is no `Int` (3.5, 1e30) as data that is not valid JSON.
        let exact = JSONKinds.isFloatingPoint(number) ? Int(exactly: number.doubleValue) : Int(exactly: number.int64Value)
        guard let exact, JSONKinds.isFloatingPoint(number) || number.stringValue == String(exact) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
        }
        return exact
    }

    /// The error for `json` where a `name` was expected: Swift's `valueNotFound` for null,
    /// `typeMismatch` otherwise.
    private func mismatch(_ type: Any.Type, _ name: String, _ json: Any, _ path: [CodingKey], value: Bool = false,
                          container: String = "") -> DecodingError {
        if json is NSNull {
            let what = value ? "value of type \(name)" : "\(container) decoding container"
            return .valueNotFound(type, .init(codingPath: path, debugDescription: "Cannot get \(what) -- found null value instead"))
        }
        return .typeMismatch(type, .init(codingPath: path,
                                         debugDescription: "Expected to decode \(name) but found \(JSONKinds.kind(of: json)) instead."))
    }
}

/// What kind of JSON value `JSONSerialization` gave, named as `JSONDecoder`'s errors name it.
enum JSONKinds {
    static func isBool(_ number: NSNumber) -> Bool { String(cString: number.objCType) == "c" }

    static func isFloatingPoint(_ number: NSNumber) -> Bool {
        let code = String(cString: number.objCType)
        return code == "d" || code == "f"
    }

    static func kind(of json: Any) -> String {
        switch json {
        case let number as NSNumber: return isBool(number) ? "bool" : "number"
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "a dictionary"
        default: return "null"
        }
    }
}

/// A key in a coding path. Named `CodingKeys` because that is how Swift prints the key of a
/// learner type's synthesized conformance (`CodingKeys(stringValue: "name", intValue: nil)`).
private struct CodingKeys: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

private typealias JSONKey = CodingKeys
