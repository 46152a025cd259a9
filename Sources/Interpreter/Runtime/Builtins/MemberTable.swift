/// The kinds of values whose members come from a library table.
package enum MemberFamily: Hashable {
    case none, void, bool, int, double, string, character, optional, array, dictionary, tuple, range
    case function, type, error
    /// A library object family, named by its table (e.g. "PublishSubject", "Observable").
    case library(String)
}

extension Value {
    /// The table this value's library members come from.
    package var family: MemberFamily {
        switch self {
        case .void: return .void
        case .bool: return .bool
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .character: return .character
        case .optional: return .optional
        case .array: return .array
        case .dictionary: return .dictionary
        case .tuple: return .tuple
        case .range: return .range
        case .instance, .enumCase: return .none
        case .function: return .function
        case .object(let object): return object.family
        case .type: return .type
        }
    }
}

/// What a library member sees of its call: the runtime, where the call is, and the arguments'
/// places and static types in parameter order (for errors such as a wrong element type).
package struct CallSite {
    package let runtime: Runtime
    package let range: SourceRange
    package let name: String
    /// Information about each parameter's argument; nil where the default is used.
    package let arguments: [ArgumentInfo?]
    /// What Swift's `#function` says where the call is written (`example(_:)`, or the module's
    /// name in top-level code); nil where the compiler did not record it.
    package var function: String? = nil
    /// Where the member's name is written (`debug` in `.debug()`): Swift's `#line` in a default
    /// argument is its line, which in a chain written across lines is not the call's first line.
    package var nameRange: SourceRange? = nil

    package func argument(_ index: Int) -> ArgumentInfo? {
        index < arguments.count ? arguments[index] : nil
    }

    /// The range of argument `index`, or of the whole call.
    package func range(of index: Int) -> SourceRange {
        argument(index)?.range ?? range
    }

    /// Converts argument `index` to `type`, with Swift's message when it does not fit.
    package func convert(_ value: Value, _ index: Int, to type: SwiftType) throws -> Value {
        if type.isUnknown { return value }
        let info = argument(index)
        return try runtime.convert(value, to: type, literal: info?.isLiteral ?? false, context: .argument,
                                   at: info?.range ?? range, staticType: info?.type ?? .unknown)
    }

    /// A runtime error at this call.
    package func error(_ message: String) -> Diagnostic {
        Diagnostic(.error, message, at: range)
    }
}

/// An argument's place, static type, and whether it is a literal.
package struct ArgumentInfo {
    package let range: SourceRange
    package let type: SwiftType
    package let isLiteral: Bool
}

/// A library property: its getter, maybe a setter, and its type given the receiver's type.
package struct PropertyEntry {
    package let get: (Value, CallSite) throws -> Value
    package var set: ((inout Value, Value, CallSite) throws -> Void)?
    package var type: (SwiftType) -> SwiftType = { _ in .unknown }
}

/// A library method: parameters with labels and defaults, its body, and what is known of its
/// result and closure parameter types at compile time.
package struct MethodEntry {
    package var parameters: [ParameterInfo]
    package var isMutating = false
    /// The body, given the receiver (in place for mutating methods) and arguments in parameter
    /// order (defaults filled in).
    package let body: (inout Value, [Value], CallSite) throws -> Value
    /// The result type, given the receiver's static type and the arguments' static types.
    package var resultType: (SwiftType, [SwiftType]) -> SwiftType = { _, _ in .unknown }
    /// The parameter types of a closure passed as parameter `index`, given the receiver's type.
    package var closureParameters: (SwiftType, Int) -> [SwiftType]? = { _, _ in nil }
    /// A note to show when this spelling is used (an older RxSwift name).
    package var legacyNote: String?
    /// Taken whatever the labels (a member that is not available yet, which only says so).
    package var acceptsAnyArguments = false
    /// Checks a call when it is compiled, given the receiver's type and, in parameter order, the
    /// type each argument names (`P.self`) and each argument's type: a refusal stops the input
    /// with Swift's message at the method's name (a type missing a requirement), and a result
    /// type replaces `resultType`'s (`decode(P.self, from:)` is a `P`).
    package var compileCheck: CompileCheck?

    /// See `compileCheck`.
    package typealias CompileCheck = (_ receiver: SwiftType, _ named: [SwiftType?], _ types: [SwiftType])
        -> (refusal: String?, result: SwiftType?)

    package init(parameters: [ParameterInfo], isMutating: Bool = false,
                 body: @escaping (inout Value, [Value], CallSite) throws -> Value,
                 resultType: @escaping (SwiftType, [SwiftType]) -> SwiftType = { _, _ in .unknown },
                 closureParameters: @escaping (SwiftType, Int) -> [SwiftType]? = { _, _ in nil },
                 legacyNote: String? = nil, acceptsAnyArguments: Bool = false) {
        self.parameters = parameters
        self.isMutating = isMutating
        self.body = body
        self.resultType = resultType
        self.closureParameters = closureParameters
        self.legacyNote = legacyNote
        self.acceptsAnyArguments = acceptsAnyArguments
    }
}

