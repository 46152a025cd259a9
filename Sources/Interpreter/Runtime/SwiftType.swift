/// A type as the interpreter knows it: for annotations, conversions, the type names shown to
/// the learner, and element types of subjects and observables.
package indirect enum SwiftType {
    /// Not known before running: no check is made.
    case unknown
    case any
    case void
    case int
    case double
    case bool
    case string
    case character
    case optional(SwiftType)
    case array(SwiftType)
    case dictionary(SwiftType, SwiftType)
    case tuple([SwiftType], labels: [String?])
    case function([SwiftType], SwiftType)
    /// `any Error`.
    case error
    /// A learner's struct or enum, or a library enum such as `Event`.
    case nominal(NominalType, [SwiftType])
    /// A library type: `Observable<Int>`, `PublishSubject<String>`, `DisposeBag`, `Range<Int>`.
    case library(String, [SwiftType])

    /// Whether this says nothing about the value.
    package var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// The wrapped type of an optional, or nil.
    package var optionalWrapped: SwiftType? {
        if case .optional(let wrapped) = self { return wrapped }
        return nil
    }

    /// The first generic argument of a library or nominal type (the element of `Observable<T>`).
    package var firstArgument: SwiftType {
        switch self {
        case .library(_, let arguments), .nominal(_, let arguments): return arguments.first ?? .unknown
        case .array(let element): return element
        default: return .unknown
        }
    }

    /// The name of a library type, or nil.
    package var libraryName: String? {
        if case .library(let name, _) = self { return name }
        return nil
    }

    /// The known type of two, when one is unknown.
    package func or(_ other: SwiftType) -> SwiftType { isUnknown ? other : self }
}

extension SwiftType: CustomStringConvertible {
    /// The type as Swift spells it: `Int`, `[String]`, `Int?`, `PublishSubject<String>`.
    package var description: String {
        switch self {
        case .unknown: return "Any"
        case .any: return "Any"
        case .void: return "()"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .optional(let wrapped):
            if case .function = wrapped { return "(\(wrapped))?" }
            return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements, let labels):
            let parts = zip(elements, labels).map { element, label in label.map { "\($0): \(element)" } ?? "\(element)" }
            return "(\(parts.joined(separator: ", ")))"
        case .function(let parameters, let result):
            return "(\(parameters.map(\.description).joined(separator: ", "))) -> \(result)"
        case .error: return "any Error"
        case .nominal(let type, let arguments):
            return arguments.isEmpty ? type.name : "\(type.name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .library(let name, let arguments):
            if arguments.isEmpty { return name }
            return "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        }
    }
}

extension SwiftType: Equatable {
    package static func == (lhs: SwiftType, rhs: SwiftType) -> Bool {
        switch (lhs, rhs) {
        case (.unknown, .unknown), (.any, .any), (.void, .void), (.int, .int), (.double, .double), (.bool, .bool),
             (.string, .string), (.character, .character), (.error, .error):
            return true
        case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)): return a == b
        case (.dictionary(let a, let b), .dictionary(let c, let d)): return a == c && b == d
        case (.tuple(let a, let la), .tuple(let b, let lb)): return a == b && la == lb
        case (.function(let a, let r), .function(let b, let s)): return a == b && r == s
        case (.nominal(let a, let x), .nominal(let b, let y)): return a === b && x == y
        case (.library(let a, let x), .library(let b, let y)): return a == b && x == y
        default: return false
        }
    }
}
