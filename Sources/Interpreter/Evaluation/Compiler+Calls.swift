extension Compiler {
    package func compileCall(_ callee: Expr, _ arguments: [Argument], expected: SwiftType, range: SourceRange) throws -> Compiled {
        if let delegation = try compileClassDelegation(callee, arguments, range: range) { return delegation }
        switch callee.kind {
        case .identifier(let name) where name != "self":
            guard let resolution = resolve(name) else {
                if let owner = staticOwner() {
                    // A static method calls its type's other static members by name (`register { … }`).
                    return try compileStaticCall(.nominal(owner, []), name, arguments, expected: expected, range: range,
                                                 nameRange: callee.range)
                }
                throw OutsideNames.unknown(name, at: callee.range, in: runtime.libraries, candidates: namesInScope)
            }
            switch resolution {
            case .functions(let entries, let depth):
                return try compileFunctionCall(entries, depth: depth, name: name, arguments, range: range,
                                               calleeRange: callee.range)
            case .type(let type):
                return try compileConstruction(type, arguments, expected: expected, range: range, calleeRange: callee.range)
            case .builtin:
                return try compileLibraryCall(
                    runtime.libraries.globalFunctions.methods(name), receiver: Compiled(eval: { _ in .void }, type: .void),
                    name: name, kind: "global function", arguments, range: range, nameRange: callee.range)
            case .selfMember:
                return try compileMethodCall(Expr(kind: .identifier("self"), range: callee.range), name, arguments,
                                             range: range, nameRange: callee.range)
            case .variable: break
            }
        case .specialize, .type:
            let type = try resolveTypeExpression(callee)
            return try compileConstruction(type, arguments, expected: expected, range: range, calleeRange: callee.range)
        case .member(let base, let name, let nameRange):
            if case .nominal(let outer, _)? = typeNamed(by: base), let nested = globals.types[outer.name + "." + name] {
                // A nested type's initializer (`PhotoWriter.Options()`).
                return try compileConstruction(nested, arguments, expected: expected, range: range, calleeRange: callee.range)
            }
            if let type = typeNamed(by: base) {
                return try compileStaticCall(type, name, arguments, expected: expected, range: range, nameRange: nameRange)
            }
            return try compileMethodCall(base, name, arguments, range: range, nameRange: nameRange)
        case .implicitMember(let name):
            return try compileImplicitMember(name, arguments: arguments, expected: expected, range: range)
        case .optionalChain(let chained):
            if case .member(let base, let name, let nameRange) = chained.kind,
               case let baseType = try compile(base).type, [.unknown, .any].contains(baseType.optionalWrapped ?? baseType)
            {
                // On a value of unknown type (a delegate): a method it may lack, or a closure property.
                return try compileOptionalRequirementCall(base, name, nameRange, arguments, range: range)
            }
        default: break
        }
        return try compileDynamicCall(callee, arguments, range: range)
    }

    /// `object.onDone?(value)` calls an optional closure property; `delegate?.imagePickerControllerDidCancel?(picker)`
    /// an optional protocol method, when the object implements it. Otherwise the chain ends in
    /// `nil` and nothing runs.
    private func compileOptionalRequirementCall(_ base: Expr, _ name: String, _ nameRange: SourceRange,
                                                _ arguments: [Argument], range: SourceRange) throws -> Compiled
    {
        let receiver = try compile(base).eval
        let evals = try arguments.map { try compile($0.value).eval }
        let labels = arguments.map(\.label)
        let runtime = self.runtime
        return Compiled(eval: { frame in
            let object = try receiver(frame)
            let values = try evals.map { try $0(frame) }
            if let result = try runtime.callLearnerMethod(on: object, name, labels: labels, values) { return result }
            var target = object
            if case .optional(.some(let wrapped)) = object { target = wrapped }
            if case .object(let instance as ClassInstance) = target {
                let type = instance.classType
                guard type.fieldIndex[name] != nil || type.computed[name] != nil else { throw OptionalChainNil() }
            }
            // Not a method: a property holding an optional closure.
            switch try MemberAccess.get(target, name, runtime: runtime, range: nameRange) {
            case .function(let function), .optional(.some(.function(let function))):
                return try function.call(values, runtime)
            default: throw OptionalChainNil()
            }
        }, type: .unknown)
    }

    // MARK: - Arguments

    package func argumentInfo(_ argument: Argument, _ compiled: Compiled) -> ArgumentInfo {
        ArgumentInfo(range: argument.value.range, type: compiled.type, isLiteral: compiled.isLiteral)
    }

    /// Compiles arguments in source order, each with the type its parameter expects.
    package func compileArguments(_ arguments: [Argument], bindings: [ArgumentMatcher.Binding]?, parameters: [ParameterInfo],
                          closureTypes: (Int) -> [SwiftType]? = { _ in nil }) throws -> [Compiled] {
        var expectedByArgument = [SwiftType](repeating: .unknown, count: arguments.count)
        var parameterByArgument = [Int?](repeating: nil, count: arguments.count)
        if let bindings {
            for (index, binding) in bindings.enumerated() {
                switch binding {
                case .argument(let argument):
                    expectedByArgument[argument] = parameters[index].type
                    parameterByArgument[argument] = index
                case .variadic(let list):
                    for argument in list {
                        expectedByArgument[argument] = parameters[index].type
                        parameterByArgument[argument] = index
                    }
                case .defaulted: break
                }
            }
        }
        return try arguments.enumerated().map { index, argument in
            var expected = expectedByArgument[index]
            if case .closure = argument.value.kind, let parameter = parameterByArgument[index],
               let types = closureTypes(parameter)
            {
                var result: SwiftType = .unknown
                if case .function(_, let declared) = expected.optionalWrapped ?? expected { result = declared }
                expected = .function(types, result)
            }
            return try compile(argument.value, expected: expected)
        }
    }

    package static func arrange(_ values: [Value], _ bindings: [ArgumentMatcher.Binding], _ parameters: [ParameterInfo]) throws
        -> [Value]
    {
        var result: [Value] = []
        result.reserveCapacity(bindings.count)
        for (binding, parameter) in zip(bindings, parameters) {
            switch binding {
            case .argument(let index): result.append(values[index])
            case .defaulted: result.append(try parameter.defaultValue?() ?? .none)
            case .variadic(let indices): result.append(.array(indices.map { values[$0] }))
            }
        }
        return result
    }

    package static func isIdentity(_ bindings: [ArgumentMatcher.Binding], count: Int) -> Bool {
        guard bindings.count == count else { return false }
        for (index, binding) in bindings.enumerated() {
            guard case .argument(let argument) = binding, argument == index else { return false }
        }
        return true
    }

    package static func siteArguments(_ bindings: [ArgumentMatcher.Binding], _ infos: [ArgumentInfo]) -> [ArgumentInfo?] {
        bindings.map { binding in
            switch binding {
            case .argument(let index): return infos[index]
            case .variadic(let indices): return indices.first.map { infos[$0] }
            case .defaulted: return nil
            }
        }
    }

    /// Picks the overload whose parameters fit the labels best.
    package static func choose<Candidate>(_ candidates: [Candidate], parameters: (Candidate) -> [ParameterInfo],
                                  labels: [String?], trailing: [Bool]) -> (Candidate, [ArgumentMatcher.Binding])? {
        var best: (Candidate, [ArgumentMatcher.Binding], Int)?
        for candidate in candidates {
            guard let bindings = ArgumentMatcher.match(labels: labels, trailing: trailing, parameters: parameters(candidate))
            else { continue }
            let cost = ArgumentMatcher.cost(bindings)
            if let current = best, current.2 <= cost { continue }
            best = (candidate, bindings, cost)
        }
        return best.map { ($0.0, $0.1) }
    }

    package func mismatch(_ name: String, kind: String, labels: [String?], candidates: [[ParameterInfo]], range: SourceRange)
        -> Diagnostic
    {
        if candidates.count == 1 {
            return Diagnostic(.error, ArgumentMatcher.explain(labels: labels, parameters: candidates[0]), at: range)
        }
        if candidates.isEmpty { return Diagnostic(.error, "cannot call '\(name)'", at: range) }
        let forms = candidates.map { parameters in
            "\(name)(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
        return Diagnostic(.error, "no exact matches in call to \(kind) '\(name)'", at: range,
                          notes: ["candidates: " + forms.joined(separator: ", ")])
    }

    // MARK: - Learner functions

    package func compileFunctionCall(_ entries: [FunctionEntry], depth: Int, name: String, _ arguments: [Argument],
                             range: SourceRange, calleeRange: SourceRange) throws -> Compiled {
        let labels = arguments.map(\.label)
        let trailing = arguments.map(\.isTrailing)
        guard let (entry, bindings) = Compiler.choose(entries, parameters: { $0.code.parameters }, labels: labels,
                                                      trailing: trailing)
        else {
            throw mismatch(name, kind: "global function", labels: labels, candidates: entries.map(\.code.parameters),
                           range: range)
        }
        let code = entry.code
        if code.isThrowing { try checkMarkedWithTry(range) }
        let parameters = code.parameters
        let compiled = try compileArguments(arguments, bindings: bindings, parameters: parameters) { index in
            if case .function(let types, _) = parameters[index].type.optionalWrapped ?? parameters[index].type {
                return types
            }
            return nil
        }
        let callee: (Frame) throws -> LearnerFunction
        if let function = entry.function {
            callee = { _ in function }
        } else if let variable = entry.variable {
            let read = readVariable(variable, depth: depth)
            callee = { frame in
                guard case .function(let function as LearnerFunction) = try read(frame) else {
                    throw Diagnostic(.error, "'\(name)' is used before it is declared", at: calleeRange)
                }
                return function
            }
        } else {
            throw OutsideNames.unknown(name, at: calleeRange, in: runtime.libraries, candidates: namesInScope)
        }
        let infos = zip(arguments, compiled).map { argumentInfo($0, $1) }
        let convert = try argumentConverters(bindings, parameters, compiled)
        let evals = compiled.map(\.eval)
        let inouts = try inoutWriters(arguments, bindings, parameters)
        let runtime = self.runtime
        let site = CallSite(runtime: runtime, range: range, name: name,
                            arguments: Compiler.siteArguments(bindings, infos), function: enclosingFunctionName)
        let direct = Compiler.isIdentity(bindings, count: parameters.count) && inouts.isEmpty
        if direct {
            return Compiled(eval: { frame in
                let function = try callee(frame)
                var callFrame = code.makeFrame(parent: function.environment)
                for index in 0..<evals.count {
                    callFrame[index] = try convert[index](try evals[index](frame), site)
                }
                let result = try runtime.invoke(code, callFrame)
                code.recycle(&callFrame)
                return result
            }, type: code.returnType)
        }
        return Compiled(eval: { frame in
            let function = try callee(frame)
            let values = try evals.map { try $0(frame) }
            var ordered = try Compiler.arrange(values, bindings, parameters)
            for index in ordered.indices { ordered[index] = try convert[index](ordered[index], site) }
            let callFrame = Frame.make(count: code.frameSize, parent: function.environment)
            for (index, value) in ordered.enumerated() { callFrame[index] = value }
            let result = try runtime.invoke(code, callFrame)
            for (parameter, write) in inouts { try write(frame, callFrame[parameter]) }
            return result
        }, type: code.returnType)
    }

    /// For each parameter, how an argument is converted to its declared type.
    package func argumentConverters(_ bindings: [ArgumentMatcher.Binding], _ parameters: [ParameterInfo],
                            _ compiled: [Compiled]) throws -> [(Value, CallSite) throws -> Value] {
        zip(bindings, parameters).enumerated().map { index, pair in
            let (binding, parameter) = pair
            var type = parameter.type
            if parameter.isVariadic { type = .array(type) }
            if type.isUnknown || type == .any { return { value, _ in value } }
            if case .argument(let argument) = binding, compiled[argument].type == type, !compiled[argument].isLiteral {
                return { value, _ in value }
            }
            if case .function = type.optionalWrapped ?? type {
                return { value, _ in value }
            }
            if parameter.isVariadic {
                return { value, site in
                    try site.runtime.convert(value, to: type, literal: true, context: .argument, at: site.range(of: index))
                }
            }
            return { value, site in try site.convert(value, index, to: type) }
        }
    }

    /// Write-backs for `&x` arguments: parameter index and how to store the final value.
    package func inoutWriters(_ arguments: [Argument], _ bindings: [ArgumentMatcher.Binding], _ parameters: [ParameterInfo])
        throws -> [(Int, (Frame, Value) throws -> Void)]
    {
        var writers: [(Int, (Frame, Value) throws -> Void)] = []
        for (index, binding) in bindings.enumerated() {
            guard case .argument(let argument) = binding else { continue }
            let isInoutArgument: Bool
            if case .inoutArgument = arguments[argument].value.kind { isInoutArgument = true } else { isInoutArgument = false }
            if parameters[index].isInout {
                guard case .inoutArgument(let target) = arguments[argument].value.kind else {
                    throw Diagnostic(.error, "passing value of type '\(parameters[index].type)' to an inout parameter requires explicit '&'",
                                     at: arguments[argument].value.range)
                }
                let lvalue = try compileLValue(target)
                try lvalue.checkMutable()
                writers.append((index, { frame, value in try lvalue.modify(frame) { $0 = value } }))
            } else if isInoutArgument {
                throw Diagnostic(.error, "'&' used with non-inout argument of type '\(parameters[index].type)'",
                                 at: arguments[argument].value.range)
            }
        }
        return writers
    }

    // MARK: - Library functions and methods known at compile time

    /// A call to a library function or static method chosen at compile time by its labels.
    package func compileLibraryCall(_ entries: [MethodEntry], receiver: Compiled, name: String, kind: String,
                            _ arguments: [Argument], range: SourceRange, nameRange: SourceRange) throws -> Compiled {
        let labels = arguments.map(\.label)
        let trailing = arguments.map(\.isTrailing)
        guard let (entry, bindings) = Compiler.choose(entries, parameters: { $0.parameters }, labels: labels,
                                                      trailing: trailing)
        else {
            if entries.isEmpty {
                let names = runtime.libraries.staticMemberNames(ofType: receiver.type).subtracting(["init"])
                throw Diagnostic(.error, Suggestions.message("type '\(receiver.type)' has no member '\(name)'", name: name,
                                                             candidates: names), at: nameRange)
            }
            throw mismatch(name, kind: kind, labels: labels, candidates: entries.map(\.parameters), range: range)
        }
        let receiverType = receiver.type
        let compiled = try compileArguments(arguments, bindings: bindings, parameters: entry.parameters) { index in
            entry.closureParameters(receiverType.staticReceiver, index)
        }
        let infos = zip(arguments, compiled).map { argumentInfo($0, $1) }
        let runtime = self.runtime
        let site = CallSite(runtime: runtime, range: range, name: name, arguments: Compiler.siteArguments(bindings, infos), function: enclosingFunctionName)
        let evals = compiled.map(\.eval)
        let parameters = entry.parameters
        let body = entry.body
        let receiverEval = receiver.eval
        var argumentTypes = [SwiftType](repeating: .unknown, count: parameters.count)
        for (index, binding) in bindings.enumerated() {
            if case .argument(let argument) = binding { argumentTypes[index] = compiled[argument].type }
        }
        let resultType = entry.resultType(receiverType.staticReceiver, argumentTypes)
        let note = entry.legacyNote.map { Diagnostic(.note, $0, at: nameRange) }
        let identity = Compiler.isIdentity(bindings, count: parameters.count)
        return Compiled(eval: { frame in
            var receiverValue = try receiverEval(frame)
            var values = try evals.map { try $0(frame) }
            if !identity { values = try Compiler.arrange(values, bindings, parameters) }
            if let note { runtime.note(note) }
            let result = try body(&receiverValue, values, site)
            try runtime.checkPending()
            return result
        }, type: resultType)
    }

    /// `Type.name(arguments)`: an enum case with values, a static method, a library factory.
    package func compileStaticCall(_ type: SwiftType, _ name: String, _ arguments: [Argument], expected: SwiftType,
                           range: SourceRange, nameRange: SourceRange) throws -> Compiled {
        if name == "init" {
            return try compileConstruction(type, arguments, expected: expected, range: range, calleeRange: nameRange)
        }
        if case .nominal(let nominal, _) = type {
            if let enumType = nominal as? EnumType, let index = enumType.caseIndex[name] {
                return try compileCaseConstruction(enumType, index, arguments, type: type, range: range)
            }
            if let methods = nominal.staticMethods[name] {
                let entries = methods.compactMap { $0 as? LearnerFunction }.map {
                    FunctionEntry(function: $0, code: $0.code, variable: nil)
                }
                return try compileFunctionCall(entries, depth: 0, name: name, arguments, range: range, calleeRange: nameRange)
            }
            if nominal.staticProperties[name] != nil {
                let callee = try compileStaticMember(type, name, nameRange: nameRange, range: range)
                return try compileCallOfValue(callee, arguments, range: range)
            }
            if let table = inheritedLibraryStatics(of: nominal), !table.methods(name).isEmpty {
                // A static method a library class gives its learner subclasses (`DelegateProxy`'s `proxy(for:)`).
                let receiver = Value.type(type)
                return try compileLibraryCall(table.methods(name), receiver: Compiled(eval: { _ in receiver }, type: type),
                                              name: name, kind: "static method", arguments, range: range, nameRange: nameRange)
            }
            throw MemberAccess.noMember(.type(type), name, nameRange, runtime.libraries)
        }
        guard let table = runtime.libraries.table(forStatic: type) else {
            throw MemberAccess.noMember(.type(type), name, nameRange, runtime.libraries)
        }
        var type = type
        if case .library(let base, let given) = type, given.isEmpty, case .library(base, let wanted) = expected,
           !wanted.isEmpty, !wanted.contains(where: TopLevelRunner.hasUnknown)
        {
            // `let o: Observable<Double> = Observable.of(1, 2)`: the context gives the element type.
            type = expected
        }
        let receiver = Value.type(type)
        return try compileLibraryCall(table.methods(name), receiver: Compiled(eval: { _ in receiver }, type: type),
                                      name: name, kind: "static method", arguments, range: range, nameRange: nameRange)
    }

    /// The static members of the library class a learner class inherits from, if it does.
    package func inheritedLibraryStatics(of nominal: NominalType) -> MemberTable? {
        var current = nominal as? ClassType
        while let searched = current {
            if let libraryClass = searched.libraryClass { return runtime.libraries.table(forStatic: libraryClass.type) }
            current = searched.superclass
        }
        return nil
    }

    package func compileCaseConstruction(_ enumType: EnumType, _ index: Int, _ arguments: [Argument], type: SwiftType,
                                 range: SourceRange) throws -> Compiled {
        let description = enumType.cases[index]
        let parameters = description.labels.enumerated().map { position, label in
            ParameterInfo(label: label, type: description.types[position], defaultValue: description.defaults[position])
        }
        let labels = arguments.map(\.label)
        guard let bindings = ArgumentMatcher.match(labels: labels, trailing: arguments.map(\.isTrailing),
                                                   parameters: parameters)
        else {
            throw mismatch(description.name, kind: "enum case", labels: labels, candidates: [parameters], range: range)
        }
        let compiled = try compileArguments(arguments, bindings: bindings, parameters: parameters)
        let infos = zip(arguments, compiled).map { argumentInfo($0, $1) }
        let site = CallSite(runtime: runtime, range: range, name: description.name,
                            arguments: Compiler.siteArguments(bindings, infos), function: enclosingFunctionName)
        let convert = try argumentConverters(bindings, parameters, compiled)
        let evals = compiled.map(\.eval)
        return Compiled(eval: { frame in
            var values = try Compiler.arrange(try evals.map { try $0(frame) }, bindings, parameters)
            for position in values.indices { values[position] = try convert[position](values[position], site) }
            return .enumCase(EnumInstance(type: enumType, caseIndex: index, payload: values))
        }, type: type)
    }

    // MARK: - Values called

    package func compileDynamicCall(_ callee: Expr, _ arguments: [Argument], range: SourceRange) throws -> Compiled {
        try compileCallOfValue(try compile(callee), arguments, range: range)
    }

    package func compileCallOfValue(_ callee: Compiled, _ arguments: [Argument], range: SourceRange) throws -> Compiled {
        var closureTypes: [SwiftType] = []
        var resultType: SwiftType = .unknown
        if case .function(let types, let result) = callee.type.optionalWrapped ?? callee.type {
            closureTypes = types
            resultType = result
        }
        let compiled = try arguments.enumerated().map { index, argument in
            try compile(argument.value, expected: index < closureTypes.count ? closureTypes[index] : .unknown)
        }
        let evals = compiled.map(\.eval)
        let calleeEval = callee.eval
        let runtime = self.runtime
        let calleeType = callee.type
        if evals.count == 1 {
            let only = evals[0]
            return Compiled(eval: { frame in
                let function = try Compiler.function(try calleeEval(frame), calleeType, range)
                let result = try function.call1(try only(frame), runtime)
                try runtime.checkPending()
                return result
            }, type: resultType)
        }
        return Compiled(eval: { frame in
            let function = try Compiler.function(try calleeEval(frame), calleeType, range)
            let result = try function.call(try evals.map { try $0(frame) }, runtime)
            try runtime.checkPending()
            return result
        }, type: resultType)
    }

    package static func function(_ value: Value, _ type: SwiftType, _ range: SourceRange) throws -> Function {
        if case .function(let function) = value { return function }
        if case .optional(.some(.function)) = value {
            throw Diagnostic(.error, "value of optional type '\(type)' must be unwrapped to a value of type '\(type.optionalWrapped ?? type)'",
                             at: range, notes: ["use 'f?(…)' or 'f!(…)'"])
        }
        throw Diagnostic(.error, "cannot call value of non-function type '\(ValuePrinter.dynamicType(of: value))'", at: range)
    }
}

extension SwiftType {
    /// The type a static call's receiver stands for: `Observable<Int>` for the metatype value.
    package var staticReceiver: SwiftType { self }
}
