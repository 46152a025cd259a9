extension Compiler {
    /// Compiles a block in a new block scope.
    package func compileBlock(_ statements: [Stmt]) throws -> Exec {
        scope.pushBlock()
        defer { scope.popBlock() }
        return try compileStatements(statements)
    }

    /// Compiles statements in the current block scope (function declarations first, so they can
    /// call each other).
    package func compileStatements(_ statements: [Stmt]) throws -> Exec {
        let restoreTypes = try declareLocalTypes(statements)
        defer { restoreTypes() }
        try hoistFunctions(statements)
        var execs: [Exec] = []
        var hasDefer = false
        for statement in statements {
            if case .deferStatement(let body) = statement.kind {
                hasDefer = true
                let block = try compileBlock(body)
                execs.append { _ in
                    throw DeferMarker(body: block)
                }
                continue
            }
            execs.append(try compileStatement(statement))
        }
        // After each statement, the `deinit`s of what it released (see `Lifetimes`).
        let lifetimes = runtime.lifetimes
        if hasDefer { return Compiler.sequenceWithDefers(execs.map(releasing)) }
        switch execs.count {
        case 0: return { _ in .normal }
        case 1: return releasing(execs[0])
        case 2:
            let first = execs[0]
            let second = execs[1]
            return { frame in
                let flow = try first(frame)
                if lifetimes.hasPending { try lifetimes.drain() }
                guard case .normal = flow else { return flow }
                let next = try second(frame)
                if lifetimes.hasPending { try lifetimes.drain() }
                return next
            }
        default:
            return { frame in
                for exec in execs {
                    let flow = try exec(frame)
                    if lifetimes.hasPending { try lifetimes.drain() }
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    /// A `defer` reached: the sequence keeps its body to run on leaving.
    package struct DeferMarker: Swift.Error {
        package let body: Exec
    }

    package static func sequenceWithDefers(_ execs: [Exec]) -> Exec {
        { frame in
            var defers: [Exec] = []
            func runDefers() throws {
                for body in defers.reversed() { _ = try body(frame) }
            }
            do {
                for exec in execs {
                    let flow: Flow
                    do {
                        flow = try exec(frame)
                    } catch let marker as DeferMarker {
                        defers.append(marker.body)
                        continue
                    }
                    if case .normal = flow { continue }
                    try runDefers()
                    return flow
                }
            } catch {
                try runDefers()
                throw error
            }
            try runDefers()
            return .normal
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    package func compileStatement(_ statement: Stmt) throws -> Exec {
        let range = statement.range
        switch statement.kind {
        case .expression(let expr):
            let eval = try compile(expr).eval
            return { frame in
                _ = try eval(frame)
                return .normal
            }
        case .declaration(let decl):
            return try compileDeclaration(decl)
        case .ifStatement(let conditions, let then, let otherwise):
            scope.pushBlock()
            let test = try compileConditions(conditions)
            let body = try compileStatements(then)
            scope.popBlock()
            let elseBody = try otherwise.map { try compileBlock($0) }
            if let elseBody {
                return { frame in try test(frame) ? body(frame) : elseBody(frame) }
            }
            return { frame in try test(frame) ? body(frame) : .normal }
        case .guardStatement(let conditions, let otherwise):
            let elseBody = try compileBlock(otherwise)
            let test = try compileConditions(conditions)
            return { frame in
                if try test(frame) { return .normal }
                let flow = try elseBody(frame)
                if case .normal = flow {
                    throw Diagnostic(.error, "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope",
                                     at: range)
                }
                return flow
            }
        case .whileLoop(let conditions, let body, let label):
            return try compileWhile(conditions, body, label: label)
        case .repeatWhile(let body, let condition, let label):
            scope.breakTargets.append((label, true))
            let block = try compileBlock(body)
            scope.breakTargets.removeLast()
            let test = try compileCondition(condition)
            let runtime = self.runtime
            return { frame in
                repeat {
                    try runtime.tick()
                    switch try block(frame) {
                    case .normal: break
                    case .breakLoop(let target) where target == nil || target == label: return .normal
                    case .continueLoop(let target) where target == nil || target == label: break
                    case let other: return other
                    }
                } while try test(frame)
                return .normal
            }
        case .forIn(let pattern, let sequence, let whereClause, let body, let label):
            return try compileFor(pattern, sequence, whereClause, body, label: label, range: range)
        case .switchStatement(let subject, let cases, let label):
            return try compileSwitch(subject, cases, label: label, range: range)
        case .breakStatement(let label):
            if let label, !hasBreakTarget(label) {
                throw Diagnostic(.error, "cannot find label '\(label)' in scope", at: range)
            }
            if label == nil, !hasBreakTarget(nil) {
                throw Diagnostic(.error, "'break' is only allowed inside a loop, if, do, or switch", at: range)
            }
            return { _ in .breakLoop(label) }
        case .continueStatement(let label):
            if !hasLoop(label) { throw Diagnostic(.error, "'continue' is only allowed inside a loop", at: range) }
            return { _ in .continueLoop(label) }
        case .fallthroughStatement:
            return { _ in .fallthroughCase }
        case .returnStatement(let value):
            return try compileReturn(value, range: range)
        case .throwStatement(let value):
            let compiled = try compile(value, expected: .error)
            if !compiled.type.isUnknown, compiled.type != .error {
                if !Conversion.conformsToError(compiled.type) {
                    throw Diagnostic(.error, "thrown expression type '\(compiled.type)' does not conform to 'Error'",
                                     at: value.range)
                }
            }
            let eval = compiled.eval
            let valueRange = value.range
            return { frame in
                let thrown = try eval(frame)
                guard Conversion.isError(thrown) else {
                    throw Diagnostic(.error, "thrown expression type '\(ValuePrinter.dynamicType(of: thrown))' does not conform to 'Error'",
                                     at: valueRange)
                }
                throw thrown.asError
            }
        case .doCatch(let body, let catches, let label):
            return try compileDoCatch(body, catches, label: label)
        case .deferStatement(let body):
            let block = try compileBlock(body)
            return { frame in throw DeferMarker(body: block) }
        }
    }

    private func hasBreakTarget(_ label: String?) -> Bool {
        var current: FunctionScope? = scope
        while let searched = current {
            if searched.breakTargets.contains(where: { label == nil || $0.label == label }) { return true }
            if !searched.isLoopFrame { return false }
            current = searched.parent
        }
        return false
    }

    private func hasLoop(_ label: String?) -> Bool {
        var current: FunctionScope? = scope
        while let searched = current {
            if searched.breakTargets.contains(where: { $0.isLoop && (label == nil || $0.label == label) }) { return true }
            if !searched.isLoopFrame { return false }
            current = searched.parent
        }
        return false
    }

    private func compileReturn(_ value: Expr?, range: SourceRange) throws -> Exec {
        let function = scope.functionScope
        if function.parent == nil && function.selfType == nil && function.returnType == nil && isTopLevel(function) {
            throw Diagnostic(.error, "return invalid outside of a func", at: range)
        }
        guard let value else {
            if let returnType = function.returnType, returnType != .void, !returnType.isUnknown,
               returnType.optionalWrapped == nil || !isInitializer(function)
            {
                throw Diagnostic(.error, "non-void function should return a value", at: range)
            }
            return { _ in .returned(.void) }
        }
        let returnType = function.returnType ?? .unknown
        let compiled = try compile(value, expected: returnType)
        let eval = compiled.eval
        if returnType.isUnknown || returnType == .any || (compiled.type == returnType && !compiled.isLiteral) {
            return { frame in .returned(try eval(frame)) }
        }
        if returnType == .void, !compiled.type.isUnknown, compiled.type != .void {
            throw Diagnostic(.error, "unexpected non-void return value in void function", at: value.range)
        }
        let runtime = self.runtime
        let literal = compiled.isLiteral
        let staticType = compiled.type
        let valueRange = value.range
        return { frame in
            .returned(try runtime.convert(try eval(frame), to: returnType, literal: literal, context: .returnValue,
                                          at: valueRange, staticType: staticType))
        }
    }

    package func isTopLevel(_ function: FunctionScope) -> Bool { function.isTopLevelStatement }

    package func isInitializer(_ function: FunctionScope) -> Bool { function.isInitializer }

    // MARK: - Conditions

    /// Compiles `if`/`guard`/`while` conditions; bindings are declared in the current block.
    package func compileConditions(_ conditions: [Condition]) throws -> (Frame) throws -> Bool {
        let tests: [(Frame) throws -> Bool] = try conditions.map { condition in
            switch condition.kind {
            case .boolean(let expr):
                return try compileCondition(expr)
            case .optionalBinding(let pattern, let value, let typeRef):
                let source: Expr
                if let value {
                    source = value
                } else if case .binding(let name, _) = pattern.kind {
                    source = Expr(kind: .identifier(name), range: pattern.range)
                } else {
                    throw Diagnostic(.error, "expected an expression to unwrap", at: condition.range)
                }
                let annotation = try typeRef.map(resolveType)
                let compiled = try compile(source, expected: annotation.map { .optional($0) } ?? .unknown)
                if !compiled.type.isUnknown, compiled.type.optionalWrapped == nil {
                    throw Diagnostic(.error, "initializer for conditional binding must have Optional type, not '\(compiled.type)'",
                                     at: source.range)
                }
                let eval = compiled.eval
                let bind = try compilePattern(pattern, type: annotation ?? compiled.type.optionalWrapped ?? .unknown)
                return { frame in
                    guard case .optional(let wrapped) = try eval(frame) else { return false }
                    guard let wrapped else { return false }
                    return try bind(wrapped, frame)
                }
            case .matching(let pattern, let value):
                let compiled = try compile(value)
                let eval = compiled.eval
                let match = try compilePattern(pattern, type: compiled.type)
                return { frame in try match(try eval(frame), frame) }
            }
        }
        if tests.count == 1 { return tests[0] }
        return { frame in
            for test in tests where !(try test(frame)) { return false }
            return true
        }
    }
}
