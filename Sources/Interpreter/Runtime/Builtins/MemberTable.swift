/// The kinds of values whose members come from a library table.
enum MemberFamily: Hashable {
    case none, void, bool, int, double, string, character, optional, array, dictionary, tuple, range
    case function, type, error
    /// A library object family, named by its table (e.g. "PublishSubject", "Observable").
    case library(String)
}

extension Value {
    /// The table this value's library members come from.
    var family: MemberFamily {
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
struct CallSite {
    let runtime: Runtime
    let range: SourceRange
    let name: String
    /// Information about each parameter's argument; nil where the default is used.
    let arguments: [ArgumentInfo?]

    func argument(_ index: Int) -> ArgumentInfo? {
        index < arguments.count ? arguments[index] : nil
    }

    /// The range of argument `index`, or of the whole call.
    func range(of index: Int) -> SourceRange {
        argument(index)?.range ?? range
    }

    /// Converts argument `index` to `type`, with Swift's message when it does not fit.
    func convert(_ value: Value, _ index: Int, to type: SwiftType) throws -> Value {
        if type.isUnknown { return value }
        let info = argument(index)
        return try runtime.convert(value, to: type, literal: info?.isLiteral ?? false, context: .argument,
                                   at: info?.range ?? range, staticType: info?.type ?? .unknown)
    }

    /// A runtime error at this call.
    func error(_ message: String) -> Diagnostic {
        Diagnostic(.error, message, at: range)
    }
}

/// An argument's place, static type, and whether it is a literal.
struct ArgumentInfo {
    let range: SourceRange
    let type: SwiftType
    let isLiteral: Bool
}

/// A library property: its getter, maybe a setter, and its type given the receiver's type.
struct PropertyEntry {
    let get: (Value, CallSite) throws -> Value
    var set: ((inout Value, Value, CallSite) throws -> Void)?
    var type: (SwiftType) -> SwiftType = { _ in .unknown }
}

/// A library method: parameters with labels and defaults, its body, and what is known of its
/// result and closure parameter types at compile time.
struct MethodEntry {
    var parameters: [ParameterInfo]
    var isMutating = false
    /// The body, given the receiver (in place for mutating methods) and arguments in parameter
    /// order (defaults filled in).
    let body: (inout Value, [Value], CallSite) throws -> Value
    /// The result type, given the receiver's static type and the arguments' static types.
    var resultType: (SwiftType, [SwiftType]) -> SwiftType = { _, _ in .unknown }
    /// The parameter types of a closure passed as parameter `index`, given the receiver's type.
    var closureParameters: (SwiftType, Int) -> [SwiftType]? = { _, _ in nil }
    /// A note to show when this spelling is used (an older RxSwift name).
    var legacyNote: String?
    /// Taken whatever the labels (a member that is not available yet, which only says so).
    var acceptsAnyArguments = false
}

/// The members of one family of library values. Tables chain to a parent (a subject's table
/// to the observable operators).
final class MemberTable {
    let parent: MemberTable?
    private(set) var properties: [String: PropertyEntry] = [:]
    private(set) var methods: [String: [MethodEntry]] = [:]

    init(parent: MemberTable? = nil) {
        self.parent = parent
    }

    func property(_ name: String) -> PropertyEntry? {
        properties[name] ?? parent?.property(name)
    }

    func methods(_ name: String) -> [MethodEntry] {
        if let own = methods[name] { return own }
        return parent?.methods(name) ?? []
    }

    /// Names left out of completion (older spellings, operators not available yet).
    var hiddenNames: Set<String> = []

    /// Every member name, for completion.
    var allNames: Set<String> {
        Set(properties.keys).union(methods.keys).subtracting(hiddenNames).union(parent?.allNames ?? [])
    }

    func addProperty(_ name: String, type: @escaping (SwiftType) -> SwiftType = { _ in .unknown },
                     get: @escaping (Value, CallSite) throws -> Value) {
        properties[name] = PropertyEntry(get: get, set: nil, type: type)
    }

    func addSetter(_ name: String, set: @escaping (inout Value, Value, CallSite) throws -> Void) {
        properties[name]?.set = set
    }

    func add(_ name: String, _ entry: MethodEntry) {
        methods[name, default: []].append(entry)
    }

    /// Adds a method from parameters and a body.
    func addMethod(_ name: String, _ parameters: [ParameterInfo], mutating: Bool = false,
                   result: @escaping (SwiftType, [SwiftType]) -> SwiftType = { _, _ in .unknown },
                   closures: @escaping (SwiftType, Int) -> [SwiftType]? = { _, _ in nil },
                   _ body: @escaping (inout Value, [Value], CallSite) throws -> Value) {
        add(name, MethodEntry(parameters: parameters, isMutating: mutating, body: body, resultType: result,
                              closureParameters: closures))
    }
}

/// Shorthands for parameter lists of library methods.
enum Param {
    static func positional(_ type: SwiftType = .unknown) -> ParameterInfo { ParameterInfo(label: nil, type: type) }
    static func labeled(_ label: String, _ type: SwiftType = .unknown) -> ParameterInfo {
        ParameterInfo(label: label, type: type)
    }
    static func optional(_ label: String?, _ type: SwiftType = .unknown, default value: Value = .none) -> ParameterInfo {
        ParameterInfo(label: label, type: type, defaultValue: { value })
    }
    static func closure(_ label: String?, optional: Bool = false) -> ParameterInfo {
        ParameterInfo(label: label, type: optional ? .optional(.function([], .unknown)) : .function([], .unknown),
                      defaultValue: optional ? { .none } : nil)
    }
    static func variadic(_ label: String?, _ type: SwiftType = .unknown) -> ParameterInfo {
        ParameterInfo(label: label, type: type, isVariadic: true)
    }
}
