/// A library value that can be iterated (a stride, `enumerated()`).
package protocol SequenceObject: AnyObject {
    var elements: [Value] { get }
}

/// Finds closure literals in statements.
package enum ClosureFinder {
    package static func contains(_ statements: [Stmt]) -> Bool {
        statements.contains(where: contains)
    }

    package static func contains(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .expression(let expr), .throwStatement(let expr): return contains(expr)
        case .returnStatement(let expr): return expr.map(contains) ?? false
        case .declaration(let decl):
            switch decl.kind {
            case .variable(let variable): return variable.bindings.contains { $0.initializer.map(contains) ?? false }
            case .function: return true
            default: return false
            }
        case .ifStatement(let conditions, let then, let otherwise):
            return conditions.contains(where: contains) || contains(then) || (otherwise.map(contains) ?? false)
        case .guardStatement(let conditions, let otherwise): return conditions.contains(where: contains) || contains(otherwise)
        case .whileLoop(let conditions, let body, _): return conditions.contains(where: contains) || contains(body)
        case .repeatWhile(let body, let condition, _): return contains(body) || contains(condition)
        case .forIn(_, let sequence, let whereClause, let body, _):
            return contains(sequence) || (whereClause.map(contains) ?? false) || contains(body)
        case .switchStatement(let subject, let cases, _):
            return contains(subject) || cases.contains { contains($0.body) }
        case .doCatch(let body, let catches, _): return contains(body) || catches.contains { contains($0.body) }
        case .deferStatement(let body): return contains(body)
        case .breakStatement, .continueStatement, .fallthroughStatement: return false
        }
    }

    package static func contains(_ condition: Condition) -> Bool {
        switch condition.kind {
        case .boolean(let expr): return contains(expr)
        case .optionalBinding(_, let value, _): return value.map(contains) ?? false
        case .matching(_, let expr): return contains(expr)
        }
    }

    // swiftlint:disable:next cyclomatic_complexity
    package static func contains(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .closure: return true
        case .interpolatedString(let parts):
            return parts.contains { if case .interpolation(let inner) = $0 { return contains(inner) }; return false }
        case .arrayLiteral(let elements): return elements.contains(where: contains)
        case .dictionaryLiteral(let pairs): return pairs.contains { contains($0.key) || contains($0.value) }
        case .tuple(let elements): return elements.contains { contains($0.value) }
        case .member(let base, _, _), .forceUnwrap(let base), .optionalChain(let base), .optionalEvaluation(let base),
             .tryExpr(_, let base), .cast(let base, _, _), .isType(let base, _), .specialize(let base, _),
             .inoutArgument(let base), .prefix(_, let base), .postfix(_, let base):
            return contains(base)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            return contains(callee) || arguments.contains { contains($0.value) }
        case .binary(_, let lhs, let rhs, _), .assign(let lhs, let rhs), .compoundAssign(_, let lhs, let rhs, _):
            return contains(lhs) || contains(rhs)
        case .ternary(let a, let b, let c): return contains(a) || contains(b) || contains(c)
        default: return false
        }
    }
}
