/// Swift's operators on the sized integer types: results are checked (or, for `&+`, wrapped)
/// at the operands' width, and two different integer types do not mix.
package enum SizedArithmetic {
    /// The result of `lhs op rhs` when either operand is a sized integer, or nil when neither is.
    /// An `Int` beside a sized integer stands for a literal the compiler would have typed.
    package static func apply(_ op: String, _ lhs: Value, _ rhs: Value, range: SourceRange) throws -> Value? {
        // Ranges of sized integers are ranges of their values (`UInt8(0)..<3`); `~=` and
        // identity are Swift's general operators.
        if ["..<", "...", "~=", "===", "!=="].contains(op) { return nil }
        let left = lhs.sizedInteger
        let right = rhs.sizedInteger
        guard let kind = left?.kind ?? right?.kind else { return nil }
        guard let a = lhs.wideInteger, let b = rhs.wideInteger else {
            if ["==", "!="].contains(op) { return .bool((lhs == rhs) == (op == "==")) }
            throw Operators.cannotApply(op, lhs, rhs, range)
        }
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "<<", ">>":
            guard let left else { throw Operators.cannotApply(op, lhs, rhs, range) }
            return .sized(left.kind, shift(op, a, by: b, kind: left.kind))
        default: break
        }
        if let left, let right, left.kind != right.kind { throw Operators.cannotApply(op, lhs, rhs, range) }
        for (operand, value) in [(left, a), (right, b)] where operand == nil && !kind.contains(value) {
            throw Operators.overflow(range)
        }
        return .sized(kind, try arithmetic(op, a, b, kind: kind, lhs: lhs, rhs: rhs, range: range))
    }

    // swiftlint:disable:next cyclomatic_complexity
    private static func arithmetic(_ op: String, _ a: Int128, _ b: Int128, kind: IntegerKind, lhs: Value, rhs: Value,
                                   range: SourceRange) throws -> Int128 {
        let result: Int128
        switch op {
        case "+": result = a + b
        case "-": result = a - b
        case "*":
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if overflow { throw Operators.overflow(range) }
            result = product
        case "/":
            if b == 0 { throw Operators.divisionByZero(range) }
            result = a / b
        case "%":
            if b == 0 { throw Diagnostic(.error, "division by zero in remainder operation", at: range) }
            if a == kind.min, b == -1 { throw Operators.overflow(range) }
            result = a % b
        case "&+": return kind.truncating(a &+ b)
        case "&-": return kind.truncating(a &- b)
        case "&*": return kind.truncating(a &* b)
        case "&": return a & b
        case "|": return a | b
        case "^": return kind.truncating(a ^ b)
        default: throw Operators.cannotApply(op, lhs, rhs, range)
        }
        guard kind.contains(result) else { throw Operators.overflow(range) }
        return result
    }

    /// Swift's smart shifts: an overshift gives 0 (or -1 for a negative signed value shifted
    /// right), a negative amount shifts the other way.
    private static func shift(_ op: String, _ value: Int128, by amount: Int128, kind: IntegerKind) -> Int128 {
        let clamped = Int(Swift.max(-200, Swift.min(200, amount)))
        let left = op == "<<" ? clamped : -clamped
        if left >= 0 { return kind.truncating(left >= 128 ? 0 : value << left) }
        return value >> Swift.min(-left, 127)
    }

    /// `-x`: signed types overflow at their minimum; unsigned types have no negation.
    package static func negate(_ sized: SizedInteger, range: SourceRange) throws -> Value {
        guard sized.kind.isSigned else {
            throw Diagnostic(.error, "unary operator '-' cannot be applied to an operand of type '\(sized.kind.name)'",
                             at: range)
        }
        if sized.value == sized.kind.min { throw Operators.overflow(range) }
        return .sized(sized.kind, -sized.value)
    }

    /// `~x` at the value's width.
    package static func invert(_ sized: SizedInteger) -> Value {
        .sized(sized.kind, sized.kind.truncating(~sized.value))
    }
}

extension Value {
    /// The sized integer this value holds, or nil.
    package var sizedInteger: SizedInteger? {
        if case .object(let sized as SizedInteger) = self { return sized }
        return nil
    }
}
