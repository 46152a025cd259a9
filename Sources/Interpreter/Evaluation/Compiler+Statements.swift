extension Compiler {
    /// Compiles a block in a new block scope.
    func compileBlock(_ statements: [Stmt]) throws -> Exec {
        scope.pushBlock()
        defer { scope.popBlock() }
        return try compileStatements(statements)
    }

    /// Compiles statements in the current block scope (function declarations first, so they can
    /// call each other).
    func compileStatements(_ statements: [Stmt]) throws -> Exec {
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
        if hasDefer { return Compiler.sequenceWithDefers(execs) }
        switch execs.count {
        case 0: return { _ in .normal }
        case 1: return execs[0]
        case 2:
            let first = execs[0]
            let second = execs[1]
            return { frame in
                let flow = try first(frame)
                if case .normal = flow { return try second(frame) }
                return flow
            }
        default:
            return { frame in
                for exec in execs {
                    let flow = try exec(frame)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    /// A `defer` reached: the sequence keeps its body to run on leaving.
    struct DeferMarker: Swift.Error {
        let body: Exec
    }

    static func sequenceWithDefers(_ execs: [Exec]) -> Exec {
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
    func compileStatement(_ statement: Stmt) throws -> Exec {
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
                var conforms = false
                if case .nominal(let type, _) = compiled.type { conforms = type.conformsToError }
                if !conforms {
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

    func isTopLevel(_ function: FunctionScope) -> Bool { function.isTopLevelStatement }

    func isInitializer(_ function: FunctionScope) -> Bool { function.isInitializer }

    // MARK: - Conditions

    /// Compiles `if`/`guard`/`while` conditions; bindings are declared in the current block.
    func compileConditions(_ conditions: [Condition]) throws -> (Frame) throws -> Bool {
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

    // MARK: - Loops

    private func loopFlow(_ flow: Flow, label: String?) -> (stop: Bool, result: Flow?) {
        switch flow {
        case .normal: return (false, nil)
        case .breakLoop(let target) where target == nil || target == label: return (true, .normal)
        case .continueLoop(let target) where target == nil || target == label: return (false, nil)
        default: return (true, flow)
        }
    }

    private func compileWhile(_ conditions: [Condition], _ body: [Stmt], label: String?) throws -> Exec {
        scope.pushBlock()
        let test = try compileConditions(conditions)
        scope.breakTargets.append((label, true))
        let block = try compileStatements(body)
        scope.breakTargets.removeLast()
        scope.popBlock()
        let runtime = self.runtime
        return { frame in
            while try test(frame) {
                try runtime.tick()
                switch try block(frame) {
                case .normal: continue
                case .breakLoop(let target) where target == nil || target == label: return .normal
                case .continueLoop(let target) where target == nil || target == label: continue
                case let other: return other
                }
            }
            return .normal
        }
    }

    /// Whether statements make a closure (then a loop body gets a fresh frame per iteration,
    /// so each closure captures that iteration's variables).
    func containsClosure(_ statements: [Stmt]) -> Bool {
        ClosureFinder.contains(statements)
    }

    // swiftlint:disable:next function_body_length
    private func compileFor(_ pattern: Pattern, _ sequenceExpr: Expr, _ whereClause: Expr?, _ body: [Stmt],
                            label: String?, range: SourceRange) throws -> Exec {
        let sequence = try compile(sequenceExpr)
        var elementType: SwiftType = .unknown
        switch sequence.type {
        case .array(let element): elementType = element
        case .library("Range", _), .library("ClosedRange", _): elementType = .int
        case .string: elementType = .character
        case .dictionary(let key, let value): elementType = .tuple([key, value], labels: ["key", "value"])
        default: break
        }
        let ownFrame = containsClosure(body) || (whereClause.map { containsClosure([Stmt(kind: .expression($0), range: range)]) } ?? false)
        let outer = scope
        if ownFrame {
            scope = FunctionScope(parent: outer, selfType: nil, isLoopFrame: true)
        }
        scope.pushBlock()
        let bind = try compilePattern(pattern, type: elementType)
        var simpleSlot: Int?
        if case .binding(let name, _) = pattern.kind, case .variable(let info, 0)? = resolve(name),
           case .local(let slot) = info.storage
        {
            simpleSlot = slot
        }
        let filter = try whereClause.map { try compileCondition($0) }
        scope.breakTargets.append((label, true))
        let block = try compileStatements(body)
        scope.breakTargets.removeLast()
        scope.popBlock()
        let loopScope = scope
        scope = outer
        let runtime = self.runtime
        let eval = sequence.eval
        let sequenceRange = sequenceExpr.range

        // One iteration: returns nil to go on, or the flow that ends the loop.
        let iterate: (Frame, Value) throws -> Flow? = { frame, element in
            try runtime.tick()
            let inner = ownFrame ? Frame.make(count: loopScope.slotCount, parent: frame) : frame
            if let simpleSlot {
                inner[simpleSlot] = element
            } else if !(try bind(element, inner)) {
                return nil
            }
            if let filter, !(try filter(inner)) { return nil }
            switch try block(inner) {
            case .normal: return nil
            case .breakLoop(let target) where target == nil || target == label: return .normal
            case .continueLoop(let target) where target == nil || target == label: return nil
            case let other: return other
            }
        }
        if case .binary(let op, let lowerExpr, let upperExpr, _) = sequenceExpr.kind, op == "..<" || op == "..." {
            let lower = try compile(lowerExpr).eval
            let upper = try compile(upperExpr).eval
            let closed = op == "..."
            return { frame in
                guard case .int(let start) = try lower(frame), case .int(let bound) = try upper(frame) else {
                    return try Compiler.iterate(try eval(frame), iterate, frame, sequenceRange)
                }
                if bound < start {
                    throw Diagnostic(.error, "range requires lowerBound <= upperBound", at: sequenceRange)
                }
                let end = closed ? bound : bound - 1
                if start > end { return .normal }
                var index = start
                while true {
                    if let flow = try iterate(frame, .int(index)) { return flow }
                    if index == end { break }
                    index += 1
                }
                return .normal
            }
        }
        return { frame in try Compiler.iterate(try eval(frame), iterate, frame, sequenceRange) }
    }

    static func iterate(_ sequence: Value, _ iterate: (Frame, Value) throws -> Flow?, _ frame: Frame,
                        _ range: SourceRange) throws -> Flow {
        switch sequence {
        case .range(let bounds):
            var index = bounds.lower
            while index < bounds.end {
                if let flow = try iterate(frame, .int(index)) { return flow }
                index += 1
            }
        case .array(let elements):
            for element in elements { if let flow = try iterate(frame, element) { return flow } }
        case .string(let text):
            for character in text { if let flow = try iterate(frame, .character(character)) { return flow } }
        case .dictionary(let dictionary):
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                if let flow = try iterate(frame, .tuple(TupleValue([key, value], labels: ["key", "value"]))) { return flow }
            }
        case .object(let object as SequenceObject):
            for element in object.elements { if let flow = try iterate(frame, element) { return flow } }
        default:
            throw Diagnostic(.error, "for-in loop requires '\(ValuePrinter.dynamicType(of: sequence))' to conform to 'Sequence'",
                             at: range)
        }
        return .normal
    }

    // MARK: - Switch

    // swiftlint:disable:next function_body_length
    private func compileSwitch(_ subjectExpr: Expr, _ cases: [SwitchCase], label: String?, range: SourceRange) throws
        -> Exec
    {
        let subject = try compile(subjectExpr)
        let subjectType = subject.type
        try checkExhaustive(subjectType, cases, range: range)
        scope.breakTargets.append((label, false))
        defer { scope.breakTargets.removeLast() }
        var compiledCases: [(matchers: [(Value, Frame) throws -> Bool], body: Exec)] = []
        for switchCase in cases {
            scope.pushBlock()
            var matchers: [(Value, Frame) throws -> Bool] = []
            if switchCase.isDefault {
                matchers.append { _, _ in true }
            }
            for item in switchCase.patterns {
                let match = try compilePattern(item.pattern, type: subjectType, reuseNames: true)
                if let whereClause = item.whereClause {
                    let test = try compileCondition(whereClause)
                    matchers.append { value, frame in try match(value, frame) && test(frame) }
                } else {
                    matchers.append(match)
                }
            }
            if switchCase.body.isEmpty {
                throw Diagnostic(.error, "'\(switchCase.isDefault ? "default" : "case")' label in a 'switch' must have at least one executable statement",
                                 at: switchCase.range)
            }
            let body = try compileStatements(switchCase.body)
            scope.popBlock()
            compiledCases.append((matchers, body))
        }
        let eval = subject.eval
        return { frame in
            let value = try eval(frame)
            var index = 0
            while index < compiledCases.count {
                let matched = try compiledCases[index].matchers.contains { try $0(value, frame) }
                if !matched {
                    index += 1
                    continue
                }
                var flow = try compiledCases[index].body(frame)
                while case .fallthroughCase = flow, index + 1 < compiledCases.count {
                    index += 1
                    flow = try compiledCases[index].body(frame)
                }
                switch flow {
                case .breakLoop(let target) where target == nil || target == label: return .normal
                case .fallthroughCase: return .normal
                default: return flow
                }
            }
            return .normal
        }
    }

    private func checkExhaustive(_ type: SwiftType, _ cases: [SwitchCase], range: SourceRange) throws {
        if cases.contains(where: \.isDefault) { return }
        var covered: Set<String> = []
        var catchAll = false
        for switchCase in cases {
            for item in switchCase.patterns where item.whereClause == nil {
                switch item.pattern.kind {
                case .wildcard, .binding: catchAll = true
                case .enumCase(_, let name, let payload):
                    let irrefutable = payload?.allSatisfy { Compiler.isIrrefutable($0.pattern) } ?? true
                    if irrefutable { covered.insert(name) }
                case .expression(let expr):
                    if case .booleanLiteral(let flag) = expr.kind { covered.insert(String(flag)) }
                default: break
                }
            }
        }
        if catchAll { return }
        var missing: [String] = []
        switch type {
        case .nominal(let enumType as EnumType, _):
            missing = enumType.cases.map(\.name).filter { !covered.contains($0) }.map { "." + $0 }
        case .library(let name, _) where ["Event", "Result", "MaybeEvent", "CompletableEvent"].contains(name):
            let all = LibraryTables.caseNames(ofLibraryEnum: name)
            missing = all.filter { !covered.contains($0) }.map { "." + $0 }
        case .bool:
            missing = ["true", "false"].filter { !covered.contains($0) }
        case .optional:
            if !(covered.contains("some") && covered.contains("none")) { missing = ["nil or .some"] }
        case .unknown, .any, .error:
            return
        default:
            throw Diagnostic(.error, "switch must be exhaustive", at: range, notes: ["add a default clause"])
        }
        if !missing.isEmpty {
            throw Diagnostic(.error, "switch must be exhaustive", at: range,
                             notes: ["add missing case\(missing.count == 1 ? "" : "s"): " + missing.map { "'\($0)'" }.joined(separator: ", ")])
        }
    }

    static func isIrrefutable(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .wildcard, .binding: return true
        case .tuple(let elements): return elements.allSatisfy { isIrrefutable($0.pattern) }
        default: return false
        }
    }

    // MARK: - Errors

    private func compileDoCatch(_ body: [Stmt], _ catches: [CatchClause], label: String?) throws -> Exec {
        scope.breakTargets.append((label, false))
        let block = try compileBlock(body)
        scope.breakTargets.removeLast()
        var clauses: [(match: (Value, Frame) throws -> Bool, body: Exec)] = []
        for clause in catches {
            scope.pushBlock()
            let match: (Value, Frame) throws -> Bool
            if let pattern = clause.pattern {
                let patternMatch = try compilePattern(pattern, type: .error)
                if let whereClause = clause.whereClause {
                    let test = try compileCondition(whereClause)
                    match = { value, frame in try patternMatch(value, frame) && test(frame) }
                } else {
                    match = patternMatch
                }
            } else {
                let info = scope.declare("error", type: .error, isLet: true, range: clause.range)
                guard case .local(let slot) = info.storage else { throw Diagnostic(.error, "internal error", at: nil) }
                match = { value, frame in
                    frame[slot] = value
                    return true
                }
            }
            let clauseBody = try compileStatements(clause.body)
            scope.popBlock()
            clauses.append((match, clauseBody))
        }
        return { frame in
            do {
                let flow = try block(frame)
                if case .breakLoop(let target) = flow, target != nil, target == label { return .normal }
                return flow
            } catch let error as Diagnostic {
                throw error
            } catch let error as OptionalChainNil {
                throw error
            } catch let error as DeferMarker {
                throw error
            } catch {
                let value = Value.fromError(error)
                for clause in clauses where try clause.match(value, frame) {
                    return try clause.body(frame)
                }
                throw error
            }
        }
    }
}

/// A library value that can be iterated (a stride, `enumerated()`).
protocol SequenceObject: AnyObject {
    var elements: [Value] { get }
}

/// Finds closure literals in statements.
enum ClosureFinder {
    static func contains(_ statements: [Stmt]) -> Bool {
        statements.contains(where: contains)
    }

    static func contains(_ statement: Stmt) -> Bool {
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

    static func contains(_ condition: Condition) -> Bool {
        switch condition.kind {
        case .boolean(let expr): return contains(expr)
        case .optionalBinding(_, let value, _): return value.map(contains) ?? false
        case .matching(_, let expr): return contains(expr)
        }
    }

    // swiftlint:disable:next cyclomatic_complexity
    static func contains(_ expr: Expr) -> Bool {
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
