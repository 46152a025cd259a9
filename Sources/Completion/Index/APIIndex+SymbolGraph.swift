extension APIIndex {
    /// The index of one module's symbol graphs (its own and those of its extensions to other
    /// modules' types), public and not underscored.
    init(graphs: [SymbolGraph]) {
        var symbols: [String: SymbolGraph.Symbol] = [:]
        for graph in graphs {
            for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
        }
        var types: [String: TypeEntry] = [:]
        var globals: [Member] = []
        for (identifier, symbol) in symbols {
            if let kind = Self.typeKind(symbol.kind.identifier) {
                types[identifier] = TypeEntry(
                    name: symbol.pathComponents.joined(separator: "."), kind: kind,
                    genericParameters: symbol.swiftGenerics?.parameters?.map(\.name) ?? [],
                    aliased: kind == .typeAlias ? DeclarationText(symbol.declarationFragments ?? []).aliasedType : nil)
            } else if symbol.pathComponents.count == 1, let member = Self.member(symbol, nestedType: nil) {
                globals.append(member)
            }
        }
        let relationships = graphs.flatMap(\.relationships)
        for relationship in relationships {
            Self.add(relationship, symbols: symbols, to: &types)
        }
        // A protocol extension's implementation of a requirement is no `memberOf` the protocol,
        // only the `defaultImplementationOf` its requirement; it joins the requirement's owner.
        var owners: [String: String] = [:]
        for relationship in relationships where relationship.kind.hasSuffix("equirementOf") {
            owners[relationship.source] = relationship.target
        }
        for relationship in relationships where relationship.kind == "defaultImplementationOf" {
            guard let owner = owners[relationship.target], let symbol = symbols[relationship.source],
                let member = Self.member(symbol, nestedType: nil),
                types[owner]?.members.contains(member) == false
            else { continue }
            types[owner]?.members.append(member)
        }
        self.init(types: types, globals: globals.filter { !$0.name.hasPrefix("_") })
    }

    private static func add(
        _ relationship: SymbolGraph.Relationship, symbols: [String: SymbolGraph.Symbol],
        to types: inout [String: TypeEntry]
    ) {
        switch relationship.kind {
        case "memberOf", "requirementOf", "optionalRequirementOf":
            guard let symbol = symbols[relationship.source] else { return }
            let nested = typeKind(symbol.kind.identifier) != nil ? relationship.source : nil
            guard let member = member(symbol, nestedType: nested), !member.name.hasPrefix("_") else { return }
            let owner = symbol.pathComponents.dropLast().joined(separator: ".")
            types[relationship.target, default: TypeEntry(name: owner, kind: .external)].members.append(member)
        case "conformsTo", "inheritsFrom":
            var entry = types[relationship.source, default: TypeEntry(name: "", kind: .external)]
            if !entry.supertypes.contains(relationship.target) { entry.supertypes.append(relationship.target) }
            types[relationship.source] = entry
        default:
            break
        }
    }

    private static func typeKind(_ identifier: String) -> TypeEntry.Kind? {
        switch identifier {
        case "swift.class": return .classType
        case "swift.struct": return .structType
        case "swift.enum": return .enumType
        case "swift.protocol": return .protocolType
        case "swift.typealias": return .typeAlias
        default: return nil
        }
    }

    private static func member(_ symbol: SymbolGraph.Symbol, nestedType: String?) -> Member? {
        let kind: Member.Kind
        var isStatic = false
        switch symbol.kind.identifier {
        case "swift.method", "swift.func": kind = .function
        case "swift.type.method": (kind, isStatic) = (.function, true)
        case "swift.property", "swift.var": kind = .property
        case "swift.type.property": (kind, isStatic) = (.property, true)
        case "swift.subscript": kind = .subscriptMember
        case "swift.type.subscript": (kind, isStatic) = (.subscriptMember, true)
        case "swift.init": (kind, isStatic) = (.initializer, true)
        case "swift.enum.case": (kind, isStatic) = (.enumCase, true)
        default:
            guard nestedType != nil else { return nil }
            (kind, isStatic) = (.nestedType, true)
        }
        // The title of an enum case or a nested type names its parent too (`Signal.on`).
        let title = symbol.pathComponents.last ?? symbol.names.title
        let name = title.split(separator: "(", maxSplits: 1).first.map(String.init) ?? title
        let text = DeclarationText(symbol.declarationFragments ?? [])
        return Member(
            name: name, kind: kind, isStatic: isStatic,
            type: kind == .enumCase || kind == .initializer ? "Self" : text.resultType,
            labels: kind == .function || kind == .initializer ? labels(of: title) : [],
            parameterTypes: kind == .subscriptMember ? text.parameterTypes : nil,
            genericParameters: text.ownGenericParameters,
            constraints: (symbol.swiftExtension?.constraints ?? []).compactMap(constraint),
            nestedType: nestedType)
    }

    /// `of(_:scheduler:)` → `["_", "scheduler"]`.
    private static func labels(of title: String) -> [String] {
        guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else { return [] }
        let inside = title[title.index(after: open)..<title.index(before: title.endIndex)]
        return inside.split(separator: ":").map(String.init)
    }

    private static func constraint(_ constraint: SymbolGraph.Constraint) -> Constraint? {
        let kind: Constraint.Kind
        switch constraint.kind {
        case "conformance": kind = .conformance
        case "superclass": kind = .superclass
        case "sameType": kind = .sameType
        default: return nil
        }
        return Constraint(
            kind: kind, parameter: constraint.lhs, requirement: constraint.rhs,
            requirementIdentifier: constraint.rhsPrecise)
    }
}
