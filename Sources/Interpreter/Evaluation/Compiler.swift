/// Evaluates an expression in a frame.
package typealias Eval = (Frame) throws -> Value
/// Runs a statement in a frame and says how control continues.
package typealias Exec = (Frame) throws -> Flow

/// How control leaves a statement.
package enum Flow {
    case normal
    case breakLoop(String?)
    case continueLoop(String?)
    case returned(Value)
    case fallthroughCase
}

/// An expression turned into a closure, with what is known of its type before running.
package struct Compiled {
    package let eval: Eval
    package let type: SwiftType
    /// Whether it is a literal (an integer literal may become a `Double`).
    package var isLiteral = false
}

/// Compiles our AST into closures once, resolving every name to a frame slot, so evaluation
/// does no name lookups.
package final class Compiler {
    package let runtime: Runtime
    package let globals: GlobalEnvironment
    package var scope: FunctionScope
    /// `let` constants declared without a value, which may be assigned once.
    package var deferredLets: Set<ObjectIdentifier> = []
    /// Top-level names declared by this input (a second declaration is an error).
    package var declaredThisInput: Set<String> = []
    /// The input's top-level stored variables, declared before its types' and functions' bodies
    /// are compiled (so a class in a file can use a `let` declared above it, as in
    /// `main.swift`); the declaration itself then takes over the slot (see `globalBinder`).
    package var placeholderGlobals: [String: VariableInfo] = [:]
    /// Globals declared by this input, in order (removed again when the input fails).
    package var declaredGlobals: [String] = []
    /// Which learner initializers are failable (`init?`).
    package var failableInitializers: [ObjectIdentifier: Bool] = [:]
    /// Each class initializer's class, and what its body assigns and calls (see `AssignedNames`).
    package var classInitializers: [ObjectIdentifier: (owner: ClassType, assigned: AssignedNames)] = [:]
    /// Generic parameter names in scope (`<Source: ObservableType>`), seen as unknown types.
    package var genericNames: Set<String> = []
    /// Names of the types declared in the block being compiled (local types).
    package var localTypeNames: Set<String> = []
    /// How many `try` expressions enclose the expression being compiled.
    package var tryDepth = 0
    /// How many `do` bodies with `catch` clauses enclose the code being compiled.
    package var handledDepth = 0
    /// Throwing calls compiled so far (to tell whether a `try` covers one).
    package var throwingCalls = 0

    package init(runtime: Runtime, globals: GlobalEnvironment) {
        self.runtime = runtime
        self.globals = globals
        scope = FunctionScope(parent: nil)
    }

    // MARK: - Expressions

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    package func compile(_ expr: Expr, expected: SwiftType = .unknown) throws -> Compiled {
        let range = expr.range
        switch expr.kind {
        case .integerLiteral(let number):
            if case .double = expected.optionalWrapped ?? expected {
                let value = Value.double(Double(number))
                return Compiled(eval: { _ in value }, type: .double, isLiteral: true)
            }
            if let kind = IntegerKind(expected.optionalWrapped ?? expected) {
                if let message = kind.literalOverflow(Int128(number)) { throw Diagnostic(.error, message, at: range) }
                let value = Value.sized(kind, Int128(number))
                return Compiled(eval: { _ in value }, type: kind.type, isLiteral: true)
            }
            let value = Value.int(number)
            return Compiled(eval: { _ in value }, type: .int, isLiteral: true)
        case .wideIntegerLiteral(let text, let number):
            let wanted = expected.optionalWrapped ?? expected
            if case .double = wanted, let value = Double(text.replacingOccurrences(of: "_", with: "")) {
                return Compiled(eval: { _ in .double(value) }, type: .double, isLiteral: true)
            }
            let kind = IntegerKind(wanted)
            guard let kind, let number, kind.contains(Int128(number)) else {
                throw Diagnostic(.error, "integer literal '\(text)' overflows when stored into '\(kind?.name ?? "Int")'",
                                 at: range)
            }
            let value = Value.sized(kind, Int128(number))
            return Compiled(eval: { _ in value }, type: kind.type, isLiteral: true)
        case .floatLiteral(let number):
            let value = Value.double(number)
            return Compiled(eval: { _ in value }, type: .double, isLiteral: true)
        case .booleanLiteral(let flag):
            let value = Value.bool(flag)
            return Compiled(eval: { _ in value }, type: .bool, isLiteral: true)
        case .stringLiteral(let text):
            if case .character = expected.optionalWrapped ?? expected, text.count == 1, let first = text.first {
                let value = Value.character(first)
                return Compiled(eval: { _ in value }, type: .character, isLiteral: true)
            }
            let value = Value.string(text)
            return Compiled(eval: { _ in value }, type: .string, isLiteral: true)
        case .nilLiteral:
            return Compiled(eval: { _ in .none }, type: expected.optionalWrapped != nil ? expected : .optional(.unknown),
                            isLiteral: true)
        case .interpolatedString(let parts): return try compileInterpolation(parts)
        case .arrayLiteral(let elements): return try compileArrayLiteral(elements, expected: expected, range: range)
        case .dictionaryLiteral(let pairs): return try compileDictionaryLiteral(pairs, expected: expected)
        case .tuple(let elements): return try compileTuple(elements, expected: expected)
        case .identifier(let name): return try compileIdentifier(name, range: range)
        case .member(let base, let name, let nameRange):
            return try compileMember(base, name, nameRange: nameRange, range: range)
        case .implicitMember(let name):
            return try compileImplicitMember(name, arguments: nil, expected: expected, range: range)
        case .call(let callee, let arguments):
            return try compileCall(callee, arguments, expected: expected, range: range)
        case .subscriptAccess(let base, let arguments):
            return try compileSubscript(base, arguments, range: range)
        case .closure(let literal):
            return try compileClosure(literal, expected: expected, range: range)
        case .binary(let op, let lhs, let rhs, let operatorRange):
            return try compileBinary(op, lhs, rhs, operatorRange: operatorRange, range: range, expected: expected)
        case .prefix(let op, let operand): return try compilePrefix(op, operand, range: range, expected: expected)
        case .postfix(let op, let operand): return try compilePostfix(op, operand, range: range)
        case .assign(let target, let value): return try compileAssignment(target, value, range: range)
        case .compoundAssign(let op, let target, let value, let operatorRange):
            return try compileCompoundAssignment(op, target, value, operatorRange: operatorRange, range: range)
        case .ternary(let condition, let then, let otherwise):
            let test = try compileCondition(condition)
            let first = try compile(then, expected: expected)
            let second = try compile(otherwise, expected: expected.or(first.type))
            let a = first.eval
            let b = second.eval
            return Compiled(eval: { frame in try test(frame) ? a(frame) : b(frame) }, type: first.type.or(second.type))
        case .forceUnwrap(let operand):
            let inner = try compile(operand)
            let eval = inner.eval
            return Compiled(eval: { frame in
                let value = try eval(frame)
                if case .optional(let wrapped) = value {
                    guard let wrapped else {
                        throw Diagnostic(.error, "unexpectedly found nil while unwrapping an Optional value", at: range)
                    }
                    return wrapped
                }
                return value
            }, type: inner.type.optionalWrapped ?? inner.type)
        case .optionalChain(let operand):
            let inner = try compile(operand)
            let eval = inner.eval
            return Compiled(eval: { frame in
                let value = try eval(frame)
                if case .optional(let wrapped) = value {
                    guard let wrapped else { throw OptionalChainNil() }
                    return wrapped
                }
                return value
            }, type: inner.type.optionalWrapped ?? inner.type)
        case .optionalEvaluation(let chain):
            let inner = try compile(chain)
            let eval = inner.eval
            return Compiled(eval: { frame in
                do {
                    let value = try eval(frame)
                    if case .optional = value { return value }
                    return .optional(value)
                } catch is OptionalChainNil {
                    return .none
                }
            }, type: inner.type.optionalWrapped != nil ? inner.type : .optional(inner.type))
        case .tryExpr(let kind, let operand): return try compileTry(kind, operand, expected: expected, range: range)
        case .cast(let operand, let kind, let typeRef): return try compileCast(operand, kind, typeRef, range: range)
        case .isType(let operand, let typeRef):
            let inner = try compile(operand)
            let type = try resolveType(typeRef)
            let eval = inner.eval
            return Compiled(eval: { frame in .bool(Compiler.dynamicCast(try eval(frame), to: type) != nil) }, type: .bool)
        case .keyPath(let root, let names): return try compileKeyPath(root: root, names, range: range)
        case .specialize, .type:
            let type = try resolveTypeExpression(expr)
            return Compiled(eval: { _ in .type(type) }, type: .library("\(type).Type", []))
        case .inoutArgument(let operand):
            return try compile(operand, expected: expected)
        case .discard:
            throw Diagnostic(.error, "'_' can only appear in a pattern or on the left side of an assignment", at: range)
        }
    }

    /// Compiles a condition that must be a `Bool`.
    package func compileCondition(_ expr: Expr) throws -> (Frame) throws -> Bool {
        let compiled = try compile(expr, expected: .bool)
        if !compiled.type.isUnknown, compiled.type != .bool {
            if case .optional = compiled.type {
                throw Diagnostic(.error, "optional type '\(compiled.type)' cannot be used as a boolean; test for '!= nil' instead",
                                 at: expr.range)
            }
            throw Diagnostic(.error, "cannot convert value of type '\(compiled.type)' to expected condition type 'Bool'",
                             at: expr.range)
        }
        let eval = compiled.eval
        let range = expr.range
        return { frame in
            guard case .bool(let flag) = try eval(frame) else {
                throw Diagnostic(.error, "expected a 'Bool' condition", at: range)
            }
            return flag
        }
    }

    private func compileInterpolation(_ parts: [Expr.StringPart]) throws -> Compiled {
        let pieces: [Eval] = try parts.map { part in
            switch part {
            case .text(let text):
                let value = Value.string(text)
                return { _ in value }
            case .interpolation(let expr):
                return try compile(expr).eval
            }
        }
        return Compiled(eval: { frame in
            var text = ""
            for piece in pieces {
                let value = try piece(frame)
                if case .string(let string) = value { text += string } else { text += ValuePrinter.describe(value) }
            }
            return .string(text)
        }, type: .string)
    }

    private func compileArrayLiteral(_ elements: [Expr], expected: SwiftType, range: SourceRange) throws -> Compiled {
        var elementType: SwiftType = .unknown
        if case .array(let element) = expected.optionalWrapped ?? expected { elementType = element }
        let compiled = try elements.map { try compile($0, expected: elementType) }
        if elementType.isUnknown {
            let types = compiled.map(\.type)
            if let first = types.first, !first.isUnknown {
                elementType = types.allSatisfy({ $0 == first }) ? first
                    : (types.allSatisfy { $0 == .int || $0 == .double } ? .double : .any)
            }
        }
        let evals = compiled.map(\.eval)
        let promote = elementType == .double
        return Compiled(eval: { frame in
            var values: [Value] = []
            values.reserveCapacity(evals.count)
            for eval in evals {
                let value = try eval(frame)
                if promote, case .int(let number) = value { values.append(.double(Double(number))) } else { values.append(value) }
            }
            return .array(values)
        }, type: .array(elementType), isLiteral: compiled.allSatisfy(\.isLiteral))
    }

    private func compileDictionaryLiteral(_ pairs: [(key: Expr, value: Expr)], expected: SwiftType) throws -> Compiled {
        var keyType: SwiftType = .unknown
        var valueType: SwiftType = .unknown
        if case .dictionary(let key, let value) = expected.optionalWrapped ?? expected {
            keyType = key
            valueType = value
        }
        let keys = try pairs.map { try compile($0.key, expected: keyType) }
        let values = try pairs.map { try compile($0.value, expected: valueType) }
        let keyEvals = keys.map(\.eval)
        let valueEvals = values.map(\.eval)
        return Compiled(eval: { frame in
            var dictionary = DictionaryValue()
            for (key, value) in zip(keyEvals, valueEvals) { dictionary[try key(frame)] = try value(frame) }
            return .dictionary(dictionary)
        }, type: .dictionary(keyType.or(keys.first?.type ?? .unknown), valueType.or(values.first?.type ?? .unknown)),
           isLiteral: true)
    }

    private func compileTuple(_ elements: [(label: String?, value: Expr)], expected: SwiftType) throws -> Compiled {
        var expectedTypes: [SwiftType] = []
        if case .tuple(let types, _) = expected, types.count == elements.count { expectedTypes = types }
        let compiled = try elements.enumerated().map { index, element in
            try compile(element.value, expected: expectedTypes.isEmpty ? .unknown : expectedTypes[index])
        }
        let evals = compiled.map(\.eval)
        let labels = elements.map(\.label)
        if evals.isEmpty { return Compiled(eval: { _ in .void }, type: .void) }
        return Compiled(eval: { frame in
            .tuple(TupleValue(try evals.map { try $0(frame) }, labels: labels))
        }, type: .tuple(compiled.map(\.type), labels: labels), isLiteral: compiled.allSatisfy(\.isLiteral))
    }

    private func compileTry(_ kind: Expr.TryKind, _ operand: Expr, expected: SwiftType, range: SourceRange) throws
        -> Compiled
    {
        tryDepth += 1
        defer { tryDepth -= 1 }
        let callsBefore = throwingCalls
        let inner = try compile(operand, expected: kind == .optional ? (expected.optionalWrapped ?? expected) : expected)
        if kind == .plain, throwingCalls > callsBefore { try checkErrorsHandled(range) }
        let eval = inner.eval
        switch kind {
        case .plain: return inner
        case .optional:
            return Compiled(eval: { frame in
                do {
                    let value = try eval(frame)
                    if case .optional = value { return value }
                    return .optional(value)
                } catch let error as Diagnostic {
                    throw error
                } catch is OptionalChainNil {
                    throw OptionalChainNil()
                } catch {
                    return .none
                }
            }, type: inner.type.optionalWrapped != nil ? inner.type : .optional(inner.type))
        case .forced:
            let runtime = self.runtime
            return Compiled(eval: { frame in
                do {
                    return try eval(frame)
                } catch let error as Diagnostic {
                    throw error
                } catch is OptionalChainNil {
                    throw OptionalChainNil()
                } catch {
                    throw Diagnostic(.error, "'try!' expression unexpectedly raised an error: \(Compiler.errorText(error, in: runtime))",
                                     at: range)
                }
            }, type: inner.type)
        }
    }

    /// The text of a thrown error as Swift prints it.
    package static func errorText(_ error: Swift.Error, in runtime: Runtime) -> String {
        ValuePrinter.describe(Value.fromError(error, in: runtime))
    }

    private func compileCast(_ operand: Expr, _ kind: Expr.CastKind, _ typeRef: TypeRef, range: SourceRange) throws
        -> Compiled
    {
        let type = try resolveType(typeRef)
        let inner = try compile(operand, expected: type)
        let eval = inner.eval
        switch kind {
        case .coerce:
            let literal = inner.isLiteral
            let runtime = self.runtime
            let innerType = inner.type
            return Compiled(eval: { frame in
                try runtime.convert(try eval(frame), to: type, literal: literal, context: .specified, at: range,
                                    staticType: innerType)
            }, type: type)
        case .conditional:
            return Compiled(eval: { frame in
                Compiler.dynamicCast(try eval(frame), to: type).map { .optional($0) } ?? .none
            }, type: .optional(type))
        case .forced:
            return Compiled(eval: { frame in
                let value = try eval(frame)
                guard let cast = Compiler.dynamicCast(value, to: type) else {
                    throw Diagnostic(.error, "could not cast value of type '\(ValuePrinter.dynamicType(of: value))' to '\(type)'",
                                     at: range)
                }
                return cast
            }, type: type)
        }
    }

    /// `value as? type` at run time.
    package static func dynamicCast(_ value: Value, to type: SwiftType) -> Value? {
        if case .optional(let wrapped) = value {
            if case .optional = type { return Conversion.convert(value, to: type, literal: false) }
            guard let wrapped else { return nil }
            return dynamicCast(wrapped, to: type)
        }
        switch (value, type) {
        case (_, .any), (_, .unknown): return value
        case (.int, .double), (.double, .int): return nil
        default: return Conversion.convert(value, to: type, literal: false)
        }
    }

    private func compileKeyPath(root: TypeRef?, _ names: [String], range: SourceRange) throws -> Compiled {
        let runtime = self.runtime
        let function = BuiltinFunction(name: "keyPath", parameters: [ParameterInfo(label: nil)]) { arguments, _ in
            var value = arguments.first ?? .void
            for name in names {
                value = try MemberAccess.get(value, name, runtime: runtime, range: range)
            }
            return value
        }
        return Compiled(eval: { _ in .function(function) }, type: .function([.unknown], .unknown))
    }
}
