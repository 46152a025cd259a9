/// An expression of the learner's code.
package struct Expr {
    package indirect enum Kind {
        case integerLiteral(Int)
        /// An integer literal past `Int.max`: its text and, when it fits, its value (only `UInt`
        /// and `UInt64` hold it).
        case wideIntegerLiteral(String, UInt64?)
        case floatLiteral(Double)
        case booleanLiteral(Bool)
        case stringLiteral(String)
        /// `"a \(b) c"`: literal text and interpolated expressions in order.
        case interpolatedString([StringPart])
        case nilLiteral
        case arrayLiteral([Expr])
        case dictionaryLiteral([(key: Expr, value: Expr)])
        /// `(a, b: c)`; one unlabeled element in parentheses is lowered to the element itself.
        case tuple([(label: String?, value: Expr)])
        /// A name: a variable, function, type, `self` or `$0`.
        case identifier(String)
        /// `base.name`, also `tuple.0`.
        case member(Expr, String, range: SourceRange)
        /// `.name` with the type left to the context.
        case implicitMember(String)
        /// `callee(arguments)`, trailing closures included as arguments.
        case call(Expr, [Argument])
        /// `base[arguments]`.
        case subscriptAccess(Expr, [Argument])
        case closure(ClosureLiteral)
        /// `lhs op rhs` for operators other than assignment.
        case binary(String, Expr, Expr, operatorRange: SourceRange)
        /// `op operand`: `-x`, `!b`, `...5`.
        case prefix(String, Expr)
        /// `operand op`: `5...`.
        case postfix(String, Expr)
        /// `target = value`.
        case assign(Expr, Expr)
        /// `target op= value`; the operator without `=`.
        case compoundAssign(String, Expr, Expr, operatorRange: SourceRange)
        case ternary(Expr, Expr, Expr)
        /// `value!`.
        case forceUnwrap(Expr)
        /// The `value?` inside an optional chain.
        case optionalChain(Expr)
        /// The whole chain that contains `value?`: evaluates to `nil` when a link is `nil`.
        case optionalEvaluation(Expr)
        case tryExpr(TryKind, Expr)
        case cast(Expr, CastKind, TypeRef)
        case isType(Expr, TypeRef)
        /// `\.name.count` or `\Type.name`.
        case keyPath(root: TypeRef?, [String])
        /// `Name<Type, …>` used as a value: `PublishSubject<String>`.
        case specialize(Expr, [TypeRef])
        /// A type in value position: `[Int]` in `[Int]()`, `Int.self`.
        case type(TypeRef)
        /// `&value` passed to an `inout` parameter.
        case inoutArgument(Expr)
        /// `_` as an assignment target.
        case discard
    }

    package enum StringPart {
        case text(String)
        case interpolation(Expr)
    }

    package enum TryKind {
        case plain, optional, forced
    }

    package enum CastKind {
        /// `as`.
        case coerce
        /// `as?`.
        case conditional
        /// `as!`.
        case forced
    }

    package let kind: Kind
    package let range: SourceRange
}

/// One argument of a call or subscript.
package struct Argument {
    package let label: String?
    package let value: Expr
    /// Whether this is a trailing closure.
    package let isTrailing: Bool
    package let range: SourceRange
}

/// `{ params in body }`.
package struct ClosureLiteral {
    package struct Parameter {
        package let name: String
        package let type: TypeRef?
        package let range: SourceRange
    }

    /// Named parameters, or nil when the closure uses `$0`… or takes none.
    package let parameters: [Parameter]?
    /// How many anonymous parameters (`$0`, `$1`, …) the body uses.
    package let anonymousParameterCount: Int
    package let returnType: TypeRef?
    package let body: [Stmt]
    /// Names in the capture list (`[weak self]`, `[unowned self]`, `[x = y]`), captured by value
    /// when the closure is made; a weak or unowned capture does not keep its object alive.
    package let captures: [(name: String, value: Expr?, isWeak: Bool, isUnowned: Bool)]
}
