/// A protocol the learner declared, or a library type the learner extended
/// (`extension ObservableType`): a place for extension methods and computed properties that
/// every conforming value gets.
package final class ProtocolType: NominalType {
    /// Required members by name (a conforming type provides them).
    package var requirements: Set<String> = []
    /// Protocols it refines.
    package var refined: [ProtocolType] = []
    /// For an extended library type, how `self` is typed inside the extension (so the library's
    /// members are known), and the library's member names, reachable without `self.`.
    package var selfStaticType: SwiftType?
    package var libraryMemberNames: Set<String> = []
    /// For an extended library type: whether a value is one of its values.
    package var matches: ((Value) -> Bool)?

    /// Whether `name` is a member every conforming value has.
    package func hasRequirement(_ name: String) -> Bool {
        if requirements.contains(name) || libraryMemberNames.contains(name) { return true }
        if methods[name] != nil || computed[name] != nil { return true }
        return refined.contains { $0.hasRequirement(name) }
    }

    /// Whether this protocol is `other` or refines it.
    package func isOrRefines(_ other: ProtocolType) -> Bool {
        self === other || refined.contains { $0.isOrRefines(other) }
    }
}

extension NominalType {
    /// The extension methods named `name` its protocols provide, nearest first.
    package func protocolMethods(_ name: String) -> [Function]? {
        for adopted in protocols {
            if let methods = adopted.methods[name] { return methods }
            if let methods = adopted.protocolMethods(name) { return methods }
        }
        if let refining = self as? ProtocolType {
            for parent in refining.refined {
                if let methods = parent.methods[name] ?? parent.protocolMethods(name) { return methods }
            }
        }
        return nil
    }

    /// The extension computed property `name` its protocols provide.
    package func protocolComputed(_ name: String) -> ComputedProperty? {
        for adopted in protocols {
            if let computed = adopted.computed[name] ?? adopted.protocolComputed(name) { return computed }
        }
        if let refining = self as? ProtocolType {
            for parent in refining.refined {
                if let computed = parent.computed[name] ?? parent.protocolComputed(name) { return computed }
            }
        }
        return nil
    }

    /// Whether it conforms to `adopted`, directly or through a refined protocol.
    package func conforms(to adopted: ProtocolType) -> Bool {
        if let selfProtocol = self as? ProtocolType, selfProtocol.isOrRefines(adopted) { return true }
        return protocols.contains { $0.isOrRefines(adopted) }
    }
}

/// Library types the learner extended in one interpreter, by name.
package final class LearnerExtensions {
    package private(set) var types: [String: ProtocolType] = [:]

    package init() {}

    package var isEmpty: Bool { types.isEmpty }

    package func add(_ type: ProtocolType) { types[type.name] = type }

    /// The extension methods named `name` that apply to `value`.
    package func methods(_ name: String, for value: Value) -> [Function]? {
        for type in types.values {
            if let methods = type.methods[name], type.matches?(value) == true { return methods }
        }
        return nil
    }

    /// The extension computed property `name` that applies to `value`.
    package func computed(_ name: String, for value: Value) -> ComputedProperty? {
        for type in types.values {
            if let computed = type.computed[name], type.matches?(value) == true { return computed }
        }
        return nil
    }
}