/// The members of one family of library values. Tables chain to a parent (a subject's table
/// to the observable operators).
package final class MemberTable {
    package let parent: MemberTable?
    package private(set) var properties: [String: PropertyEntry] = [:]
    package private(set) var methods: [String: [MethodEntry]] = [:]

    package init(parent: MemberTable? = nil) {
        self.parent = parent
    }

    package func property(_ name: String) -> PropertyEntry? {
        properties[name] ?? parent?.property(name)
    }

    package func methods(_ name: String) -> [MethodEntry] {
        if let own = methods[name] { return own }
        return parent?.methods(name) ?? []
    }

    /// Names left out of completion (older spellings, operators not available yet).
    package var hiddenNames: Set<String> = []

    /// Every member name, for completion.
    package var allNames: Set<String> {
        Set(properties.keys).union(methods.keys).subtracting(hiddenNames).union(parent?.allNames ?? [])
    }

    package func addProperty(_ name: String, type: @escaping (SwiftType) -> SwiftType = { _ in .unknown },
                     get: @escaping (Value, CallSite) throws -> Value) {
        properties[name] = PropertyEntry(get: get, set: nil, type: type)
    }

    package func addSetter(_ name: String, set: @escaping (inout Value, Value, CallSite) throws -> Void) {
        properties[name]?.set = set
    }

    package func add(_ name: String, _ entry: MethodEntry) {
        methods[name, default: []].append(entry)
    }

    /// Adds a method from parameters and a body.
    package func addMethod(_ name: String, _ parameters: [ParameterInfo], mutating: Bool = false,
                   result: @escaping (SwiftType, [SwiftType]) -> SwiftType = { _, _ in .unknown },
                   closures: @escaping (SwiftType, Int) -> [SwiftType]? = { _, _ in nil },
                   _ body: @escaping (inout Value, [Value], CallSite) throws -> Value) {
        add(name, MethodEntry(parameters: parameters, isMutating: mutating, body: body, resultType: result,
                              closureParameters: closures))
    }
}

/// Shorthands for parameter lists of library methods.
package enum Param {
    package static func positional(_ type: SwiftType = .unknown) -> ParameterInfo { ParameterInfo(label: nil, type: type) }
    package static func labeled(_ label: String, _ type: SwiftType = .unknown) -> ParameterInfo {
        ParameterInfo(label: label, type: type)
    }
    package static func optional(_ label: String?, _ type: SwiftType = .unknown, default value: Value = .none) -> ParameterInfo {
        ParameterInfo(label: label, type: type, defaultValue: { value })
    }
    package static func closure(_ label: String?, optional: Bool = false) -> ParameterInfo {
        ParameterInfo(label: label, type: optional ? .optional(.function([], .unknown)) : .function([], .unknown),
                      defaultValue: optional ? { .none } : nil)
    }
    package static func variadic(_ label: String?, _ type: SwiftType = .unknown) -> ParameterInfo {
        ParameterInfo(label: label, type: type, isVariadic: true)
    }
}
