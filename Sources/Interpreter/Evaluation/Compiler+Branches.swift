extension Compiler {
    // MARK: - Switch

    // swiftlint:disable:next function_body_length
    package func compileSwitch(_ subjectExpr: Expr, _ cases: [SwitchCase], label: String?, range: SourceRange) throws
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
                    if irrefutable {
                        if case .library(let enumName, _) = type, let alias = runtime.libraries.caseAliases[enumName]?[name] {
                            covered.insert(alias.name)
                        }
                        covered.insert(name)
                    }
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
        case .library(let name, _) where runtime.libraries.enums[name] != nil:
            let all = runtime.libraries.caseNames(ofLibraryEnum: name)
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

    package static func isIrrefutable(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .wildcard, .binding: return true
        case .tuple(let elements): return elements.allSatisfy { isIrrefutable($0.pattern) }
        default: return false
        }
    }

    // MARK: - Errors

    package func compileDoCatch(_ body: [Stmt], _ catches: [CatchClause], label: String?) throws -> Exec {
        let runtime = self.runtime
        scope.breakTargets.append((label, false))
        if !catches.isEmpty { handledDepth += 1 }
        let block: Exec
        do {
            defer { if !catches.isEmpty { handledDepth -= 1 } }
            block = try compileBlock(body)
        }
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
                let value = Value.fromError(error, in: runtime)
                for clause in clauses where try clause.match(value, frame) {
                    return try clause.body(frame)
                }
                throw error
            }
        }
    }
}

