/// A pattern: what `let`, `for`, `case`, `catch` and `if case` match values against.
package struct Pattern {
    package indirect enum Kind {
        /// `_`.
        case wildcard
        /// A name that is bound to the matched value.
        case binding(name: String, isVar: Bool)
        /// `(a, b)`.
        case tuple([(label: String?, pattern: Pattern)])
        /// `.next(let x)`, `MyError.boom`, `.some(let x)`; `payload` is nil without parentheses.
        case enumCase(type: TypeRef?, name: String, payload: [(label: String?, pattern: Pattern)]?)
        /// An expression compared with `~=`: `1`, `"a"`, `1...5`.
        case expression(Expr)
        /// `is MyError`.
        case isType(TypeRef)
        /// `let e as MyError`.
        case cast(Pattern, TypeRef)
        /// `let x?`.
        case optionalSome(Pattern)
    }

    package let kind: Kind
    package let range: SourceRange
}
