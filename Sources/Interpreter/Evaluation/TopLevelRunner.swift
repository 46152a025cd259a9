/// Runs one input: declares its types and functions, compiles every statement, then runs them
/// in order, each under the step budget; on a failure, forgets the names the failed and later
/// statements declared.
package struct TopLevelRunner {
    package let interpreter: Interpreter

    private var runtime: Runtime { interpreter.runtime }
    private var compiler: Compiler { interpreter.compiler }
    private var globals: GlobalEnvironment { interpreter.globals }

    /// One compiled top-level statement.
    private struct Unit {
        let run: (Frame) throws -> Flow
        let frameSize: () -> Int
        /// The frame's slots no closure made by the statement reads.
        let releasedSlots: () -> [Int]
        let range: SourceRange
        /// The expression's value is shown (a bare expression).
        let value: Eval?
        let staticType: SwiftType
        /// The global names before this statement was compiled.
        let namesBefore: [String: VariableInfo]
    }

    package func run(_ source: String, firstLine: Int = 1) -> RunResult {
        runtime.output = ""
        runtime.notes = []
        runtime.interruptRequested.store(false, ordering: .relaxed)
        var result = RunResult()
        let file = SourceFile(source, firstLine: firstLine)
        let statements: [Stmt]
        switch SourceParser.parse(file) {
        case .success(let parsed): statements = parsed
        case .failure(let diagnostics):
            result.diagnostics = diagnostics
            return result
        }
        compiler.beginInput()
        let snapshot = globals.snapshot
        var units: [Unit] = []
        do {
            compiler.declarePlaceholderGlobals(statements)
            try compiler.declareTypes(statements.compactMap { statement in
                guard case .declaration(let decl) = statement.kind else { return nil }
                switch decl.kind {
                case .structure, .enumeration, .extensionDecl, .typeAlias, .classDecl, .protocolDecl: return decl
                default: return nil
                }
            })
            try compiler.declareGlobalFunctions(statements)
            for statement in statements {
                if case .declaration(let decl) = statement.kind {
                    switch decl.kind {
                    case .structure, .enumeration, .extensionDecl, .typeAlias, .classDecl, .protocolDecl, .function: continue
                    default: break
                    }
                }
                let before = globals.variables
                let compiled = try compiler.compileTopLevel(statement)
                units.append(Unit(run: compiled.exec, frameSize: compiled.frameSize,
                                  releasedSlots: compiled.releasedSlots, range: statement.range,
                                  value: compiled.value, staticType: compiled.type, namesBefore: before))
            }
        } catch let diagnostic as Diagnostic {
            globals.restore(snapshot)
            result.diagnostics = [diagnostic]
            return result
        } catch {
            globals.restore(snapshot)
            result.diagnostics = [Diagnostic(.error, "\(error)", at: nil)]
            return result
        }
        // A top-level `defer` runs when the input has run (also when a statement failed).
        var deferred: [(body: Exec, frame: Frame, range: SourceRange)] = []
        for unit in units {
            runtime.beginStatement(unit.range)
            let frame = Frame.make(count: unit.frameSize(), parent: nil)
            do {
                if let value = unit.value {
                    let shown = try value(frame)
                    try runtime.checkPending()
                    if !TopLevelRunner.isVoid(shown, unit.staticType) {
                        let type = unit.staticType.isUnknown || TopLevelRunner.hasUnknown(unit.staticType)
                            ? ValuePrinter.dynamicType(of: shown) : unit.staticType
                        result.values.append(ValueSummary(text: TopLevelRunner.replText(shown),
                                                          typeName: TopLevelRunner.typeName(type, shown)))
                        result.valueOffsets.append(runtime.output.endIndex)
                    }
                } else {
                    _ = try unit.run(frame)
                    try runtime.checkPending()
                }
                // What the statement let go, and its locals no closure keeps, end here.
                for slot in unit.releasedSlots() { frame[slot] = .void }
                try runtime.lifetimes.drain()
            } catch let marker as Compiler.DeferMarker {
                deferred.append((marker.body, frame, unit.range))
            } catch {
                globals.variables = unit.namesBefore
                result.diagnostics.append(TopLevelRunner.diagnostic(for: error, at: unit.range, runtime))
                break
            }
        }
        for (body, frame, range) in deferred.reversed() {
            runtime.beginStatement(range)
            do {
                _ = try body(frame)
                try runtime.checkPending()
            } catch {
                result.diagnostics.append(TopLevelRunner.diagnostic(for: error, at: range, runtime))
                break
            }
        }
        result.output = runtime.output
        result.diagnostics = runtime.notes + result.diagnostics
        result.declaredNames = compiler.declaredGlobals.filter { globals.variables[$0] != nil }
        return result
    }

    package func perform(_ work: () -> Void) -> RunResult {
        runtime.output = ""
        runtime.notes = []
        runtime.beginStatement(nil)
        work()
        var failure: Diagnostic?
        do {
            try runtime.lifetimes.drain()
        } catch {
            failure = TopLevelRunner.diagnostic(for: error, at: runtime.statementRange ?? SourceRange(file: SourceFile(""), start: 0, end: 0), runtime)
        }
        var result = RunResult()
        result.output = runtime.output
        result.diagnostics = runtime.notes
        if let failure = runtime.pendingFailure ?? failure { result.diagnostics.append(failure) }
        return result
    }

    package static func diagnostic(for error: Swift.Error, at range: SourceRange, _ runtime: Runtime) -> Diagnostic {
        switch error {
        case let diagnostic as Diagnostic: return diagnostic
        case is OptionalChainNil: return Diagnostic(.error, "unexpectedly found nil", at: range)
        default:
            return Diagnostic(.error, "the error '\(Compiler.errorText(error, in: runtime))' was thrown and not caught", at: range,
                              notes: ["call throwing code inside 'do { try … } catch { … }'"])
        }
    }

    package static func isVoid(_ value: Value, _ type: SwiftType) -> Bool {
        if case .void = value { return true }
        if type == .void { return true }
        return false
    }

    package static func hasUnknown(_ type: SwiftType) -> Bool {
        switch type {
        case .unknown: return true
        case .optional(let inner), .array(let inner): return hasUnknown(inner)
        case .dictionary(let key, let value): return hasUnknown(key) || hasUnknown(value)
        case .tuple(let elements, _): return elements.contains(where: hasUnknown)
        case .library(_, let arguments): return arguments.contains(where: hasUnknown)
        default: return false
        }
    }

    /// How the REPL shows a value: optionals unwrapped, strings quoted.
    package static func replText(_ value: Value) -> String {
        switch value {
        case .optional(let wrapped): return wrapped.map(replText) ?? "nil"
        case .object(let object): return object.summary
        default: return ValuePrinter.debugDescribe(value)
        }
    }

    package static func typeName(_ type: SwiftType, _ value: Value) -> String {
        if hasUnknown(type) {
            let dynamic = ValuePrinter.dynamicType(of: value)
            if !hasUnknown(dynamic) { return dynamic.description }
        }
        return type.description
    }
}

