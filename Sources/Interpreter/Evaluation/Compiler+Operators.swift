extension Compiler {
    // swiftlint:disable:next function_body_length cyclomatic_complexity
    package func compileBinary(_ op: String, _ lhsExpr: Expr, _ rhsExpr: Expr, operatorRange: SourceRange, range: SourceRange,
                       expected: SwiftType) throws -> Compiled {
        switch op {
        case "&&", "||":
            let lhs = try compileCondition(lhsExpr)
            let rhs = try compileCondition(rhsExpr)
            if op == "&&" { return Compiled(eval: { frame in .bool(try lhs(frame) && rhs(frame)) }, type: .bool) }
            return Compiled(eval: { frame in .bool(try lhs(frame) || rhs(frame)) }, type: .bool)
        case "??":
            let lhs = try compile(lhsExpr, expected: expected.optionalWrapped != nil ? expected : .optional(expected))
            let wrapped = lhs.type.optionalWrapped ?? lhs.type
            let rhs = try compile(rhsExpr, expected: expected.isUnknown ? wrapped : expected)
            let keepOptional = rhs.type.optionalWrapped != nil
            let lhsEval = lhs.eval
            let rhsEval = rhs.eval
            return Compiled(eval: { frame in
                let value = try lhsEval(frame)
                guard case .optional(let inner) = value else { return value }
                guard let inner else { return try rhsEval(frame) }
                return keepOptional ? value : inner
            }, type: keepOptional ? rhs.type : wrapped.or(rhs.type))
        default: break
        }
        var lhs = try compile(lhsExpr)
        var rhs = try compile(rhsExpr, expected: lhs.isLiteral ? .unknown : lhs.type)
        if lhs.isLiteral && !rhs.isLiteral && !rhs.type.isUnknown {
            lhs = try compile(lhsExpr, expected: rhs.type)
        }
        if ["==", "!=", "<", ">", "<=", ">="].contains(op), case .implicitMember = rhsExpr.kind {
            rhs = try compile(rhsExpr, expected: lhs.type.optionalWrapped ?? lhs.type)
        }
        if let call = compileOperatorFunction(op, lhs, rhs, range: range) { return call }
        // Two literals of different kinds never meet (`1 + "s"`), except integer and floating ones.
        let numericLiterals = (lhs.type == .int || lhs.type == .double) && (rhs.type == .int || rhs.type == .double)
        let literalsClash = lhs.isLiteral && rhs.isLiteral && !numericLiterals
        if ["+", "-", "*", "/", "%"].contains(op), !lhs.type.isUnknown, !rhs.type.isUnknown, lhs.type != rhs.type,
           !(lhs.isLiteral && rhs.isLiteral) || literalsClash
        {
            throw Diagnostic(.error,
                "binary operator '\(op)' cannot be applied to operands of type '\(lhs.type)' and '\(rhs.type)'",
                at: operatorRange)
        }
        let a = lhs.eval
        let b = rhs.eval
        let resultType: SwiftType
        switch op {
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": resultType = .bool
        case "..<": resultType = .library("Range", [.int])
        case "...": resultType = .library("ClosedRange", [.int])
        default:
            resultType = lhs.type == .double || rhs.type == .double ? .double : lhs.type.or(rhs.type)
        }
        switch op {
        case "+": return Compiled(eval: Compiler.intFast(a, b, op, operatorRange) { $0.addingReportingOverflow($1) },
                                  type: resultType)
        case "-": return Compiled(eval: Compiler.intFast(a, b, op, operatorRange) { $0.subtractingReportingOverflow($1) },
                                  type: resultType)
        case "*": return Compiled(eval: Compiler.intFast(a, b, op, operatorRange) { $0.multipliedReportingOverflow(by: $1) },
                                  type: resultType)
        case "%":
            return Compiled(eval: { frame in
                let x = try a(frame)
                let y = try b(frame)
                if case .int(let p) = x, case .int(let q) = y, q != 0, q != -1 { return .int(p % q) }
                return try Operators.apply(op, x, y, range: operatorRange)
            }, type: resultType)
        case "==":
            return Compiled(eval: { frame in
                let x = try a(frame)
                let y = try b(frame)
                if case .int(let p) = x, case .int(let q) = y { return .bool(p == q) }
                return .bool(x == y)
            }, type: .bool)
        case "<":
            return Compiled(eval: { frame in
                let x = try a(frame)
                let y = try b(frame)
                if case .int(let p) = x, case .int(let q) = y { return .bool(p < q) }
                return try Operators.apply(op, x, y, range: operatorRange)
            }, type: .bool)
        default:
            return Compiled(eval: { frame in try Operators.apply(op, try a(frame), try b(frame), range: operatorRange) },
                            type: resultType)
        }
    }

    package static func intFast(_ a: @escaping Eval, _ b: @escaping Eval, _ op: String, _ range: SourceRange,
                        _ operation: @escaping (Int, Int) -> (partialValue: Int, overflow: Bool)) -> Eval {
        { frame in
            let x = try a(frame)
            let y = try b(frame)
            if case .int(let p) = x, case .int(let q) = y {
                let result = operation(p, q)
                if result.overflow { throw Operators.overflow(range) }
                return .int(result.partialValue)
            }
            return try Operators.apply(op, x, y, range: range)
        }
    }

    package func compilePrefix(_ op: String, _ operandExpr: Expr, range: SourceRange, expected: SwiftType) throws -> Compiled {
        if op == "-", case .integerLiteral(let number) = operandExpr.kind {
            return try compile(Expr(kind: .integerLiteral(-number), range: range), expected: expected)
        }
        if op == "-", case .floatLiteral(let number) = operandExpr.kind {
            return try compile(Expr(kind: .floatLiteral(-number), range: range), expected: expected)
        }
        let operand = try compile(operandExpr, expected: expected)
        let eval = operand.eval
        switch op {
        case "-":
            return Compiled(eval: { frame in
                switch try eval(frame) {
                case .int(let number):
                    if number == .min { throw Operators.overflow(range) }
                    return .int(-number)
                case .double(let number): return .double(-number)
                case .object(let sized as SizedInteger): return try SizedArithmetic.negate(sized, range: range)
                case let other:
                    throw Diagnostic(.error, "unary operator '-' cannot be applied to an operand of type '\(ValuePrinter.dynamicType(of: other))'",
                                     at: range)
                }
            }, type: operand.type)
        case "+": return operand
        case "!":
            return Compiled(eval: { frame in
                guard case .bool(let flag) = try eval(frame) else {
                    throw Diagnostic(.error, "unary operator '!' needs a 'Bool'", at: range)
                }
                return .bool(!flag)
            }, type: .bool)
        case "~":
            return Compiled(eval: { frame in
                let value = try eval(frame)
                if let sized = value.sizedInteger { return SizedArithmetic.invert(sized) }
                guard case .int(let number) = value else {
                    throw Diagnostic(.error, "unary operator '~' needs an 'Int'", at: range)
                }
                return .int(~number)
            }, type: operand.type.or(.int))
        case "...", "..<":
            let closed = op == "..."
            return Compiled(eval: { frame in
                guard case .int(let number) = try eval(frame) else {
                    throw Diagnostic(.error, "partial ranges need an 'Int' bound", at: range)
                }
                return .object(PartialRangeObject(lower: nil, upper: number, isClosed: closed))
            }, type: .library(closed ? "PartialRangeThrough" : "PartialRangeUpTo", [.int]))
        default:
            throw Diagnostic(.error, "prefix operator '\(op)' is not part of the playground", at: range)
        }
    }

    package func compilePostfix(_ op: String, _ operandExpr: Expr, range: SourceRange) throws -> Compiled {
        guard op == "..." else {
            throw Diagnostic(.error, "postfix operator '\(op)' is not part of the playground", at: range)
        }
        let eval = try compile(operandExpr).eval
        return Compiled(eval: { frame in
            guard case .int(let number) = try eval(frame) else {
                throw Diagnostic(.error, "partial ranges need an 'Int' bound", at: range)
            }
            return .object(PartialRangeObject(lower: number, upper: nil, isClosed: true))
        }, type: .library("PartialRangeFrom", [.int]))
    }
}
