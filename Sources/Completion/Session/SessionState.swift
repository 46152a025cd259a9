import SwiftParser
import SwiftSyntax

/// What the session's inputs declared, as completion sees it: top-level variables with the
/// types spelled or followed from their initializers, functions with their results, and types
/// and extensions (added to the catalog). Each input is read after the ones before it, so a
/// later declaration hides an earlier one, as in the session.
struct SessionState: Sendable {
    /// The modules' types and the session's.
    var catalog: TypeCatalog
    /// Top-level variables and their types (`unknown` when not followed).
    var variables: [String: TypeReference] = [:]
    /// Top-level functions and their results.
    var functions: [String: TypeReference] = [:]
    private var declaredTypes = 0

    /// The state before any input: the modules' top-level functions and variables.
    init(catalog: TypeCatalog, globals: [APIIndex.Member] = []) {
        self.catalog = catalog
        for global in globals {
            let type = global.type.map { TypeReference(parsing: $0) } ?? .unknown
            if global.kind == .function {
                functions[global.name] = type
            } else {
                variables[global.name] = type
            }
        }
    }

    /// Reads the top-level declarations of one input.
    mutating func read(_ text: String) {
        let file = Parser.parse(source: text)
        for statement in file.statements {
            guard case .decl(let declaration) = statement.item else { continue }
            read(declaration)
        }
    }

    private mutating func read(_ declaration: DeclSyntax) {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for (name, type) in bindings(of: variable) { variables[name] = type }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            functions[function.name.text] =
                function.signature.returnClause.map {
                    TypeReference(parsing: $0.type.trimmedDescription)
                } ?? TypeReference("Void")
        } else if let extended = declaration.as(ExtensionDeclSyntax.self) {
            let name = TypeReference(parsing: extended.extendedType.trimmedDescription).name
            guard let identifier = catalog.identifier(named: name) else { return }
            catalog.extend(
                identifier, members: members(of: extended.memberBlock),
                supertypes: supertypes(extended.inheritanceClause))
        } else if let type = declaration.asProtocol(DeclGroupSyntax.self) {
            declare(type, prefix: "")
        } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
            declaredTypes += 1
            catalog.declare(
                APIIndex.TypeEntry(
                    name: alias.name.text, kind: .typeAlias,
                    genericParameters: alias.genericParameterClause?.parameters.map(\.name.text) ?? [],
                    aliased: alias.initializer.value.trimmedDescription),
                identifier: "session.\(declaredTypes)")
        }
    }

    /// The names a variable declaration binds, with their types.
    private func bindings(of variable: VariableDeclSyntax) -> [(String, TypeReference)] {
        variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            if let annotation = binding.typeAnnotation {
                return (name, TypeReference(parsing: annotation.type.trimmedDescription))
            }
            guard let initializer = binding.initializer else { return (name, .unknown) }
            return (name, ExpressionTyper(session: self).value(of: initializer.value) ?? .unknown)
        }
    }

    /// Adds a struct, class, enum, protocol or actor (and the types nested in it) to the catalog.
    @discardableResult
    private mutating func declare(_ group: some DeclGroupSyntax, prefix: String) -> String? {
        let kind: APIIndex.TypeEntry.Kind
        let name: String
        var parameters: [String] = []
        if let type = group.as(StructDeclSyntax.self) {
            (kind, name) = (.structType, type.name.text)
            parameters = type.genericParameterClause?.parameters.map(\.name.text) ?? []
        } else if let type = group.as(ClassDeclSyntax.self) {
            (kind, name) = (.classType, type.name.text)
            parameters = type.genericParameterClause?.parameters.map(\.name.text) ?? []
        } else if let type = group.as(EnumDeclSyntax.self) {
            (kind, name) = (.enumType, type.name.text)
            parameters = type.genericParameterClause?.parameters.map(\.name.text) ?? []
        } else if let type = group.as(ActorDeclSyntax.self) {
            (kind, name) = (.classType, type.name.text)
        } else if let type = group.as(ProtocolDeclSyntax.self) {
            (kind, name) = (.protocolType, type.name.text)
        } else {
            return nil
        }
        declaredTypes += 1
        let identifier = "session.\(declaredTypes)"
        let fullName = prefix + name
        // Declared first, so members may name the type itself.
        catalog.declare(
            APIIndex.TypeEntry(name: fullName, kind: kind, genericParameters: parameters), identifier: identifier)
        var entry = APIIndex.TypeEntry(
            name: fullName, kind: kind, genericParameters: parameters,
            supertypes: supertypes(group.inheritanceClause), members: members(of: group.memberBlock))
        for item in group.memberBlock.members {
            guard let nested = item.decl.asProtocol(DeclGroupSyntax.self), !nested.is(ExtensionDeclSyntax.self),
                let nestedIdentifier = declare(nested, prefix: fullName + "."),
                let nestedName = catalog.entry(nestedIdentifier)?.name
            else { continue }
            entry.members.append(
                APIIndex.Member(
                    name: String(nestedName.dropFirst(fullName.count + 1)), kind: .nestedType, isStatic: true,
                    nestedType: nestedIdentifier))
        }
        catalog.declare(entry, identifier: identifier)
        return identifier
    }

    private func supertypes(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).compactMap { inherited in
            catalog.resolve(TypeReference(parsing: inherited.type.trimmedDescription))?.identifier
        }
    }

    /// The members a type's or extension's body declares.
    private func members(of block: MemberBlockSyntax) -> [APIIndex.Member] {
        var found: [APIIndex.Member] = []
        for item in block.members {
            let declaration = item.decl
            let isStatic =
                declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
                    $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                } ?? false
            if let variable = declaration.as(VariableDeclSyntax.self) {
                found += bindings(of: variable).map { name, type in
                    APIIndex.Member(
                        name: name, kind: .property, isStatic: isStatic, type: type.isUnknown ? nil : type.spelled)
                }
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                found.append(
                    APIIndex.Member(
                        name: function.name.text, kind: .function, isStatic: isStatic,
                        type: function.signature.returnClause?.type.trimmedDescription ?? "Void",
                        labels: function.signature.parameterClause.parameters.map { $0.firstName.text },
                        genericParameters: function.genericParameterClause?.parameters.map(\.name.text) ?? []))
            } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
                found += cases.elements.map {
                    APIIndex.Member(name: $0.name.text, kind: .enumCase, isStatic: true, type: "Self")
                }
            }
        }
        return found
    }
}

extension TypeReference {
    /// The type spelled as Swift would (`Observable<Int>`, `Reactive<UIButton>.Type`).
    var spelled: String {
        var text = name
        if !arguments.isEmpty { text += "<" + arguments.map(\.spelled).joined(separator: ", ") + ">" }
        if isMetatype { text += ".Type" }
        return isUnknown ? "_" : text
    }
}
