@_spi(Compiler) import SwiftParser
import SwiftSyntax

extension Lowering {
    package func lowerExpr(_ expr: ExprSyntax) throws -> Expr {
        if isChainLink(expr) {
            let saved = chainHasOptional
            chainHasOptional = false
            defer { chainHasOptional = saved }
            let lowered = try lowerChain(expr)
            if chainHasOptional { return Expr(kind: .optionalEvaluation(lowered), range: lowered.range) }
            return lowered
        }
        return try lowerPlain(expr)
    }

    private func isChainLink(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base != nil }
        return expr.is(FunctionCallExprSyntax.self) || expr.is(SubscriptCallExprSyntax.self)
            || expr.is(ForceUnwrapExprSyntax.self) || expr.is(OptionalChainingExprSyntax.self)
    }

    /// Lowers one link of a postfix chain (`a?.b(c)[d]!`), its base in the same chain.
    private func lowerChain(_ expr: ExprSyntax) throws -> Expr {
        let where_ = range(expr)
        func base(_ node: ExprSyntax) throws -> Expr {
            isChainLink(node) ? try lowerChain(node) : try lowerPlain(node)
        }
        if let node = expr.as(MemberAccessExprSyntax.self), let baseExpr = node.base {
            if node.declName.argumentNames != nil { throw unsupported("references to a method by its labels are", node) }
            let name = node.declName.baseName.text
            if name == "self", let type = typeFromExpression(baseExpr) {
                return Expr(kind: .type(type), range: where_)
            }
            return Expr(kind: .member(try base(baseExpr), name, range: range(node.declName)), range: where_)
        }
        if let node = expr.as(FunctionCallExprSyntax.self) {
            var arguments = try lowerArguments(node.arguments)
            if let closure = node.trailingClosure {
                arguments.append(Argument(label: nil, value: try lowerClosure(closure), isTrailing: true,
                                          range: range(closure)))
            }
            for extra in node.additionalTrailingClosures {
                arguments.append(Argument(label: extra.label.text, value: try lowerClosure(extra.closure),
                                          isTrailing: true, range: range(extra)))
            }
            if arguments.isEmpty, let type = typeFromExpression(node.calledExpression),
               node.calledExpression.is(ArrayExprSyntax.self) || node.calledExpression.is(DictionaryExprSyntax.self)
            {
                return Expr(kind: .call(Expr(kind: .type(type), range: range(node.calledExpression)), []),
                            range: where_)
            }
            return Expr(kind: .call(try base(node.calledExpression), arguments), range: where_)
        }
        if let node = expr.as(SubscriptCallExprSyntax.self) {
            if node.trailingClosure != nil { throw unsupported("trailing closures in subscripts are", node) }
            return Expr(kind: .subscriptAccess(try base(node.calledExpression), try lowerArguments(node.arguments)),
                        range: where_)
        }
        if let node = expr.as(ForceUnwrapExprSyntax.self) {
            return Expr(kind: .forceUnwrap(try base(node.expression)), range: where_)
        }
        if let node = expr.as(OptionalChainingExprSyntax.self) {
            chainHasOptional = true
            return Expr(kind: .optionalChain(try base(node.expression)), range: where_)
        }
        return try lowerPlain(expr)
    }

    package func lowerArguments(_ list: LabeledExprListSyntax) throws -> [Argument] {
        try list.map { element in
            Argument(label: element.label?.text, value: try lowerExpr(element.expression), isTrailing: false,
                     range: range(element.expression))
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    private func lowerPlain(_ expr: ExprSyntax) throws -> Expr {
        let where_ = range(expr)
        func make(_ kind: Expr.Kind) -> Expr { Expr(kind: kind, range: where_) }

        if let node = expr.as(IntegerLiteralExprSyntax.self) {
            guard let value = node.representedLiteralValue else {
                // Whether it fits is up to the type the context gives it.
                return make(.wideIntegerLiteral(node.literal.text, SourceParser.unsignedValue(of: node.literal.text)))
            }
            return make(.integerLiteral(value))
        }
        if let node = expr.as(FloatLiteralExprSyntax.self) {
            guard let value = node.representedLiteralValue else {
                throw Diagnostic(.error, "invalid floating-point literal '\(node.literal.text)'", at: where_)
            }
            return make(.floatLiteral(value))
        }
        if let node = expr.as(BooleanLiteralExprSyntax.self) {
            return make(.booleanLiteral(node.literal.tokenKind == .keyword(.true)))
        }
        if expr.is(NilLiteralExprSyntax.self) { return make(.nilLiteral) }
        if let node = expr.as(StringLiteralExprSyntax.self) { return try lowerString(node) }
        if let node = expr.as(SimpleStringLiteralExprSyntax.self) {
            throw unsupported("this string literal is", node)
        }
        if let node = expr.as(ArrayExprSyntax.self) {
            return make(.arrayLiteral(try node.elements.map { try lowerExpr($0.expression) }))
        }
        if let node = expr.as(DictionaryExprSyntax.self) {
            switch node.content {
            case .colon: return make(.dictionaryLiteral([]))
            case .elements(let elements):
                return make(.dictionaryLiteral(try elements.map {
                    (key: try lowerExpr($0.key), value: try lowerExpr($0.value))
                }))
            }
        }
        if let node = expr.as(TupleExprSyntax.self) {
            if node.elements.count == 1, let only = node.elements.first, only.label == nil {
                let inner = try lowerExpr(only.expression)
                return Expr(kind: inner.kind, range: where_)
            }
            return make(.tuple(try node.elements.map { (label: $0.label?.text, value: try lowerExpr($0.expression)) }))
        }
        if let node = expr.as(DeclReferenceExprSyntax.self) {
            if node.argumentNames != nil { throw unsupported("references to a function by its labels are", node) }
            let name = node.baseName.text
            if name.hasPrefix("$"), let index = Int(name.dropFirst()) {
                guard !anonymousParameterCounts.isEmpty else {
                    throw Diagnostic(.error, "anonymous closure argument not contained in a closure", at: where_)
                }
                guard index < 100 else {
                    throw Diagnostic(.error, "'\(name)' is more closure arguments than the playground takes (at most $99)",
                                     at: where_)
                }
                anonymousParameterCounts[anonymousParameterCounts.count - 1] =
                    max(anonymousParameterCounts[anonymousParameterCounts.count - 1], index + 1)
            }
            return make(.identifier(name))
        }
        if let node = expr.as(MemberAccessExprSyntax.self) {
            return make(.implicitMember(node.declName.baseName.text))
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return make(.discard) }
        if let node = expr.as(ClosureExprSyntax.self) { return try lowerClosure(node) }
        if let node = expr.as(InfixOperatorExprSyntax.self) { return try lowerInfix(node) }
        if let node = expr.as(PrefixOperatorExprSyntax.self) {
            // `-9223372036854775808` is Int.min: Swift reads the sign with the literal.
            if node.operator.text == "-", let literal = node.expression.as(IntegerLiteralExprSyntax.self),
               SourceParser.isMinimumIntMagnitude(literal.literal.text) {
                return make(.integerLiteral(.min))
            }
            return make(.prefix(node.operator.text, try lowerExpr(node.expression)))
        }
        if let node = expr.as(PostfixOperatorExprSyntax.self) {
            return make(.postfix(node.operator.text, try lowerExpr(node.expression)))
        }
        if let node = expr.as(TernaryExprSyntax.self) {
            return make(.ternary(try lowerExpr(node.condition), try lowerExpr(node.thenExpression),
                                 try lowerExpr(node.elseExpression)))
        }
        if let node = expr.as(TryExprSyntax.self) {
            let kind: Expr.TryKind
            switch node.questionOrExclamationMark?.text {
            case "?": kind = .optional
            case "!": kind = .forced
            default: kind = .plain
            }
            return make(.tryExpr(kind, try lowerExpr(node.expression)))
        }
        if let node = expr.as(AsExprSyntax.self) {
            let kind: Expr.CastKind
            switch node.questionOrExclamationMark?.text {
            case "?": kind = .conditional
            case "!": kind = .forced
            default: kind = .coerce
            }
            return make(.cast(try lowerExpr(node.expression), kind, try lowerType(node.type)))
        }
        if let node = expr.as(IsExprSyntax.self) {
            return make(.isType(try lowerExpr(node.expression), try lowerType(node.type)))
        }
        if let node = expr.as(KeyPathExprSyntax.self) {
            let names = try node.components.map { component -> String in
                guard case .property(let property) = component.component else {
                    throw unsupported("this key path is", node)
                }
                return property.declName.baseName.text
            }
            return make(.keyPath(root: try node.root.map { try lowerType($0) }, names))
        }
        if let node = expr.as(GenericSpecializationExprSyntax.self) {
            return make(.specialize(try lowerExpr(node.expression), try lowerGenericArguments(node.genericArgumentClause)))
        }
        if let node = expr.as(TypeExprSyntax.self) { return make(.type(try lowerType(node.type))) }
        if let node = expr.as(InOutExprSyntax.self) { return make(.inoutArgument(try lowerExpr(node.expression))) }
        // `super` is a name the compiler knows inside class members (`super.init()`, `super.m()`).
        if expr.is(SuperExprSyntax.self) { return Expr(kind: .identifier("super"), range: where_) }
        if expr.is(AwaitExprSyntax.self) { throw unsupported("'await' is", expr) }
        if expr.is(IfExprSyntax.self) { throw unsupported("'if' used as an expression is", expr) }
        if expr.is(SwitchExprSyntax.self) { throw unsupported("'switch' used as an expression is", expr) }
        if let node = expr.as(MacroExpansionExprSyntax.self), let literal = sourceLocationLiteral(node) {
            return make(literal)
        }
        if expr.is(MacroExpansionExprSyntax.self) { throw unsupported("macros are", expr) }
        if expr.is(RegexLiteralExprSyntax.self) { throw unsupported("regex literals are", expr) }
        if isChainLink(expr) { return try lowerExpr(expr) }
        throw unsupported("this expression is", expr)
    }

    private func lowerInfix(_ node: InfixOperatorExprSyntax) throws -> Expr {
        let where_ = range(node)
        let lhs = try lowerExpr(node.leftOperand)
        let rhs = try lowerExpr(node.rightOperand)
        if node.operator.is(AssignmentExprSyntax.self) {
            return Expr(kind: .assign(lhs, rhs), range: where_)
        }
        if let binary = node.operator.as(BinaryOperatorExprSyntax.self) {
            let op = binary.operator.text
            let operatorRange = range(binary)
            let compound = ["+=", "-=", "*=", "/=", "%=", "&&=", "||=", "<<=", ">>=", "&=", "|=", "^=", "??="]
            if compound.contains(op) {
                return Expr(kind: .compoundAssign(String(op.dropLast()), lhs, rhs, operatorRange: operatorRange),
                            range: where_)
            }
            return Expr(kind: .binary(op, lhs, rhs, operatorRange: operatorRange), range: where_)
        }
        throw unsupported("this operator is", node.operator)
    }

    private func lowerString(_ node: StringLiteralExprSyntax) throws -> Expr {
        let where_ = range(node)
        guard let kind = node.stringLiteralKind else { throw unsupported("this string literal is", node) }
        var parts: [Expr.StringPart] = []
        var text = ""
        for segment in node.segments {
            switch segment {
            case .stringSegment(let piece):
                piece.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: node.delimiterLength,
                                                  to: &text)
            case .expressionSegment(let piece):
                guard piece.expressions.count == 1, let only = piece.expressions.first, only.label == nil else {
                    throw unsupported("interpolation with several values or labels is", piece)
                }
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.interpolation(try lowerExpr(only.expression)))
            }
        }
        if parts.isEmpty { return Expr(kind: .stringLiteral(text), range: where_) }
        if !text.isEmpty { parts.append(.text(text)) }
        return Expr(kind: .interpolatedString(parts), range: where_)
    }

    package func lowerClosure(_ node: ClosureExprSyntax) throws -> Expr {
        var parameters: [ClosureLiteral.Parameter]?
        var returnType: TypeRef?
        var captures: [(name: String, value: Expr?, isWeak: Bool, isUnowned: Bool)] = []
        if let signature = node.signature {
            if signature.effectSpecifiers?.asyncSpecifier != nil { throw unsupported("async closures are", signature) }
            switch signature.parameterClause {
            case .simpleInput(let list):
                parameters = list.map { .init(name: $0.name.text, type: nil, range: range($0)) }
            case .parameterClause(let clause):
                parameters = try clause.parameters.map { parameter in
                    .init(name: (parameter.secondName ?? parameter.firstName).text,
                          type: try parameter.type.map { try lowerType($0) }, range: range(parameter))
                }
            case nil: parameters = nil
            }
            returnType = try signature.returnClause.map { try lowerType($0.type) }
            if let clause = signature.capture {
                captures = try clause.items.map { item in
                    (name: item.name.text, value: try item.initializer.map { try lowerExpr($0.value) },
                     isWeak: item.specifier?.specifier.text == "weak",
                     isUnowned: item.specifier?.specifier.text == "unowned")
                }
            }
        }
        anonymousParameterCounts.append(0)
        let body: [Stmt]
        do {
            body = try lowerItems(node.statements)
        } catch {
            anonymousParameterCounts.removeLast()
            throw error
        }
        let anonymous = anonymousParameterCounts.removeLast()
        if anonymous > 0, parameters != nil {
            throw Diagnostic(.error, "anonymous closure arguments cannot be used inside a closure that has explicit arguments",
                             at: range(node))
        }
        return Expr(kind: .closure(ClosureLiteral(
            parameters: parameters, anonymousParameterCount: anonymous, returnType: returnType, body: body,
            captures: captures)), range: range(node))
    }

    /// The type an expression spells, for `[Int]()`, `[String: Int]()` and `Int.self`.
    package func typeFromExpression(_ expr: ExprSyntax) -> TypeRef? {
        let where_ = range(expr)
        if let node = expr.as(DeclReferenceExprSyntax.self) {
            let name = node.baseName.text
            guard let first = name.first, first.isUppercase else { return nil }
            return TypeRef(kind: .named(name, []), range: where_)
        }
        if let node = expr.as(GenericSpecializationExprSyntax.self),
           let base = node.expression.as(DeclReferenceExprSyntax.self),
           let arguments = try? lowerGenericArguments(node.genericArgumentClause)
        {
            return TypeRef(kind: .named(base.baseName.text, arguments), range: where_)
        }
        if let node = expr.as(ArrayExprSyntax.self), node.elements.count == 1, let only = node.elements.first,
           let element = typeFromExpression(only.expression)
        {
            return TypeRef(kind: .array(element), range: where_)
        }
        if let node = expr.as(DictionaryExprSyntax.self), case .elements(let elements) = node.content,
           elements.count == 1, let only = elements.first,
           let key = typeFromExpression(only.key), let value = typeFromExpression(only.value)
        {
            return TypeRef(kind: .dictionary(key, value), range: where_)
        }
        if let node = expr.as(OptionalChainingExprSyntax.self), let wrapped = typeFromExpression(node.expression) {
            return TypeRef(kind: .optional(wrapped), range: where_)
        }
        return nil
    }
}
