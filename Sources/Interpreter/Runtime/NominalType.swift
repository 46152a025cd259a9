/// A struct or enum: the learner's own, or a library enum such as `Event` or `SingleEvent`.
class NominalType {
    let name: String
    /// Protocols it conforms to: `Error`, `CustomStringConvertible`, `Equatable`, …
    var conformances: Set<String> = []
    /// Instance methods by base name (overloads by labels).
    var methods: [String: [Function]] = [:]
    /// Static methods by base name.
    var staticMethods: [String: [Function]] = [:]
    /// Computed instance properties.
    var computed: [String: ComputedProperty] = [:]
    /// Static stored and computed properties.
    var staticProperties: [String: StaticProperty] = [:]
    /// Names of the generic parameters (treated as `Any`).
    var genericParameters: [String] = []

    init(name: String) {
        self.name = name
    }

    var conformsToError: Bool { conformances.contains("Error") || conformances.contains("LocalizedError") }

    /// The instance method `name` whose labels fit `labels`, if any.
    func method(_ name: String, labels: [String?]) -> Function? {
        methods[name]?.first { $0.accepts(labels: labels) } ?? methods[name]?.first
    }
}

/// A computed property: a getter and maybe a setter, run with `self`.
struct ComputedProperty {
    let getter: Function
    let setter: Function?
    let type: SwiftType
}

/// A static property: stored once (lazily initialized, as Swift does) or computed.
final class StaticProperty {
    var value: Value?
    var initializer: (() throws -> Value)?
    let getter: Function?
    let setter: Function?
    let type: SwiftType
    let isLet: Bool

    init(initializer: (() throws -> Value)?, getter: Function?, setter: Function?, type: SwiftType, isLet: Bool) {
        self.initializer = initializer
        self.getter = getter
        self.setter = setter
        self.type = type
        self.isLet = isLet
    }
}

/// A learner's struct.
final class StructType: NominalType {
    struct Field {
        let name: String
        let type: SwiftType
        let isLet: Bool
        /// The default value's code, if the declaration has one.
        let defaultValue: (() throws -> Value)?
        let observers: (willSet: Function?, didSet: Function?)
    }

    var fields: [Field] = []
    var fieldIndex: [String: Int] = [:]
    /// Explicit initializers; when there are none, the memberwise one is used.
    var initializers: [Function] = []

    func addField(_ field: Field) {
        fieldIndex[field.name] = fields.count
        fields.append(field)
    }
}

/// An enum: the learner's own or a library one.
final class EnumType: NominalType {
    struct Case {
        let name: String
        let labels: [String?]
        let types: [SwiftType]
        let defaults: [(() throws -> Value)?]
        let rawValue: Value?
    }

    var cases: [Case] = []
    var caseIndex: [String: Int] = [:]
    var rawType: SwiftType?
    /// How a library enum prints, when it differs from Swift's default (`Event` prints `next(1)`).
    var customDescription: ((EnumInstance) -> String)?
    /// The library type name shown with its element type, e.g. `Event`.
    var libraryGenericName: String?
    /// Explicit initializers.
    var initializers: [Function] = []

    func addCase(_ newCase: Case) {
        caseIndex[newCase.name] = cases.count
        cases.append(newCase)
    }
}
