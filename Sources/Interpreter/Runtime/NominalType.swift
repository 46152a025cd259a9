/// A struct or enum: the learner's own, or a library enum such as `Event` or `SingleEvent`.
package class NominalType {
    package let name: String
    /// Protocols it conforms to: `Error`, `CustomStringConvertible`, `Equatable`, …
    package var conformances: Set<String> = []
    /// Instance methods by base name (overloads by labels).
    package var methods: [String: [Function]] = [:]
    /// Static methods by base name.
    package var staticMethods: [String: [Function]] = [:]
    /// Computed instance properties.
    package var computed: [String: ComputedProperty] = [:]
    /// Static stored and computed properties.
    package var staticProperties: [String: StaticProperty] = [:]
    /// Names of the generic parameters (treated as `Any`).
    package var genericParameters: [String] = []
    /// The learner protocols it adopts (their extension methods are its methods).
    package var protocols: [ProtocolType] = []
    /// The runtime of the program that declared it, to run its `description` when it is printed.
    package weak var runtime: Runtime?

    package init(name: String) {
        self.name = name
    }

    package var conformsToError: Bool { conformances.contains("Error") || conformances.contains("LocalizedError") }

    /// The instance method `name` whose labels fit `labels`, if any.
    package func method(_ name: String, labels: [String?]) -> Function? {
        methods[name]?.first { $0.accepts(labels: labels) } ?? methods[name]?.first
    }
}

/// A computed property: a getter and maybe a setter, run with `self`.
package struct ComputedProperty {
    package let getter: Function
    package let setter: Function?
    package let type: SwiftType
}

/// A static property: stored once (lazily initialized, as Swift does) or computed.
package final class StaticProperty {
    package var value: Value?
    package var initializer: (() throws -> Value)?
    package let getter: Function?
    package let setter: Function?
    package let type: SwiftType
    package let isLet: Bool

    package init(initializer: (() throws -> Value)?, getter: Function?, setter: Function?, type: SwiftType, isLet: Bool) {
        self.initializer = initializer
        self.getter = getter
        self.setter = setter
        self.type = type
        self.isLet = isLet
    }
}

/// A learner's struct.
package class StructType: NominalType {
    package struct Field {
        package let name: String
        package let type: SwiftType
        package let isLet: Bool
        /// The default value's code, if the declaration has one.
        package let defaultValue: (() throws -> Value)?
        package let observers: (willSet: Function?, didSet: Function?)
    }

    package var fields: [Field] = []
    package var fieldIndex: [String: Int] = [:]
    /// Explicit initializers; when there are none, the memberwise one is used.
    package var initializers: [Function] = []

    package func addField(_ field: Field) {
        fieldIndex[field.name] = fields.count
        fields.append(field)
    }
}

/// An enum: the learner's own or a library one.
package final class EnumType: NominalType {
    package struct Case {
        package let name: String
        package let labels: [String?]
        package let types: [SwiftType]
        package let defaults: [(() throws -> Value)?]
        package let rawValue: Value?

        package init(name: String, labels: [String?], types: [SwiftType], defaults: [(() throws -> Value)?],
                     rawValue: Value?) {
            self.name = name
            self.labels = labels
            self.types = types
            self.defaults = defaults
            self.rawValue = rawValue
        }
    }

    package var cases: [Case] = []
    package var caseIndex: [String: Int] = [:]
    package var rawType: SwiftType?
    /// How a library enum prints, when it differs from Swift's default (`Event` prints `next(1)`).
    package var customDescription: ((EnumInstance) -> String)?
    /// The library type name shown with its element type, e.g. `Event`.
    package var libraryGenericName: String?
    /// Explicit initializers.
    package var initializers: [Function] = []

    package func addCase(_ newCase: Case) {
        caseIndex[newCase.name] = cases.count
        cases.append(newCase)
    }
}
