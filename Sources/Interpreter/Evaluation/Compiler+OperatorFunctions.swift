extension Compiler {
    /// The operators learner code may declare functions for on its own types
    /// (`static func + (lhs: Vector, rhs: Vector) -> Vector`, `static func ==`).
    package static let overloadableOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "...",
        "..<", "~=",
    ]

    /// `lhs op rhs` as a call of the learner's operator function, when an operand's type declares
    /// one (a static method named `op`) or a global `func op` exists; nil otherwise. `!=` uses
    /// `==` when only that is declared, as Swift's `Equatable` does.
    package func compileOperatorFunction(_ op: String, _ lhs: Compiled, _ rhs: Compiled, range: SourceRange) -> Compiled? {
        guard Compiler.overloadableOperators.contains(op) else { return nil }
        let negated = op == "!=" && candidates("!=", lhs.type, rhs.type).isEmpty
        let functions = candidates(negated ? "==" : op, lhs.type, rhs.type)
        guard !functions.isEmpty else { return nil }
        let a = lhs.eval
        let b = rhs.eval
        let runtime = self.runtime
        let resultType = functions.first?.code.returnType ?? .unknown
        return Compiled(eval: { frame in
            let x = try a(frame)
            let y = try b(frame)
            let chosen = functions.first { function in
                let types = function.code.parameters.map(\.type)
                return Conversion.convert(x, to: types[0], literal: false) != nil
                    && Conversion.convert(y, to: types[1], literal: false) != nil
            }
            guard let function = chosen else { return try Operators.apply(op, x, y, range: range) }
            let result = try function.call([x, y], runtime)
            if negated, case .bool(let equal) = result { return .bool(!equal) }
            return result
        }, type: negated ? .bool : resultType)
    }

    /// The two-parameter functions named `op` declared by either operand's type, then globally.
    private func candidates(_ op: String, _ lhs: SwiftType, _ rhs: SwiftType) -> [LearnerFunction] {
        var found: [LearnerFunction] = []
        for type in [lhs, rhs] {
            guard case .nominal(let nominal, _) = type.optionalWrapped ?? type else { continue }
            found += (nominal.staticMethods[op] ?? []).compactMap { $0 as? LearnerFunction }
        }
        found += (globals.functions[op] ?? []).compactMap(\.function)
        return found.filter { $0.code.parameters.count == 2 }
    }
}
