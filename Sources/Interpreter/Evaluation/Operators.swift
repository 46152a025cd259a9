/// Swift's operators on values.
package enum Operators {
    package static func overflow(_ range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "arithmetic overflow", at: range)
    }

    package static func divisionByZero(_ range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "division by zero", at: range)
    }

    package static func cannotApply(_ op: String, _ lhs: Value, _ rhs: Value, _ range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "binary operator '\(op)' cannot be applied to operands of type "
                   + "'\(ValuePrinter.dynamicType(of: lhs))' and '\(ValuePrinter.dynamicType(of: rhs))'", at: range)
    }

    private static func identityObject(_ value: Value) -> AnyObject? {
        switch value {
        case .object(let object), .optional(.some(.object(let object))): return object
        default: return nil
        }
    }

    private static func isNil(_ value: Value) -> Bool {
        if case .optional(nil) = value { return true }
        return false
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    package static func apply(_ op: String, _ lhs: Value, _ rhs: Value, range: SourceRange) throws -> Value {
        if case .object = lhs, let result = try SizedArithmetic.apply(op, lhs, rhs, range: range) { return result }
        if case .object = rhs, let result = try SizedArithmetic.apply(op, lhs, rhs, range: range) { return result }
        switch op {
        case "+", "-", "*", "/", "%", "&+", "&-", "&*":
            return try arithmetic(op, lhs, rhs, range: range)
        case "==": return .bool(lhs == rhs)
        case "!=": return .bool(lhs != rhs)
        case "===", "!==":
            // Swift's identity operators take `AnyObject?`: optionals are unwrapped, and nil is nil.
            let same: Bool
            switch (identityObject(lhs), identityObject(rhs)) {
            case (.some(let a), .some(let b)): same = a === b
            case (nil, nil): same = isNil(lhs) && isNil(rhs)
            default: same = false
            }
            return .bool(op == "===" ? same : !same)
        case "<", ">", "<=", ">=":
            let (a, b) = op == "<" || op == ">=" ? (lhs, rhs) : (rhs, lhs)
            guard let less = Value.less(a, b) else { throw cannotApply(op, lhs, rhs, range) }
            return .bool(op == "<" || op == ">" ? less : !less)
        case "..<", "...":
            guard let lower = lhs.wideInteger.flatMap({ Int(exactly: $0) }),
                  let upper = rhs.wideInteger.flatMap({ Int(exactly: $0) }) else {
                if case .double = lhs { return .object(DoubleRangeObject(lhs, rhs, isClosed: op == "...")) }
                if case .string = lhs { return .object(DoubleRangeObject(lhs, rhs, isClosed: op == "...")) }
                if case .character = lhs { return .object(DoubleRangeObject(lhs, rhs, isClosed: op == "...")) }
                throw cannotApply(op, lhs, rhs, range)
            }
            if op == "..<" ? upper < lower : upper < lower {
                throw Diagnostic(.error, "range requires lowerBound <= upperBound", at: range)
            }
            return .range(RangeValue(lower: lower, upper: upper, isClosed: op == "..."))
        case "&", "|", "^", "<<", ">>":
            guard case .int(let a) = lhs, case .int(let b) = rhs else { throw cannotApply(op, lhs, rhs, range) }
            switch op {
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<": return .int(a << b)
            default: return .int(a >> b)
            }
        case "~=":
            return .bool(try matches(pattern: lhs, rhs))
        default:
            throw Diagnostic(.error, "operator '\(op)' is not part of the playground", at: range)
        }
    }

    package static func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, range: SourceRange) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            let result: (Int, Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "&+": return .int(a &+ b)
            case "&-": return .int(a &- b)
            case "&*": return .int(a &* b)
            case "/":
                if b == 0 { throw divisionByZero(range) }
                result = a.dividedReportingOverflow(by: b)
            default:
                if b == 0 { throw Diagnostic(.error, "division by zero in remainder operation", at: range) }
                result = a.remainderReportingOverflow(dividingBy: b)
            }
            if result.1 { throw overflow(range) }
            return .int(result.0)
        case (.double, .double), (.int, .double), (.double, .int):
            let a = number(lhs)
            let b = number(rhs)
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            default:
                throw Diagnostic(.error, "'%' is unavailable: for floating point numbers use truncatingRemainder instead",
                                 at: range)
            }
        case (.string(let a), .string(let b)) where op == "+":
            try checkSize(a.utf8.count + b.utf8.count, range)
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+":
            try checkSize(a.count + b.count, range)
            return .array(a + b)
        default:
            throw cannotApply(op, lhs, rhs, range)
        }
    }

    /// The largest string (in bytes) or array the playground builds, so a doubling loop stops
    /// with a message instead of exhausting memory.
    package static let sizeLimit = 50_000_000

    package static func checkSize(_ size: Int, _ range: SourceRange) throws {
        if size > sizeLimit {
            throw Diagnostic(.error, "the value is too large for the playground (over \(Runtime.grouped(sizeLimit)) elements)",
                             at: range)
        }
    }

    package static func number(_ value: Value) -> Double {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return 0
        }
    }

    /// `pattern ~= value`: ranges contain, other values compare equal.
    package static func matches(pattern: Value, _ value: Value) throws -> Bool {
        switch (pattern, value) {
        case (.range(let range), .int(let number)): return range.contains(number)
        case (.range(let range), .object(let sized as SizedInteger)):
            return sized.intValue.map(range.contains) ?? false
        case (.object(let range as DoubleRangeObject), _): return range.contains(value)
        case (.object(let partial as PartialRangeObject), .int(let number)):
            if let lower = partial.lower { return number >= lower }
            if let upper = partial.upper { return partial.isClosed ? number <= upper : number < upper }
            return false
        default: return pattern == value
        }
    }
}

/// A range of doubles, strings or characters: only for `contains` and `case` patterns.
package final class DoubleRangeObject: RuntimeObject {
    package let lower: Value
    package let upper: Value
    package let isClosed: Bool

    package init(_ lower: Value, _ upper: Value, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }

    package var type: SwiftType {
        .library(isClosed ? "ClosedRange" : "Range", [ValuePrinter.dynamicType(of: lower)])
    }

    package var printed: String {
        ValuePrinter.describe(lower) + (isClosed ? "..." : "..<") + ValuePrinter.describe(upper)
    }

    package func contains(_ value: Value) -> Bool {
        guard Value.less(value, lower) == false else { return false }
        if isClosed { return Value.less(upper, value) == false }
        return Value.less(value, upper) == true
    }
}
