/// Names of library methods that change their receiver; a call on a variable goes through it
/// in place.
package let mutatingMethodNames: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse", "shuffle",
    "removeValue", "updateValue", "merge", "toggle", "negate", "removeSubrange", "swapAt", "formUnion",
]

/// A method call whose receiver is known only when it runs: the member is looked up in the
/// receiver's table (or its learner type) and cached for the next call of the same kind.
package final class MethodDispatch {
    package let name: String
    package let labels: [String?]
    package let trailing: [Bool]
    package let infos: [ArgumentInfo]
    package let range: SourceRange
    package let nameRange: SourceRange
    /// Whether the receiver can be changed in place; else mutating methods are refused.
    package let isMutable: Bool
    /// Why it cannot be changed, for the message.
    package let immutableReason: String?
    /// What `#function` says where the call is written (see `CallSite.function`).
    package var function: String?

    /// The member found for one kind of receiver, kept in one object so a call copies nothing.
    private final class Resolution {
        let family: MemberFamily
        let body: (inout Value, [Value], CallSite) throws -> Value
        let parameters: [ParameterInfo]
        let isMutating: Bool
        let legacyNote: String?
        let bindings: [ArgumentMatcher.Binding]
        let identity: Bool
        let site: CallSite

        init(family: MemberFamily, entry: MethodEntry, bindings: [ArgumentMatcher.Binding], site: CallSite) {
            self.family = family
            body = entry.body
            parameters = entry.parameters
            isMutating = entry.isMutating
            legacyNote = entry.legacyNote
            self.bindings = bindings
            identity = Compiler.isIdentity(bindings, count: entry.parameters.count)
            self.site = site
        }
    }

    private var cached: Resolution?

    package init(name: String, labels: [String?], trailing: [Bool], infos: [ArgumentInfo], range: SourceRange,
         nameRange: SourceRange, isMutable: Bool, immutableReason: String?) {
        self.name = name
        self.labels = labels
        self.trailing = trailing
        self.infos = infos
        self.range = range
        self.nameRange = nameRange
        self.isMutable = isMutable
        self.immutableReason = immutableReason
    }

    private func immutableError() -> Diagnostic {
        Diagnostic(.error, "cannot use mutating member on immutable value" + (immutableReason.map { ": \($0)" } ?? ""),
                   at: nameRange)
    }

    package func call(_ receiver: inout Value, _ values: [Value], _ runtime: Runtime) throws -> Value {
        switch receiver {
        case .instance(let instance):
            if let methods = instance.type.methods[name] {
                return try callLearner(methods, &receiver, values, runtime)
            }
            if instance.type.fieldIndex[name] != nil || instance.type.computed[name] != nil {
                return try callMemberValue(receiver, values, runtime)
            }
            if let methods = instance.type.protocolMethods(name) {
                return try callLearner(methods, &receiver, values, runtime)
            }
        case .enumCase(let instance):
            if let methods = instance.type.methods[name] ?? instance.type.protocolMethods(name) {
                return try callLearner(methods, &receiver, values, runtime)
            }
            if instance.type.computed[name] != nil { return try callMemberValue(receiver, values, runtime) }
        case .tuple:
            return try callMemberValue(receiver, values, runtime)
        case .object(let instance as ClassInstance):
            if let methods = instance.classType.methods[name] {
                return try callLearner(methods, &receiver, values, runtime)
            }
            if instance.classType.fieldIndex[name] != nil || instance.classType.computed[name] != nil {
                return try callMemberValue(receiver, values, runtime)
            }
            if let base = instance.base {
                // The learner's extension of the library class (`extension UIViewController`), then
                // the library class's method, on the library object the instance is built on.
                if !runtime.extensions.isEmpty, let methods = runtime.extensions.methods(name, for: receiver) {
                    return try callLearner(methods, &receiver, values, runtime)
                }
                var baseReceiver = Value.object(base)
                return try callLibrary(&baseReceiver, values, runtime)
            }
        default: break
        }
        if !runtime.extensions.isEmpty, let methods = runtime.extensions.methods(name, for: receiver) {
            return try callLearner(methods, &receiver, values, runtime)
        }
        return try callLibrary(&receiver, values, runtime)
    }

    private func callLibrary(_ receiver: inout Value, _ values: [Value], _ runtime: Runtime) throws -> Value {
        let family = LibrarySet.familyKey(of: receiver)
        let resolution: Resolution
        if let cached, cached.family == family {
            resolution = cached
        } else {
            resolution = try resolve(receiver, family, runtime)
            cached = resolution
        }
        if resolution.isMutating && !isMutable { throw immutableError() }
        let ordered = resolution.identity ? values : try Compiler.arrange(values, resolution.bindings, resolution.parameters)
        if let note = resolution.legacyNote { runtime.note(Diagnostic(.note, note, at: nameRange)) }
        return try resolution.body(&receiver, ordered, resolution.site)
    }

    private func resolve(_ receiver: Value, _ family: MemberFamily, _ runtime: Runtime) throws -> Resolution {
        guard let table = runtime.libraries.table(for: receiver) else { throw MemberAccess.noMember(receiver, name, nameRange, runtime.libraries) }
        let entries = table.methods(name)
        if entries.isEmpty {
            if table.property(name) != nil {
                let property = try MemberAccess.get(receiver, name, runtime: runtime, range: nameRange)
                throw Diagnostic(.error, "cannot call value of non-function type '\(ValuePrinter.dynamicType(of: property))'",
                                 at: nameRange)
            }
            throw MemberAccess.noMember(receiver, name, nameRange, runtime.libraries)
        }
        guard let (entry, bindings) = Compiler.choose(entries, parameters: { $0.parameters }, labels: labels,
                                                      trailing: trailing)
        else {
            if let placeholder = entries.first(where: \.acceptsAnyArguments) {
                return Resolution(family: family, entry: placeholder, bindings: [],
                                  site: CallSite(runtime: runtime, range: range, name: name, arguments: [], function: function, nameRange: nameRange))
            }
            if entries.count == 1 {
                throw Diagnostic(.error, ArgumentMatcher.explain(labels: labels, parameters: entries[0].parameters), at: range)
            }
            let forms = entries.map { "\(name)(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
            throw Diagnostic(.error, "no exact matches in call to instance method '\(name)'", at: range,
                             notes: ["candidates: " + forms.joined(separator: ", ")])
        }
        return Resolution(family: family, entry: entry, bindings: bindings,
                          site: CallSite(runtime: runtime, range: range, name: name,
                                         arguments: Compiler.siteArguments(bindings, infos), function: function, nameRange: nameRange))
    }

    private func callLearner(_ methods: [Function], _ receiver: inout Value, _ values: [Value], _ runtime: Runtime) throws
        -> Value
    {
        let learner = methods.compactMap { $0 as? LearnerFunction }
        guard let (method, bindings) = Compiler.choose(learner, parameters: { $0.code.parameters }, labels: labels,
                                                       trailing: trailing)
        else {
            throw Diagnostic(.error, ArgumentMatcher.explain(labels: labels, parameters: learner.first?.code.parameters ?? []),
                             at: range)
        }
        if method.code.isMutating && !isMutable { throw immutableError() }
        var ordered = try Compiler.arrange(values, bindings, method.code.parameters)
        let site = CallSite(runtime: runtime, range: range, name: name, arguments: Compiler.siteArguments(bindings, infos))
        for (index, parameter) in method.code.parameters.enumerated() where !parameter.type.isUnknown {
            if case .function = parameter.type.optionalWrapped ?? parameter.type { continue }
            ordered[index] = try site.convert(ordered[index], index, to: parameter.isVariadic ? .array(parameter.type) : parameter.type)
        }
        return try method.callMethod(self: &receiver, ordered, runtime)
    }

    private func callMemberValue(_ receiver: Value, _ values: [Value], _ runtime: Runtime) throws -> Value {
        let member = try MemberAccess.get(receiver, name, runtime: runtime, range: nameRange)
        let function = try Compiler.function(member, .unknown, nameRange)
        return try function.call(values, runtime)
    }
}

extension Compiler {
    package func compileMethodCall(_ base: Expr, _ name: String, _ arguments: [Argument], range: SourceRange,
                           nameRange: SourceRange) throws -> Compiled {
        let labels = arguments.map(\.label)
        let trailing = arguments.map(\.isTrailing)
        var lvalue: LValue?
        if mutatingMethodNames.contains(name) || learnerMutatingNames.contains(name), isAssignable(base) {
            lvalue = try? compileLValue(base)
        }
        let receiver = try lvalue.map { Compiled(eval: $0.read, type: $0.type) } ?? compile(base)
        let receiverType = receiver.type

        // What the compiler knows of the method, for closure parameter types and the result type.
        var parameters: [ParameterInfo] = []
        var bindings: [ArgumentMatcher.Binding]?
        var closureTypes: (Int) -> [SwiftType]? = { _ in nil }
        var resultType: (([SwiftType]) -> SwiftType)?
        var compileCheck: MethodEntry.CompileCheck?
        if case .nominal(let nominal, _) = receiverType, let methods = nominal.methods[name] {
            let learner = methods.compactMap { $0 as? LearnerFunction }
            if let (method, found) = Compiler.choose(learner, parameters: { $0.code.parameters }, labels: labels,
                                                     trailing: trailing)
            {
                if method.code.isThrowing { try checkMarkedWithTry(range) }
                parameters = method.code.parameters
                bindings = found
                let returnType = method.code.returnType
                resultType = { _ in returnType }
                closureTypes = { index in
                    if case .function(let types, _) = parameters[index].type.optionalWrapped ?? parameters[index].type {
                        return types
                    }
                    return nil
                }
            }
        } else if let table = runtime.libraries.table(forType: receiverType),
                  let (entry, found) = Compiler.choose(table.methods(name), parameters: { $0.parameters }, labels: labels,
                                                       trailing: trailing)
        {
            if let typeName = receiverType.libraryName, runtime.libraries.throwingMethods[typeName]?.contains(name) == true {
                try checkMarkedWithTry(range)
            }
            compileCheck = entry.compileCheck
            parameters = entry.parameters
            bindings = found
            closureTypes = { index in entry.closureParameters(receiverType, index) }
            resultType = { types in entry.resultType(receiverType, types) }
        }
        let compiled = try compileArguments(arguments, bindings: bindings, parameters: parameters,
                                            closureTypes: closureTypes)
        if let bindings { try checkLibraryArguments(compiled, arguments, bindings: bindings, parameters: parameters) }
        var staticResult: SwiftType = .unknown
        if let resultType, let bindings {
            var types = [SwiftType](repeating: .unknown, count: parameters.count)
            for (index, binding) in bindings.enumerated() {
                if case .argument(let argument) = binding { types[index] = compiled[argument].type }
            }
            staticResult = resultType(types)
            if let compileCheck {
                let named = bindings.map { binding -> SwiftType? in
                    guard case .argument(let argument) = binding, case .type(let ref) = arguments[argument].value.kind else { return nil }
                    return try? resolveType(ref)
                }
                let verdict = compileCheck(receiverType, named, types)
                if let refusal = verdict.refusal { throw Diagnostic(.error, refusal, at: nameRange) }
                if let result = verdict.result { staticResult = result }
            }
        }
        let infos = zip(arguments, compiled).map { argumentInfo($0, $1) }
        let runtime = self.runtime
        var evals = compiled.map(\.eval)
        if case .array(let element) = receiverType, !element.isUnknown, element != .any,
           name == "append" || name == "insert"
        {
            // Arrays do not carry their element type when they run: what goes in is checked here.
            for (index, argument) in arguments.enumerated() where argument.label == nil || argument.label == "contentsOf" {
                let target: SwiftType = argument.label == nil ? element : .array(element)
                let eval = evals[index]
                let info = infos[index]
                if !info.isLiteral, info.type == target { continue }
                evals[index] = { frame in
                    try runtime.convert(try eval(frame), to: target, literal: info.isLiteral, context: .argument,
                                        at: info.range, staticType: info.type)
                }
            }
        }
        // A place reached through a reference (a `Variable`'s `value`) can change although the
        // variable holding it is a `let`; the place decides when the call runs.
        var reason: String?
        if let lvalue {
            reason = lvalue.immutableReason
        } else if let root = rootVariable(base), let info = root.info, info.isLet {
            reason = "'\(info.name)' is a 'let' constant"
        }
        let dispatch = MethodDispatch(name: name, labels: labels, trailing: trailing, infos: infos, range: range,
                                      nameRange: nameRange, isMutable: lvalue != nil && reason == nil,
                                      immutableReason: reason)
        dispatch.function = enclosingFunctionName
        if let lvalue, reason == nil {
            let modify = lvalue.modify
            return Compiled(eval: { frame in
                let values = try evals.map { try $0(frame) }
                var result = Value.void
                var entered = false
                do {
                    try modify(frame) { receiver in
                        entered = true
                        result = try dispatch.call(&receiver, values, runtime)
                    }
                } catch let diagnostic as Diagnostic where !entered {
                    throw diagnostic.rewordedImmutable("cannot use mutating member on immutable value", at: nameRange)
                }
                try runtime.checkPending()
                return result
            }, type: staticResult)
        }
        let receiverEval = receiver.eval
        if evals.count == 1 {
            let only = evals[0]
            return Compiled(eval: { frame in
                var receiver = try receiverEval(frame)
                let result = try dispatch.call(&receiver, [try only(frame)], runtime)
                try runtime.checkPending()
                return result
            }, type: staticResult)
        }
        return Compiled(eval: { frame in
            var receiver = try receiverEval(frame)
            let values = try evals.map { try $0(frame) }
            let result = try dispatch.call(&receiver, values, runtime)
            try runtime.checkPending()
            return result
        }, type: staticResult)
    }

    /// Names of mutating methods of learner types.
    package var learnerMutatingNames: Set<String> {
        var names: Set<String> = []
        for case .nominal(let type, _) in globals.types.values {
            for (name, methods) in type.methods
            where methods.contains(where: { ($0 as? LearnerFunction)?.code.isMutating == true }) {
                names.insert(name)
            }
        }
        return names
    }

    /// Whether an expression can be assigned to (a variable, or a member or element of one).
    package func isAssignable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier(let name):
            if name == "self" { return hasSelfInScope }
            switch resolve(name) {
            case .variable?, .selfMember?: return true
            default: return false
            }
        case .member(let base, _, _): return typeNamed(by: base) != nil || isAssignable(base)
        case .subscriptAccess(let base, _), .forceUnwrap(let base): return isAssignable(base)
        default: return false
        }
    }
}
