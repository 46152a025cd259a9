import SwiftSyntax

extension Lowering {
    // swiftlint:disable:next cyclomatic_complexity
    package func lowerDecl(_ decl: DeclSyntax) throws -> Decl {
        let where_ = range(decl)
        func make(_ kind: Decl.Kind) -> Decl { Decl(kind: kind, range: where_) }
        if let node = decl.as(VariableDeclSyntax.self) { return make(.variable(try lowerVariable(node))) }
        if let node = decl.as(FunctionDeclSyntax.self) { return make(.function(try lowerFunction(node))) }
        if let node = decl.as(StructDeclSyntax.self) {
            var typeDecl = try lowerTypeDecl(name: node.name, inherited: node.inheritanceClause, members: node.memberBlock)
            typeDecl.genericParameters = genericNames(node.genericParameterClause)
            return make(.structure(typeDecl))
        }
        if let node = decl.as(EnumDeclSyntax.self) {
            var typeDecl = try lowerTypeDecl(name: node.name, inherited: node.inheritanceClause, members: node.memberBlock)
            typeDecl.genericParameters = genericNames(node.genericParameterClause)
            return make(.enumeration(typeDecl))
        }
        if let node = decl.as(ProtocolDeclSyntax.self) { return make(.protocolDecl(try lowerProtocol(node))) }
        if let node = decl.as(ExtensionDeclSyntax.self) {
            let extended = try lowerType(node.extendedType)
            var extendedName: String?
            switch extended.kind {
            case .named(let name, _): extendedName = name
            case .member(_, let name, _): extendedName = name  // `extension Swift.Error`
            default: break
            }
            guard let name = extendedName else { throw unsupported("this extension is", node) }
            return make(.extensionDecl(TypeDecl(
                name: name, nameRange: extended.range,
                inherited: try node.inheritanceClause?.inheritedTypes.map { try lowerType($0.type) } ?? [],
                members: try node.memberBlock.members.map { try lowerDecl($0.decl) })))
        }
        if let node = decl.as(TypeAliasDeclSyntax.self) {
            return make(.typeAlias(name: node.name.text, try lowerType(node.initializer.value)))
        }
        if let node = decl.as(InitializerDeclSyntax.self) {
            guard let body = node.body else { throw unsupported("an initializer without a body is", node) }
            try checkModifiers(node.modifiers)
            var initializer = FunctionDecl(
                name: "init", nameRange: range(node.initKeyword),
                parameters: try lowerParameters(node.signature.parameterClause),
                returnType: nil, isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
                isStatic: false, isMutating: true, isFailable: node.optionalMark != nil,
                body: try lowerBlock(body))
            initializer.modifiers = memberModifiers(node.modifiers)
            return make(.initializer(initializer))
        }
        if let node = decl.as(EnumCaseDeclSyntax.self) {
            return make(.enumCases(try node.elements.map { element in
                EnumCaseDecl(
                    name: element.name.text,
                    parameters: try element.parameterClause?.parameters.map { parameter in
                        (label: (parameter.firstName?.text).flatMap { $0 == "_" ? nil : $0 },
                         type: try lowerType(parameter.type),
                         defaultValue: try parameter.defaultValue.map { try lowerExpr($0.value) })
                    } ?? [],
                    rawValue: try element.rawValue.map { try lowerExpr($0.value) }, range: range(element))
            }))
        }
        if let node = decl.as(ImportDeclSyntax.self) {
            return make(.importModule(node.path.map(\.name.text).joined(separator: ".")))
        }
        if let node = decl.as(ClassDeclSyntax.self) { return make(.classDecl(try lowerClass(node))) }
        if let node = decl.as(DeinitializerDeclSyntax.self) { return make(.deinitializer(try lowerDeinit(node))) }
        if decl.is(ActorDeclSyntax.self) { throw unsupported("actors are", decl) }
        if decl.is(SubscriptDeclSyntax.self) { throw unsupported("subscript declarations are", decl) }
        if decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) {
            throw unsupported("custom operators are", decl)
        }
        if decl.is(IfConfigDeclSyntax.self) { throw unsupported("'#if' is", decl) }
        if decl.is(MacroExpansionDeclSyntax.self) || decl.is(MacroDeclSyntax.self) { throw unsupported("macros are", decl) }
        if decl.is(AssociatedTypeDeclSyntax.self) { throw unsupported("associated types are", decl) }
        throw unsupported("this declaration is", decl)
    }

    package func hasModifier(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
        modifiers.contains { $0.name.text == name }
    }

    private func checkModifiers(_ modifiers: DeclModifierListSyntax) throws {
        for modifier in modifiers {
            switch modifier.name.text {
            case "indirect", "dynamic", "async", "nonisolated":
                throw unsupported("'\(modifier.name.text)' is", modifier)
            default: break
            }
        }
    }

    package func lowerVariable(_ node: VariableDeclSyntax) throws -> VariableDecl {
        try checkModifiers(node.modifiers)
        let isLet = node.bindingSpecifier.text == "let"
        let bindings = try node.bindings.map { binding -> VariableDecl.Binding in
            var getter: [Stmt]?
            var setter: (name: String, body: [Stmt])?
            var willSet: [Stmt]?
            var didSet: [Stmt]?
            switch binding.accessorBlock?.accessors {
            case .getter(let items): getter = try lowerItems(items)
            case .accessors(let list):
                for accessor in list {
                    let body = try accessor.body.map { try lowerBlock($0) } ?? []
                    switch accessor.accessorSpecifier.text {
                    case "get": getter = body
                    case "set": setter = (accessor.parameters?.name.text ?? "newValue", body)
                    case "willSet": willSet = body
                    case "didSet": didSet = body
                    default: throw unsupported("'\(accessor.accessorSpecifier.text)' accessors are", accessor)
                    }
                }
            case nil: break
            }
            return VariableDecl.Binding(
                pattern: try lowerPattern(binding.pattern, binding: true, isVar: !isLet),
                type: try binding.typeAnnotation.map { try lowerType($0.type) },
                initializer: try binding.initializer.map { try lowerExpr($0.value) },
                getter: getter, setter: setter, observers: (willSet, didSet), range: range(binding))
        }
        var variable = VariableDecl(isLet: isLet, isStatic: hasModifier(node.modifiers, "static")
                                        || hasModifier(node.modifiers, "class"), bindings: bindings)
        variable.modifiers = memberModifiers(node.modifiers)
        variable.modifiers.isImplicitlyUnwrapped = node.bindings.contains {
            $0.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        }
        return variable
    }

    package func lowerParameters(_ clause: FunctionParameterClauseSyntax) throws -> [FunctionDecl.Parameter] {
        try clause.parameters.map { parameter in
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? first
            var type = parameter.type
            var isInout = false
            if let attributed = type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains { specifier in
                    if case .simpleTypeSpecifier(let simple) = specifier { return simple.specifier.text == "inout" }
                    return false
                }
                type = attributed.baseType
            }
            return FunctionDecl.Parameter(
                label: first == "_" ? nil : first, name: name, type: try lowerType(type),
                defaultValue: try parameter.defaultValue.map { try lowerExpr($0.value) },
                isVariadic: parameter.ellipsis != nil, isInout: isInout, range: range(parameter))
        }
    }

    package func lowerFunction(_ node: FunctionDeclSyntax) throws -> FunctionDecl {
        try checkModifiers(node.modifiers)
        if node.signature.effectSpecifiers?.asyncSpecifier != nil { throw unsupported("async functions are", node) }
        guard let body = node.body else { throw unsupported("a function without a body is", node) }
        try checkOperatorFunction(node)
        var function = FunctionDecl(
            name: node.name.text, nameRange: range(node.name),
            parameters: try lowerParameters(node.signature.parameterClause),
            returnType: try node.signature.returnClause.map { try lowerType($0.type) },
            isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
            isStatic: hasModifier(node.modifiers, "static") || hasModifier(node.modifiers, "class"),
            isMutating: hasModifier(node.modifiers, "mutating"), isFailable: false, body: try lowerBlock(body))
        function.modifiers = memberModifiers(node.modifiers)
        function.genericParameters = genericNames(node.genericParameterClause)
        return function
    }

    /// An operator function is taken for Swift's own infix operators (on the learner's types);
    /// a new operator, or a prefix or postfix one, says it is not part of the playground.
    private func checkOperatorFunction(_ node: FunctionDeclSyntax) throws {
        switch node.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: break
        default: return
        }
        if hasModifier(node.modifiers, "prefix") || hasModifier(node.modifiers, "postfix") {
            throw unsupported("prefix and postfix operator functions are", node.name)
        }
        guard Compiler.overloadableOperators.contains(node.name.text) else {
            throw unsupported("custom operators are", node.name)
        }
    }

    private func lowerTypeDecl(name: TokenSyntax, inherited: InheritanceClauseSyntax?, members: MemberBlockSyntax)
        throws -> TypeDecl
    {
        TypeDecl(
            name: name.text, nameRange: range(name),
            inherited: try inherited?.inheritedTypes.map { try lowerType($0.type) } ?? [],
            members: try members.members.map { try lowerDecl($0.decl) })
    }
}
