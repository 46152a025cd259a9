/// A library learner code can use (RxSwift, the UIKit stand-ins): it adds its member tables,
/// type names, enums and hooks to the library set of one interpreter.
package protocol InterpreterLibrary: AnyObject {
    /// Adds the library's tables, types and hooks to `libraries`, the set of one interpreter.
    func register(into libraries: LibrarySet)
}

/// Everything one interpreter's learner code can call besides its own declarations: the
/// standard library subset and each library's member tables, type names and enums. An instance
/// per interpreter, so two interpreters never share state.
package final class LibrarySet {
    /// Instance members by family.
    package private(set) var instance: [MemberFamily: MemberTable] = [:]
    /// Static members and initializers by type name.
    package private(set) var statics: [String: MemberTable] = [:]
    /// Library enums: case names and labels.
    package var enums: [String: EnumType] = [:]
    /// The payload types of a library enum's case, given the enum's element type.
    package var enumPayloads: [String: (_ caseName: String, _ element: SwiftType) -> [SwiftType]] = [:]
    /// Older names of library enums' cases, by enum: the case's name now and a note saying so.
    package var caseAliases: [String: [String: (name: String, note: String)]] = [:]
    /// Library type names, and how each becomes a type given its generic arguments.
    package var typeNames: [String: ([SwiftType]) -> SwiftType] = [:]
    /// Type names offered by Tab completion at the start of a name.
    package var completionNames: Set<String> = []
    /// For `.name` where the context does not say the type: the type it probably belongs to.
    package var implicitMembers: [String: SwiftType] = [:]
    /// Modules an `import` may name.
    package var modules: Set<String> = ["Foundation", "Swift", "Combine"]
    /// What an unknown `import` is told the playground provides.
    package var modulesNote = "the playground provides Foundation basics"
    /// Names outside the playground, each with its message and an optional note.
    package var outsideNames: [String: (message: String, note: String?)] = OutsideNames.standard
    /// Texts for errors the libraries know better than `String(describing:)` does.
    package var errorTexts: [(Swift.Error) -> String?] = []
    /// Library types learner code may extend, beyond those its type names give.
    package var extensionTargets: [String: ExtensionTarget] = [:]
    /// Library type names that are protocols: Swift's messages write them `any Disposable`.
    package var protocolNames: Set<String> = []
    /// The case names of engine errors (`RxError.noElements` is `noElements`), for
    /// `if case RxError.noElements = error`.
    package var errorCaseNames: [(Swift.Error) -> String?] = []
    /// Library types whose parameters refuse, when the input is checked, an argument whose type
    /// is known to be another (`disposed(by: 5)`), so a wrong call runs none of the input.
    package var checkedParameterTypes: Set<String> = []
    /// Library methods that throw, by the receiver's library type name (`BehaviorSubject`:
    /// `value`): a call needs `try`.
    package var throwingMethods: [String: Set<String>] = [:]
    /// Told when a top-level variable is bound to a library object.
    package var bindingObservers: [(_ name: String, _ value: Value, _ declared: SwiftType) -> Void] = []
    /// Library classes learner classes may inherit from, by name (see `LibraryClass`).
    package var classes: [String: LibraryClass] = [:]
    /// The interpreter these libraries serve.
    package weak var interpreter: Interpreter?
    /// Per-interpreter state of the libraries, by the state's type.
    private var states: [ObjectIdentifier: AnyObject] = [:]

    /// The standard library subset, then `libraries` in order.
    package init(_ libraries: [any InterpreterLibrary] = []) {
        StandardLibrary.register(into: self)
        for library in libraries { library.register(into: self) }
    }

    /// The table of `family`, made empty on first use.
    package func instanceTable(_ family: MemberFamily, parent: MemberTable? = nil) -> MemberTable {
        if let table = instance[family] { return table }
        let table = MemberTable(parent: parent)
        instance[family] = table
        return table
    }

    /// The static table of the type `name`, made empty on first use.
    package func staticTable(_ name: String, parent: MemberTable? = nil) -> MemberTable {
        if let table = statics[name] { return table }
        let table = MemberTable(parent: parent)
        statics[name] = table
        return table
    }

    /// Keeps `state` for its library, found again with `state(_:)`.
    package func keep<State: AnyObject>(_ state: State) {
        states[ObjectIdentifier(State.self)] = state
    }

    /// The state a library kept, if it is registered.
    package func state<State: AnyObject>(_ type: State.Type) -> State? {
        states[ObjectIdentifier(type)] as? State
    }

    // MARK: - Lookups

    /// The free functions (`print`, `zip`…).
    package var globalFunctions: MemberTable { statics["$global"] ?? MemberTable() }

    package func table(for value: Value) -> MemberTable? {
        switch value {
        case .enumCase(let enumValue):
            guard let name = enumValue.type.libraryGenericName else { return nil }
            return instance[.library(name)]
        case .type(let type): return table(forStatic: type)
        default: return instance[value.family]
        }
    }

    /// The key of the table a value's members come from (for call-site caches).
    package static func familyKey(of value: Value) -> MemberFamily {
        if case .enumCase(let enumValue) = value, let name = enumValue.type.libraryGenericName { return .library(name) }
        if case .type(let type) = value { return .library("static " + type.description) }
        return value.family
    }

    /// The instance members of values of `type`.
    package func table(forType type: SwiftType) -> MemberTable? {
        switch type {
        case .int: return instance[.int]
        case .double: return instance[.double]
        case .bool: return instance[.bool]
        case .string: return instance[.string]
        case .character: return instance[.character]
        case .array: return instance[.array]
        case .dictionary: return instance[.dictionary]
        case .optional: return instance[.optional]
        case .library(let name, _): return instance[.library(name)]
        case .error: return instance[.error]
        default: return nil
        }
    }

    /// The static members and initializers of `type`.
    package func table(forStatic type: SwiftType) -> MemberTable? {
        statics[LibrarySet.staticName(type)]
    }

    package static func staticName(_ type: SwiftType) -> String {
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
    package func libraryEnum(_ name: String) -> EnumType? { enums[name] }

    package func caseNames(ofLibraryEnum name: String) -> [String] {
        enums[name]?.cases.map(\.name) ?? []
    }

    package func payloadTypes(ofLibraryEnum name: String, case caseName: String, element: SwiftType) -> [SwiftType] {
        enumPayloads[name]?(caseName, element) ?? []
    }

    /// The library type whose static member `.name` probably is, when the context does not say.
    package func implicitMemberType(_ name: String) -> SwiftType? { implicitMembers[name] }

    /// Every member name of values of `type`, for completion.
    package func memberNames(ofType type: SwiftType) -> Set<String> {
        table(forType: type)?.allNames ?? []
    }

    /// Every static member name of `type`, for completion.
    package func staticMemberNames(ofType type: SwiftType) -> Set<String> {
        table(forStatic: type)?.allNames ?? []
    }

    /// The text of `error` as a library knows it, if one does.
    package func text(of error: Swift.Error) -> String? {
        for text in errorTexts { if let known = text(error) { return known } }
        return nil
    }

    /// Tells the libraries that the top-level variable `name` now holds `value`.
    package func didBind(_ name: String, to value: Value, declared: SwiftType) {
        for observer in bindingObservers { observer(name, value, declared) }
    }
}