extension Compiler {
    /// Starts compiling a new input.
    package func beginInput() {
        placeholderGlobals = [:]
        declaredThisInput = []
        declaredGlobals = []
        deferredLets = []
    }

    /// Declares an input's global functions, then compiles their bodies.
    package func declareGlobalFunctions(_ statements: [Stmt]) throws {
        var pending: [(FunctionDecl, FunctionCode)] = []
        var replaced: Set<String> = []
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .function(let function) = decl.kind else { continue }
            let code = try makeFunctionCode(function, hasSelf: false)
            let learner = LearnerFunction(code: code, environment: nil, isClosure: false)
            if globals.variables[function.name] != nil, !declaredThisInput.contains(function.name) {
                globals.variables[function.name] = nil
            }
            if replaced.insert(function.name).inserted {
                // A function declared again in a later input replaces the earlier overloads with the same labels.
                globals.functions[function.name] = (globals.functions[function.name] ?? []).filter {
                    $0.code.parameters.map(\.label) != code.parameters.map(\.label)
                }
            } else if globals.functions[function.name]?.contains(where: {
                $0.code.parameters.map(\.label) == code.parameters.map(\.label)
                    && $0.code.parameters.map(\.type) == code.parameters.map(\.type)
            }) == true {
                throw Diagnostic(.error, "invalid redeclaration of '\(function.name)'", at: function.nameRange)
            }
            globals.functions[function.name, default: []].append(FunctionEntry(function: learner, code: code, variable: nil))
            pending.append((function, code))
        }
        for (function, code) in pending {
            try compileFunctionBody(code, function, selfType: nil, parent: nil)
        }
    }

    /// One top-level statement compiled to run in its own frame.
    package struct TopLevelCode {
        package let exec: Exec
        package let frameSize: () -> Int
        package let releasedSlots: () -> [Int]
        package let value: Eval?
        package let type: SwiftType
    }

    package func compileTopLevel(_ statement: Stmt) throws -> TopLevelCode {
        let statementScope = FunctionScope(parent: nil)
        statementScope.isTopLevelStatement = true
        scope = statementScope
        if case .expression(let expr) = statement.kind {
            let compiled = try compile(expr)
            return TopLevelCode(exec: { _ in .normal }, frameSize: { statementScope.slotCount },
                                releasedSlots: { Compiler.uncapturedSlots(statementScope, keepSelf: false) },
                                value: compiled.eval, type: compiled.type)
        }
        let exec = try compileStatement(statement)
        return TopLevelCode(exec: exec, frameSize: { statementScope.slotCount },
                            releasedSlots: { Compiler.uncapturedSlots(statementScope, keepSelf: false) }, value: nil,
                            type: .void)
    }
}
