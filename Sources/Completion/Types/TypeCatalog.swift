/// Every type completion knows, found by name: the modules' (`APIIndex`) and the session's own,
/// a later declaration hiding an earlier one of the same name.
struct TypeCatalog: Sendable {
    /// A type with what is known of its generic arguments, by parameter name.
    struct Resolved: Equatable {
        let identifier: String
        var bindings: [String: TypeReference]
    }

    /// The modules' types, shared by every copy of the catalog (a session's catalog copies only
    /// what its inputs declared).
    private final class Modules: Sendable {
        let types: [String: APIIndex.TypeEntry]
        let byName: [String: String]
        let topLevelNames: Set<String>

        init(index: APIIndex, preferred: Set<String>) {
            types = index.types
            func rank(_ identifier: String) -> Int {
                guard let entry = index.types[identifier] else { return 0 }
                return (entry.isExternal ? 0 : 2) + (preferred.contains(TypeCatalog.module(of: identifier)) ? 1 : 0)
            }
            var byName: [String: String] = [:]
            var topLevelNames: Set<String> = []
            for (identifier, entry) in index.types.sorted(by: { $0.key < $1.key }) where !entry.name.isEmpty {
                if !entry.isExternal && !entry.name.contains(".") && !entry.name.hasPrefix("_") {
                    topLevelNames.insert(entry.name)
                }
                if let current = byName[entry.name], rank(current) >= rank(identifier) { continue }
                byName[entry.name] = identifier
            }
            self.byName = byName
            self.topLevelNames = topLevelNames
        }
    }

    private let modules: Modules
    private var declared: [String: APIIndex.TypeEntry] = [:]
    private var declaredNames: [String: String] = [:]

    /// The catalog of `index`; where two modules declare the same name, a declared type wins over
    /// an extended one, then one of the modules in `preferred` (PlaygroundTime's `Timer` over
    /// Foundation's, as learner code sees it).
    init(index: APIIndex, preferred: Set<String> = []) {
        modules = Modules(index: index, preferred: preferred)
    }

    /// The names offered for a bare word: types that are not nested nor underscored.
    var topLevelNames: Set<String> {
        modules.topLevelNames.union(declaredNames.keys.filter { !$0.contains(".") })
    }

    /// The module a precise identifier names (`s:7RxSwift10ObservableC` → `RxSwift`).
    static func module(of identifier: String) -> String {
        let mangled = identifier.dropFirst(2)
        let digits = mangled.prefix { $0.isNumber }
        guard let length = Int(digits) else { return "Swift" }
        return String(mangled.dropFirst(digits.count).prefix(length))
    }

    /// The type a name stands for.
    func identifier(named name: String) -> String? { declaredNames[name] ?? modules.byName[name] }

    /// The type of this identifier.
    func entry(_ identifier: String) -> APIIndex.TypeEntry? { declared[identifier] ?? modules.types[identifier] }

    /// Adds or replaces a type declared in the session; its name now means it.
    mutating func declare(_ entry: APIIndex.TypeEntry, identifier: String) {
        declared[identifier] = entry
        declaredNames[entry.name] = identifier
    }

    /// Adds what a session `extension` declares to the type it extends.
    mutating func extend(_ identifier: String, members: [APIIndex.Member], supertypes: [String]) {
        guard var extended = entry(identifier) else { return }
        extended.members += members
        extended.supertypes += supertypes
        declared[identifier] = extended
    }

    /// The type `reference` names with its generic arguments bound, following type aliases.
    func resolve(_ reference: TypeReference, depth: Int = 0) -> Resolved? {
        guard !reference.isUnknown, depth < 8, let identifier = identifier(named: reference.name),
            let entry = entry(identifier)
        else { return nil }
        var bindings: [String: TypeReference] = [:]
        for (parameter, argument) in zip(entry.genericParameters, reference.arguments) {
            bindings[parameter] = argument
        }
        if entry.kind == .typeAlias, let aliased = entry.aliased {
            let target = TypeReference(parsing: aliased).substituting(bindings)
            return resolve(target, depth: depth + 1)
        }
        return Resolved(identifier: identifier, bindings: bindings)
    }

    /// The identifiers of a type and all its supertypes, nearest first.
    func supertypeClosure(of identifier: String) -> [String] {
        var seen: Set<String> = [identifier]
        var order = [identifier]
        var next = 0
        while next < order.count {
            for supertype in entry(order[next])?.supertypes ?? [] where !seen.contains(supertype) {
                seen.insert(supertype)
                order.append(supertype)
            }
            next += 1
        }
        return order
    }
}

extension TypeReference {
    /// This type with generic parameters replaced by what `bindings` says of them; `Self.X` is
    /// looked up as `X`; parameters in `unknowns` become unknown.
    func substituting(
        _ bindings: [String: TypeReference], selfType: TypeReference? = nil, unknowns: Set<String> = []
    ) -> TypeReference {
        var result = self
        result.arguments = arguments.map { $0.substituting(bindings, selfType: selfType, unknowns: unknowns) }
        if path == ["Self"], let selfType {
            var replaced = selfType
            replaced.isMetatype = isMetatype
            return replaced
        }
        let name = path.first == "Self" && path.count == 2 ? path[1] : (path.count == 1 ? path[0] : nil)
        guard let name else { return path.first == "Self" ? .unknown : result }
        if unknowns.contains(name) { return .unknown }
        if var bound = bindings[name] {
            bound.isMetatype = isMetatype
            return bound
        }
        return path.first == "Self" ? .unknown : result
    }
}
