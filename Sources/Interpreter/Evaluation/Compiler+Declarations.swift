extension Compiler {
    /// Declares the local functions of a block before its statements are compiled, so they can
    /// call each other and themselves.
    package func hoistFunctions(_ statements: [Stmt]) throws {
        guard !scope.isTopLevelStatement || scope.blocks.count > 1 else { return }
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .function(let function) = decl.kind else { continue }
            let code = try makeFunctionCode(function, hasSelf: false)
            let info = scope.declare(function.name, type: .function(code.parameters.map(\.type), code.returnType),
                                     isLet: true, range: function.nameRange)
            scope.functions[scope.functions.count - 1][function.name, default: []]
                .append(FunctionEntry(function: nil, code: code, variable: info))
        }
    }

    package func compileDeclaration(_ decl: Decl) throws -> Exec {
        switch decl.kind {
        case .variable(let variable):
            return try compileVariable(variable, range: decl.range)
        case .function(let function):
            guard let entry = scope.functions[scope.functions.count - 1][function.name]?.first(where: { entry in
                entry.code.range.start == function.nameRange.start
            }), let info = entry.variable, case .local(let slot) = info.storage else {
                throw Diagnostic(.error, "functions can be declared at the top level or inside other code blocks", at: decl.range)
            }
            try compileFunctionBody(entry.code, function, selfType: nil, parent: scope)
            let code = entry.code
            return { frame in
                frame[slot] = .function(LearnerFunction(code: code, environment: frame, isClosure: false))
                return .normal
            }
        case .importModule(let module):
            try checkImport(module, range: decl.range)
            return { _ in .normal }
        case .structure, .enumeration, .extensionDecl, .typeAlias, .protocolDecl:
            // Declared with the block, before its statements (`declareLocalTypes`).
            return { _ in .normal }
        case .classDecl:
            throw Diagnostic(.error, "classes can only be declared at the top level of the playground", at: decl.range)
        case .initializer, .enumCases, .deinitializer:
            throw Diagnostic(.error, "this declaration belongs inside a type", at: decl.range)
        }
    }

    package func checkImport(_ module: String, range: SourceRange) throws {
        guard runtime.libraries.modules.contains(module) else {
            throw Diagnostic(.error, "no such module '\(module)'", at: range, notes: [runtime.libraries.modulesNote])
        }
    }

    // MARK: - Variables

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    package func compileVariable(_ variable: VariableDecl, range: SourceRange) throws -> Exec {
        let atTopLevel = scope.isTopLevelStatement && scope.blocks.count == 1
        var execs: [Exec] = []
        for binding in variable.bindings {
            if atTopLevel, let getter = binding.getter, binding.setter == nil {
                try declareComputedGlobal(binding, getter: getter)
                continue
            }
            if binding.getter != nil || binding.setter != nil {
                throw Diagnostic(.error, "computed variables are part of the playground only inside a struct or enum",
                                 at: binding.range)
            }
            if binding.observers.willSet != nil || binding.observers.didSet != nil {
                throw Diagnostic(.error, "property observers are part of the playground only inside a struct", at: binding.range)
            }
            let annotation = try binding.type.map(resolveType)
            let initializer = try binding.initializer.map { try compile($0, expected: annotation ?? .unknown) }
            let type = annotation ?? initializer?.type ?? .unknown
            if annotation == nil, initializer == nil {
                throw Diagnostic(.error, "type annotation missing in pattern", at: binding.range)
            }
            if annotation == nil, case .optional(.unknown) = type, initializer?.isLiteral == true {
                throw Diagnostic(.error, "'nil' requires a contextual type", at: binding.initializer?.range ?? binding.range)
            }
            let binder: Binder = atTopLevel ? globalBinder() : localBinder(reuseNames: false)
            var deferred: VariableInfo?
            let declaredName: String?
            if case .binding(let name, _) = binding.pattern.kind { declaredName = name } else { declaredName = nil }
            let match = try compilePattern(binding.pattern, type: type, binder: binder)
            let ownership = variable.modifiers.ownership
            if ownership != .strong, let declaredName, case .variable(let info, _)? = resolve(declaredName) {
                info.ownership = ownership
                if ownership == .weak, info.type.optionalWrapped == nil, !info.type.isUnknown { info.type = .optional(info.type) }
            }
            if initializer == nil, variable.isLet, let declaredName {
                if case .variable(let info, _)? = resolve(declaredName) {
                    deferred = info
                    deferredLets.insert(ObjectIdentifier(info))
                }
            }
            let runtime = self.runtime
            let patternRange = binding.pattern.range
            guard let initializer else {
                if deferred != nil { continue }
                let start: Value = type.optionalWrapped != nil ? .none : .void
                execs.append { frame in
                    _ = try match(start, frame)
                    return .normal
                }
                continue
            }
            let eval = initializer.eval
            let literal = initializer.isLiteral
            let staticType = initializer.type
            let valueRange = binding.initializer?.range ?? binding.range
            if let target = annotation, StaticConversion.isImpossible(from: staticType, literal: literal, to: target) {
                throw Diagnostic(.error, "cannot convert value of type '\(staticType)' to specified type '\(target)'",
                                 at: valueRange)
            }
            let convert = annotation.map { target -> (Value) throws -> Value in
                if target == staticType && !literal { return { $0 } }
                return { value in
                    try runtime.convert(value, to: target, literal: literal, context: .specified, at: valueRange,
                                        staticType: staticType)
                }
            }
            let notify = atTopLevel ? declaredName : nil
            let declaredType = type
            execs.append { frame in
                var value = try eval(frame)
                if let convert { value = try convert(value) }
                value = WeakReference.holding(value, ownership)
                guard try match(value, frame) else {
                    throw Diagnostic(.error, "the value does not match the pattern", at: patternRange)
                }
                if let notify, case .object = value {
                    runtime.libraries.didBind(notify, to: value, declared: declaredType)
                }
                return .normal
            }
        }
        if execs.count == 1 { return execs[0] }
        return { frame in
            for exec in execs { _ = try exec(frame) }
            return .normal
        }
    }

    /// A binder that declares top-level variables as globals.
    package func globalBinder() -> Binder {
        { [unowned self] name, type, isLet, range in
            if declaredThisInput.contains(name) {
                throw Diagnostic(.error, "invalid redeclaration of '\(name)'", at: range)
            }
            declaredThisInput.insert(name)
            let info: VariableInfo
            let slot: Int
            if let placeholder = placeholderGlobals.removeValue(forKey: name), placeholder.isLet == isLet,
               case .global(let placeholderSlot) = placeholder.storage
            {
                placeholder.type = type
                info = placeholder
                slot = placeholderSlot
            } else {
                slot = runtime.globals.append()
                info = VariableInfo(name: name, type: type, isLet: isLet, storage: .global(slot), range: range)
            }
            globals.variables[name] = info
            globals.functions[name] = nil
            declaredGlobals.append(name)
            let storage = runtime.globals
            return { value, _ in storage[slot] = value }
        }
    }

    // MARK: - Functions

    package func makeFunctionCode(_ decl: FunctionDecl, hasSelf: Bool) throws -> FunctionCode {
        try withGenerics(decl.genericParameters) { try makeFunctionCodeWithGenerics(decl, hasSelf: hasSelf) }
    }

    private func makeFunctionCodeWithGenerics(_ decl: FunctionDecl, hasSelf: Bool) throws -> FunctionCode {
        let parameters = try decl.parameters.map { parameter -> ParameterInfo in
            let type = try resolveType(parameter.type)
            let defaultValue = try parameter.defaultValue.map { try compileDefault($0, type: type) }
            return ParameterInfo(label: parameter.label, name: parameter.name, type: type, defaultValue: defaultValue,
                                 isVariadic: parameter.isVariadic, isInout: parameter.isInout)
        }
        let returnType = try decl.returnType.map(resolveType) ?? .void
        return FunctionCode(name: decl.name, parameters: parameters, hasSelf: hasSelf, isMutating: decl.isMutating,
                            isThrowing: decl.isThrowing, returnType: returnType, range: decl.nameRange)
    }

    /// A default argument, evaluated at each call.
    package func compileDefault(_ expr: Expr, type: SwiftType) throws -> () throws -> Value {
        let saved = scope
        let defaultScope = FunctionScope(parent: nil)
        scope = defaultScope
        defer { scope = saved }
        let compiled = try compile(expr, expected: type)
        let eval = compiled.eval
        let runtime = self.runtime
        let literal = compiled.isLiteral
        let range = expr.range
        return {
            let frame = Frame.make(count: defaultScope.slotCount, parent: nil)
            return try runtime.convert(try eval(frame), to: type, literal: literal, context: .argument, at: range)
        }
    }

    /// Compiles a function's body into its code.
    package func compileFunctionBody(_ code: FunctionCode, _ decl: FunctionDecl, selfType: NominalType?,
                             isInitializer: Bool = false, staticOwner: NominalType? = nil,
                             parent: FunctionScope?) throws {
        let savedGenerics = genericNames
        let savedTryDepth = tryDepth
        let savedHandledDepth = handledDepth
        genericNames.formUnion(decl.genericParameters)
        tryDepth = 0
        handledDepth = 0
        defer {
            genericNames = savedGenerics
            tryDepth = savedTryDepth
            handledDepth = savedHandledDepth
        }
        let saved = scope
        let bodyScope = FunctionScope(parent: parent,
                                      selfType: code.hasSelf ? selfType : nil,
                                      selfIsMutable: code.isMutating || isInitializer,
                                      returnType: isInitializer ? (decl.isFailable ? .optional(.void) : .void) : code.returnType,
                                      isThrowing: code.isThrowing)
        bodyScope.isInitializer = isInitializer
        bodyScope.staticOwner = staticOwner
        bodyScope.swiftFunctionName = decl.name == "deinit"
            ? "deinit" : decl.name + "(" + decl.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        scope = bodyScope
        defer { scope = saved }
        for parameter in code.parameters {
            _ = scope.declare(parameter.name, type: parameter.isVariadic ? .array(parameter.type) : parameter.type,
                              isLet: !parameter.isInout, range: code.range)
        }
        code.body = try compileBody(decl.body, returnType: isInitializer ? .void : code.returnType, isFunction: !isInitializer,
                                    what: selfType == nil ? "global function" : "instance method")
        code.frameSize = bodyScope.slotCount
        code.mayCaptureFrame = ClosureFinder.contains(decl.body)
        if code.mayCaptureFrame {
            // A mutating method or initializer of a value type hands `self` back from slot 0.
            let keepSelf = (code.isMutating || isInitializer) && !(selfType is ClassType)
            code.releasedSlots = Compiler.uncapturedSlots(bodyScope, keepSelf: keepSelf)
        }
    }

    /// A function or closure body: statements, with a single expression returned implicitly.
    package func compileBody(_ statements: [Stmt], returnType: SwiftType, isFunction: Bool, what: String) throws -> Eval {
        if statements.count == 1, case .expression(let expr) = statements[0].kind, returnType != .void {
            let compiled = try compile(expr, expected: returnType)
            if returnType.isUnknown || returnType == .any || (compiled.type == returnType && !compiled.isLiteral) {
                return compiled.eval
            }
            let eval = compiled.eval
            let runtime = self.runtime
            let literal = compiled.isLiteral
            let staticType = compiled.type
            let range = expr.range
            return { frame in
                try runtime.convert(try eval(frame), to: returnType, literal: literal, context: .returnValue, at: range,
                                    staticType: staticType)
            }
        }
        let exec = try compileStatements(statements)
        let needsValue = isFunction && returnType != .void && !returnType.isUnknown
        let range = statements.last?.range
        return { frame in
            if case .returned(let value) = try exec(frame) { return value }
            if needsValue {
                throw Diagnostic(.error, "missing return in \(what) expected to return '\(returnType)'", at: range)
            }
            return .void
        }
    }

    // MARK: - Closures

    // swiftlint:disable:next function_body_length
    package func compileClosure(_ literal: ClosureLiteral, expected: SwiftType, range: SourceRange) throws -> Compiled {
        var expectedParameters: [SwiftType] = []
        var expectedResult: SwiftType = .unknown
        if case .function(let parameters, let result) = expected.optionalWrapped ?? expected {
            expectedParameters = parameters
            expectedResult = result
        }
        func expectedType(_ index: Int) -> SwiftType {
            index < expectedParameters.count ? expectedParameters[index] : .unknown
        }
        var names: [String]
        var types: [SwiftType]
        if let parameters = literal.parameters {
            names = parameters.map(\.name)
            types = try parameters.enumerated().map { index, parameter in
                try parameter.type.map(resolveType) ?? expectedType(index)
            }
        } else {
            names = (0..<literal.anonymousParameterCount).map { "$\($0)" }
            types = names.indices.map(expectedType)
        }
        let outer = scope
        var captureScope: FunctionScope?
        var captureEvals: [(slot: Int, eval: Eval, ownership: MemberModifiers.Ownership)] = []
        // `[self]` adds nothing; `[weak self]` where there is no `self` (at the top level) is let be.
        let hasSelf = hasSelfInScope
        let captures = literal.captures.filter {
            $0.name != "self" || $0.value != nil || (hasSelf && ($0.isWeak || $0.isUnowned))
        }
        if !captures.isEmpty {
            let captured = FunctionScope(parent: outer, isLoopFrame: true)
            for capture in captures {
                let value = try compile(capture.value ?? Expr(kind: .identifier(capture.name), range: range))
                let ownership: MemberModifiers.Ownership = capture.isWeak ? .weak : capture.isUnowned ? .unowned : .strong
                let type = capture.isWeak && value.type.optionalWrapped == nil ? .optional(value.type) : value.type
                let info = captured.declare(capture.name, type: type, isLet: true, range: range)
                info.ownership = ownership
                if case .local(let slot) = info.storage { captureEvals.append((slot, value.eval, ownership)) }
            }
            captureScope = captured
        }
        let declaredResult = try literal.returnType.map(resolveType)
        let bodyScope = FunctionScope(parent: captureScope ?? outer, returnType: declaredResult ?? expectedResult,
                                      isThrowing: true)
        scope = bodyScope
        let savedTryDepth = tryDepth
        let savedHandledDepth = handledDepth
        tryDepth = 0
        handledDepth = 0
        defer {
            scope = outer
            tryDepth = savedTryDepth
            handledDepth = savedHandledDepth
        }
        for (name, type) in zip(names, types) {
            // Closure parameters may be `inout` (`reduce(into:)`); they are kept assignable.
            _ = scope.declare(name, type: type, isLet: false, range: range)
        }
        var resultType = declaredResult ?? expectedResult
        let body: Eval
        if literal.body.count == 1, case .expression(let expr) = literal.body[0].kind {
            let compiled = try compile(expr, expected: resultType)
            try checkSingleExpressionResult(compiled.type, expectedResult: declaredResult ?? expectedResult, range: expr.range)
            if resultType.isUnknown { resultType = compiled.type }
            body = compiled.eval
        } else {
            try checkClosureReturns(literal, expectedResult: declaredResult ?? expectedResult, range: range)
            body = try compileBody(literal.body, returnType: declaredResult ?? .unknown, isFunction: declaredResult != nil,
                                   what: "closure")
            if resultType.isUnknown, !literal.body.contains(where: ClosureFinder.returnsValue) { resultType = .void }
        }
        let parameters = zip(names, types).map { ParameterInfo(label: nil, name: $0, type: $1) }
        let code = FunctionCode(name: "closure", parameters: parameters, hasSelf: false, isMutating: false,
                                isThrowing: true, returnType: resultType, range: range)
        code.body = body
        code.frameSize = bodyScope.slotCount
        code.mayCaptureFrame = ClosureFinder.contains(literal.body)
        if code.mayCaptureFrame { code.releasedSlots = Compiler.uncapturedSlots(bodyScope, keepSelf: false) }
        if let written = literal.parameters {
            for (index, parameter) in written.enumerated() where parameter.type != nil {
                switch types[index] {
                case .int, .double, .string, .bool, .character, .nominal:
                    code.typedClosureParameters.append((index, types[index], parameter.range))
                default: break
                }
            }
        }
        let type = SwiftType.function(types, resultType)
        if let captureScope {
            return Compiled(eval: { frame in
                let environment = Frame.make(count: captureScope.slotCount, parent: frame)
                for capture in captureEvals {
                    let value = try capture.eval(frame)
                    environment[capture.slot] = WeakReference.holding(value, capture.ownership)
                }
                return .function(LearnerFunction(code: code, environment: environment, isClosure: true))
            }, type: type)
        }
        return Compiled(eval: { frame in .function(LearnerFunction(code: code, environment: frame, isClosure: true)) },
                        type: type)
    }
}

extension FunctionScope {
    /// Whether closures and functions here see no locals of an enclosing frame.
    package var isGlobalLike: Bool { parent == nil && isTopLevelStatement && blocks.count == 1 }
}

extension ClosureFinder {
    /// Whether a statement returns a value (so a closure's result is not `Void`).
    package static func returnsValue(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .returnStatement(let value): return value != nil
        case .ifStatement(_, let then, let otherwise):
            return then.contains(where: returnsValue) || (otherwise?.contains(where: returnsValue) ?? false)
        case .guardStatement(_, let otherwise): return otherwise.contains(where: returnsValue)
        case .whileLoop(_, let body, _), .repeatWhile(let body, _, _), .forIn(_, _, _, let body, _),
             .deferStatement(let body):
            return body.contains(where: returnsValue)
        case .switchStatement(_, let cases, _): return cases.contains { $0.body.contains(where: returnsValue) }
        case .doCatch(let body, let catches, _):
            return body.contains(where: returnsValue) || catches.contains { $0.body.contains(where: returnsValue) }
        default: return false
        }
    }
}
