import SwiftSyntax

extension Lowering {
    /// Lowers a pattern; `binding` says whether bare names bind (inside `let`) or compare.
    package func lowerPattern(_ pattern: PatternSyntax, binding: Bool, isVar: Bool = false) throws -> Pattern {
        let where_ = range(pattern)
        if let node = pattern.as(IdentifierPatternSyntax.self) {
            return Pattern(kind: .binding(name: node.identifier.text, isVar: isVar), range: where_)
        }
        if pattern.is(WildcardPatternSyntax.self) { return Pattern(kind: .wildcard, range: where_) }
        if let node = pattern.as(TuplePatternSyntax.self) {
            return Pattern(kind: .tuple(try node.elements.map {
                (label: $0.label?.text, pattern: try lowerPattern($0.pattern, binding: binding, isVar: isVar))
            }), range: where_)
        }
        if let node = pattern.as(ValueBindingPatternSyntax.self) {
            return try lowerPattern(node.pattern, binding: true, isVar: node.bindingSpecifier.text == "var")
        }
        if let node = pattern.as(IsTypePatternSyntax.self) {
            return Pattern(kind: .isType(try lowerType(node.type)), range: where_)
        }
        if let node = pattern.as(ExpressionPatternSyntax.self) {
            return try patternFromExpression(node.expression, binding: binding, isVar: isVar)
        }
        throw unsupported("this pattern is", pattern)
    }

    private func patternFromExpression(_ expr: ExprSyntax, binding: Bool, isVar: Bool) throws -> Pattern {
        let where_ = range(expr)
        if let node = expr.as(PatternExprSyntax.self) {
            return try lowerPattern(node.pattern, binding: binding, isVar: isVar)
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return Pattern(kind: .wildcard, range: where_) }
        if binding, let node = expr.as(DeclReferenceExprSyntax.self) {
            return Pattern(kind: .binding(name: node.baseName.text, isVar: isVar), range: where_)
        }
        if let node = expr.as(MemberAccessExprSyntax.self), isEnumCaseName(node) {
            return Pattern(kind: .enumCase(type: try node.base.map { try typeOfPatternBase($0) },
                                           name: node.declName.baseName.text, payload: nil), range: where_)
        }
        if let node = expr.as(FunctionCallExprSyntax.self),
           let member = node.calledExpression.as(MemberAccessExprSyntax.self), isEnumCaseName(member)
        {
            let payload = try node.arguments.map {
                (label: $0.label?.text, pattern: try patternFromExpression($0.expression, binding: binding, isVar: isVar))
            }
            return Pattern(kind: .enumCase(type: try member.base.map { try typeOfPatternBase($0) },
                                           name: member.declName.baseName.text, payload: payload), range: where_)
        }
        if let node = expr.as(TupleExprSyntax.self), node.elements.count != 1 || node.elements.first?.label != nil {
            return Pattern(kind: .tuple(try node.elements.map {
                (label: $0.label?.text, pattern: try patternFromExpression($0.expression, binding: binding, isVar: isVar))
            }), range: where_)
        }
        if let node = expr.as(TupleExprSyntax.self), let only = node.elements.first {
            return try patternFromExpression(only.expression, binding: binding, isVar: isVar)
        }
        if let node = expr.as(AsExprSyntax.self), node.questionOrExclamationMark == nil {
            return Pattern(kind: .cast(try patternFromExpression(node.expression, binding: binding, isVar: isVar),
                                       try lowerType(node.type)), range: where_)
        }
        if let node = expr.as(OptionalChainingExprSyntax.self) {
            return Pattern(kind: .optionalSome(try patternFromExpression(node.expression, binding: binding, isVar: isVar)),
                           range: where_)
        }
        return Pattern(kind: .expression(try lowerExpr(expr)), range: where_)
    }

    /// Whether `node` names an enum case: `.next`, `Event.next`, `MyError.boom`.
    private func isEnumCaseName(_ node: MemberAccessExprSyntax) -> Bool {
        guard let base = node.base else { return true }
        return typeFromExpression(base) != nil || base.is(MemberAccessExprSyntax.self)
    }

    private func typeOfPatternBase(_ base: ExprSyntax) throws -> TypeRef {
        if let type = typeFromExpression(base) { return type }
        if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
            return TypeRef(kind: .member(try typeOfPatternBase(inner), member.declName.baseName.text, []),
                           range: range(base))
        }
        throw unsupported("this pattern is", base)
    }

    // MARK: - Types

    package func lowerType(_ type: TypeSyntax) throws -> TypeRef {
        let where_ = range(type)
        func make(_ kind: TypeRef.Kind) -> TypeRef { TypeRef(kind: kind, range: where_) }
        if let node = type.as(IdentifierTypeSyntax.self) {
            return make(.named(node.name.text, try node.genericArgumentClause.map { try lowerGenericArguments($0) } ?? []))
        }
        if let node = type.as(MemberTypeSyntax.self) {
            return make(.member(try lowerType(node.baseType), node.name.text,
                                try node.genericArgumentClause.map { try lowerGenericArguments($0) } ?? []))
        }
        if let node = type.as(ArrayTypeSyntax.self) { return make(.array(try lowerType(node.element))) }
        if let node = type.as(DictionaryTypeSyntax.self) {
            return make(.dictionary(try lowerType(node.key), try lowerType(node.value)))
        }
        if let node = type.as(OptionalTypeSyntax.self) { return make(.optional(try lowerType(node.wrappedType))) }
        if let node = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return make(.optional(try lowerType(node.wrappedType)))
        }
        if let node = type.as(TupleTypeSyntax.self) {
            if node.elements.count == 1, let only = node.elements.first, only.firstName == nil {
                return try lowerType(only.type)
            }
            return make(.tuple(try node.elements.map { (label: $0.firstName?.text, type: try lowerType($0.type)) }))
        }
        if let node = type.as(FunctionTypeSyntax.self) {
            return make(.function(try node.parameters.map { try lowerType($0.type) },
                                  try lowerType(node.returnClause.type)))
        }
        if let node = type.as(AttributedTypeSyntax.self) { return try lowerType(node.baseType) }
        if let node = type.as(SomeOrAnyTypeSyntax.self) { return try lowerType(node.constraint) }
        if type.is(MetatypeTypeSyntax.self) { throw unsupported("metatypes are", type) }
        if let node = type.as(CompositionTypeSyntax.self) {
            return make(.composition(try node.elements.map { try lowerType($0.type) }))
        }
        throw unsupported("this type is", type)
    }

    package func lowerGenericArguments(_ clause: GenericArgumentClauseSyntax) throws -> [TypeRef] {
        try clause.arguments.map { argument in
            switch argument.argument {
            case .type(let type): return try lowerType(type)
            default: throw unsupported("value generics are", argument)
            }
        }
    }
}
