import Foundation

/// Turns values into text exactly as Swift's `print` and `debugPrint` do (strings quoted inside
/// collections, `Optional(1)`, `Point(x: 1, y: 2)`), and names their types.
package enum ValuePrinter {
    /// What `print(value)` and `"\(value)"` show.
    package static func describe(_ value: Value) -> String {
        switch value {
        case .string(let text): return text
        case .character(let character): return String(character)
        case .instance(let instance):
            if let text = customDescription(of: value, type: instance.type) { return text }
            return debugDescribe(value)
        case .enumCase(let instance):
            if let custom = instance.type.customDescription { return custom(instance) }
            if let text = customDescription(of: value, type: instance.type) { return text }
            return enumText(instance)
        case .object(let object): return object.printed
        default: return debugDescribe(value)
        }
    }

    /// How deeply nested values are printed; deeper levels show `deepestText`. Swift's own
    /// `print` recurses without bound and overflows the stack on a million-deep list.
    package static let deepestLevel = 1_000
    package static let deepestText = "…(nested too deeply to print)"

    /// What `debugPrint(value)` shows, and how values look inside collections.
    package static func debugDescribe(_ value: Value) -> String {
        debugDescribe(value, level: 0)
    }

    private static func debugDescribe(_ value: Value, level: Int) -> String {
        if level > deepestLevel, value.nests { return deepestText }
        let debugDescribe = { (inner: Value) in ValuePrinter.debugDescribe(inner, level: level + 1) }
        switch value {
        case .void: return "()"
        case .bool(let flag): return String(flag)
        case .int(let number): return String(number)
        case .double(let number): return String(describing: number)
        case .string(let text): return quoted(text)
        case .character(let character): return quoted(String(character))
        case .optional(let wrapped):
            guard let wrapped else { return "nil" }
            return "Optional(\(debugDescribe(wrapped)))"
        case .array(let elements): return "[" + elements.map(debugDescribe).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            let pairs = zip(dictionary.keys, dictionary.values).map { "\(debugDescribe($0)): \(debugDescribe($1))" }
            return "[" + pairs.joined(separator: ", ") + "]"
        case .tuple(let tuple):
            let parts = zip(tuple.elements, tuple.labels).map { element, label in
                (label.map { "\($0): " } ?? "") + debugDescribe(element)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .range(let range): return "\(range.lower)\(range.isClosed ? "..." : "..<")\(range.upper)"
        case .instance(let instance):
            if let text = customDescription(of: value, type: instance.type, debug: true) { return text }
            let fields = zip(instance.type.fields, instance.fields).map { "\($0.name): \(debugDescribe($1))" }
            // Swift prints a nested struct by its own name (`Q(y: 2)`, not `B.Q(…)`).
            let name = instance.type.name.split(separator: ".").last.map(String.init) ?? instance.type.name
            return "\(name)(\(fields.joined(separator: ", ")))"
        case .enumCase(let instance):
            if let custom = instance.type.customDescription { return custom(instance) }
            if let text = customDescription(of: value, type: instance.type, debug: true) { return text }
            return enumText(instance, level: level)
        case .function: return "(Function)"
        case .object(let object): return object.printed
        case .type(let type): return type.description
        }
    }

    private static func enumText(_ instance: EnumInstance, level: Int = 0) -> String {
        let description = instance.type.cases[instance.caseIndex]
        if instance.payload.isEmpty { return description.name }
        let parts = instance.payload.enumerated().map { index, element in
            let label = index < description.labels.count ? description.labels[index] : nil
            return (label.map { "\($0): " } ?? "") + debugDescribe(element, level: level + 1)
        }
        return "\(description.name)(\(parts.joined(separator: ", ")))"
    }

    /// The learner's `description` (or `debugDescription`), when the type declares one.
    package static func customDescription(of value: Value, type: NominalType, debug: Bool = false) -> String? {
        guard let runtime = type.runtime else { return nil }
        let names = debug
            ? [("CustomDebugStringConvertible", "debugDescription"), ("CustomStringConvertible", "description")]
            : [("CustomStringConvertible", "description")]
        for (conformance, property) in names where type.conformances.contains(conformance) {
            if let getter = type.computed[property]?.getter as? LearnerFunction {
                var receiver = value
                if let result = try? getter.callMethod(self: &receiver, [], runtime), case .string(let text) = result {
                    return text
                }
            }
        }
        if type.conformances.contains("Error") || type.conformances.contains("LocalizedError"),
           let getter = type.computed["localizedDescription"]?.getter as? LearnerFunction, !debug
        {
            var receiver = value
            if let result = try? getter.callMethod(self: &receiver, [], runtime), case .string(let text) = result {
                return text
            }
        }
        return nil
    }

    /// A string as a Swift literal: quoted, with escapes.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    // MARK: - Types of values

    /// The type of a value, worked out from the value itself.
    package static func dynamicType(of value: Value) -> SwiftType {
        switch value {
        case .void: return .void
        case .bool: return .bool
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .character: return .character
        case .optional(let wrapped): return .optional(wrapped.map(dynamicType) ?? .unknown)
        case .array(let elements): return .array(commonType(elements))
        case .dictionary(let dictionary):
            return .dictionary(commonType(dictionary.keys), commonType(dictionary.values))
        case .tuple(let tuple): return .tuple(tuple.elements.map(dynamicType), labels: tuple.labels)
        case .range(let range): return .library(range.isClosed ? "ClosedRange" : "Range", [.int])
        case .instance(let instance): return .nominal(instance.type, [])
        case .enumCase(let instance):
            if let name = instance.type.libraryGenericName {
                var element = instance.elementType
                if element.isUnknown, let first = instance.payload.first, instance.caseName == "next"
                    || instance.caseName == "success"
                {
                    element = dynamicType(of: first)
                }
                return .library(name, [element])
            }
            return .nominal(instance.type, [])
        case .function(let function): return function.type
        case .object(let object): return object.type
        case .type(let type): return .library("\(type).Type", [])
        }
    }

    private static func commonType(_ values: [Value]) -> SwiftType {
        guard let first = values.first else { return .unknown }
        let type = dynamicType(of: first)
        for value in values.dropFirst() where dynamicType(of: value) != type {
            if case .optional = type { continue }
            return .any
        }
        return type
    }
}

extension Value {
    /// Whether the value can hold other values (and so nest without bound).
    fileprivate var nests: Bool {
        switch self {
        case .void, .bool, .int, .double, .string, .character, .range, .type, .function: return false
        default: return true
        }
    }
}
