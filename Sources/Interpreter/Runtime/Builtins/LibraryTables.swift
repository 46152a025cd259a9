/// Where every library member table is found: instance members by family, static members and
/// initializers by type name. Each group of builtins registers its tables here.
enum LibraryTables {
    private static let registry = Registry()

    final class Registry {
        var instance: [MemberFamily: MemberTable] = [:]
        var statics: [String: MemberTable] = [:]
        /// Library enums: case names and payload types given the element type.
        var enums: [String: EnumType] = [:]

        init() {
            for register in LibraryTables.groups { register(self) }
        }

        func instanceTable(_ family: MemberFamily, parent: MemberTable? = nil) -> MemberTable {
            if let table = instance[family] { return table }
            let table = MemberTable(parent: parent)
            instance[family] = table
            return table
        }

        func staticTable(_ name: String, parent: MemberTable? = nil) -> MemberTable {
            if let table = statics[name] { return table }
            let table = MemberTable(parent: parent)
            statics[name] = table
            return table
        }
    }

    /// Every group of builtins, each registering its tables.
    static let groups: [(Registry) -> Void] = [
        GlobalFunctions.register, NumberMembers.register, StringMembers.register, ArrayMembers.register,
        DictionaryMembers.register, OptionalMembers.register, MiscMembers.register,
    ] + RxBridge.groups + [MockUI.register]

    static func table(for value: Value) -> MemberTable? {
        switch value {
        case .enumCase(let instance):
            guard let name = instance.type.libraryGenericName else { return nil }
            return registry.instance[.library(name)]
        case .type(let type): return table(forStatic: type)
        default: return registry.instance[value.family]
        }
    }

    /// The key of the table a value's members come from (for call-site caches).
    static func familyKey(of value: Value) -> MemberFamily {
        if case .enumCase(let instance) = value, let name = instance.type.libraryGenericName { return .library(name) }
        if case .type(let type) = value { return .library("static " + type.description) }
        return value.family
    }

    /// The instance members of values of `type`.
    static func table(forType type: SwiftType) -> MemberTable? {
        switch type {
        case .int: return registry.instance[.int]
        case .double: return registry.instance[.double]
        case .bool: return registry.instance[.bool]
        case .string: return registry.instance[.string]
        case .character: return registry.instance[.character]
        case .array: return registry.instance[.array]
        case .dictionary: return registry.instance[.dictionary]
        case .optional: return registry.instance[.optional]
        case .library(let name, _): return registry.instance[.library(name)]
        case .error: return registry.instance[.error]
        default: return nil
        }
    }

    /// The static members and initializers of `type`.
    static func table(forStatic type: SwiftType) -> MemberTable? {
        registry.statics[staticName(type)]
    }

    static func staticName(_ type: SwiftType) -> String {
        switch type {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .optional: return "Optional"
        case .library(let name, _): return name
        default: return type.description
        }
    }

    /// A library enum by name (`Event`, `Result`, `MaybeEvent`, `CompletableEvent`).
    static func libraryEnum(_ name: String) -> EnumType? { registry.enums[name] }

    static func caseNames(ofLibraryEnum name: String) -> [String] {
        registry.enums[name]?.cases.map(\.name) ?? []
    }

    static func payloadTypes(ofLibraryEnum name: String, case caseName: String, element: SwiftType) -> [SwiftType] {
        switch (name, caseName) {
        case ("Event", "next"), ("Result", "success"), ("MaybeEvent", "success"): return [element]
        case (_, "error"), (_, "failure"): return [.error]
        default: return []
        }
    }

    /// The library type whose static member `.name` probably is, when the context does not say.
    static func implicitMemberType(_ name: String) -> SwiftType? {
        switch name {
        case "next", "error", "completed": return .library("Event", [.unknown])
        case "success", "failure": return .library("Result", [.unknown])
        case "milliseconds", "seconds", "microseconds", "nanoseconds", "never": return .library("RxTimeInterval", [])
        default: return nil
        }
    }

    /// Every member name of values of `type`, for completion.
    static func memberNames(ofType type: SwiftType) -> Set<String> {
        table(forType: type)?.allNames ?? []
    }

    /// Every static member name of `type`, for completion.
    static func staticMemberNames(ofType type: SwiftType) -> Set<String> {
        table(forStatic: type)?.allNames ?? []
    }
}
