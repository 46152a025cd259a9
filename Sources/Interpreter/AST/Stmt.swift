/// A statement of the learner's code.
package struct Stmt {
    package indirect enum Kind {
        case expression(Expr)
        case declaration(Decl)
        case ifStatement([Condition], then: [Stmt], else: [Stmt]?)
        case guardStatement([Condition], else: [Stmt])
        case whileLoop([Condition], body: [Stmt], label: String?)
        case repeatWhile(body: [Stmt], condition: Expr, label: String?)
        case forIn(Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt], label: String?)
        case switchStatement(Expr, [SwitchCase], label: String?)
        case breakStatement(label: String?)
        case continueStatement(label: String?)
        case fallthroughStatement
        case returnStatement(Expr?)
        case throwStatement(Expr)
        case doCatch(body: [Stmt], catches: [CatchClause], label: String?)
        case deferStatement([Stmt])
    }

    package let kind: Kind
    package let range: SourceRange
}

/// One condition of `if`, `guard` or `while`.
package struct Condition {
    package enum Kind {
        case boolean(Expr)
        /// `let name = value`, or `let name` (value nil: the shorthand `if let x`).
        case optionalBinding(Pattern, value: Expr?, type: TypeRef?)
        /// `case pattern = value`.
        case matching(Pattern, Expr)
    }

    package let kind: Kind
    package let range: SourceRange
}

/// A `case` (or `default`) of a `switch`.
package struct SwitchCase {
    /// Empty for `default`.
    package let patterns: [(pattern: Pattern, whereClause: Expr?)]
    package let isDefault: Bool
    package let body: [Stmt]
    package let range: SourceRange
}

/// A `catch` clause; no pattern catches everything as `error`.
package struct CatchClause {
    package let pattern: Pattern?
    package let whereClause: Expr?
    package let body: [Stmt]
    package let range: SourceRange
}
