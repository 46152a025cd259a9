/// Making class instances, and the calls that reach past an instance's own class: `super.m()`,
/// `super.init(…)`, `self.init(…)`, `super.property`.
extension Compiler {
    // MARK: - Construction

    /// `Player(name: "Ann")`: a new instance with its properties' default values, then the
    /// initializer chosen by the labels; a class without initializers has `init()`.
    package func compileClassConstruction(_ classType: ClassType, _ arguments: [Argument], range: SourceRange) throws
        -> Compiled
    {
        let type = SwiftType.nominal(classType, [])
        let runtime = self.runtime
        let site = CallSite(runtime: runtime, range: range, name: classType.name, arguments: [], function: enclosingFunctionName)
        let initializers = classType.availableInitializers.compactMap { $0 as? LearnerFunction }
        if initializers.isEmpty, !arguments.isEmpty, let libraryClass = classType.libraryClass,
           runtime.libraries.table(forType: libraryClass.type)?.methods("init").isEmpty == false
        {
            // The library class's initializer, inherited (`DelegateProxy`'s `init(parentObject:delegateProxy:)`).
            let compiled = try arguments.map { try compile($0.value) }
            let dispatch = MethodDispatch(name: "init", labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing),
                                          infos: zip(arguments, compiled).map { argumentInfo($0, $1) }, range: range,
                                          nameRange: range, isMutable: false, immutableReason: nil)
            let evals = compiled.map(\.eval)
            return Compiled(eval: { frame in
                let values = try evals.map { try $0(frame) }
                let instance = try Compiler.makeInstance(classType, site)
                if let object = instance.base {
                    var target = Value.object(object)
                    _ = try dispatch.call(&target, values, runtime)
                }
                return .object(instance)
            }, type: type)
        }
        if initializers.isEmpty {
            if let first = arguments.first {
                throw Diagnostic(.error, "argument passed to call that takes no arguments", at: first.range)
            }
            return Compiled(eval: { _ in
                .object(try Compiler.makeInstance(classType, site))
            }, type: type)
        }
        let call = try compileInitializer(initializers, arguments, range: range, name: "init")
        let isFailable = failableInitializers[ObjectIdentifier(call.initializer)] ?? false
        return Compiled(eval: { frame in
            let values = try call.arguments(frame)
            let instance = try Compiler.makeInstance(classType, site)
            let result = try runtime.lifetimes.initializing(instance) {
                try call.run(.object(instance), values)
            }
            if isFailable {
                if case .optional(nil) = result { return .none }
                return .optional(.object(instance))
            }
            return .object(instance)
        }, type: isFailable ? .optional(type) : type)
    }

    /// A new instance: every stored property at its default value (`nil` for an optional `var`,
    /// unset for a lazy one), on a new library object when the class inherits from a library class.
    package static func makeInstance(_ classType: ClassType, _ site: CallSite) throws -> ClassInstance {
        let instance = ClassInstance(classType: classType,
                                     fields: [Value](repeating: .void, count: classType.fields.count))
        for (index, field) in classType.fields.enumerated() {
            guard let defaultValue = field.defaultValue else { continue }
            try ClassMembers.store(try defaultValue(), in: instance, index)
        }
        if let libraryClass = classType.libraryClass { instance.base = try libraryClass.makeBase(site) }
        site.runtime.lifetimes.made(instance)
        return instance
    }

    /// An initializer chosen by labels: its arguments' code, and how to run it on `self`
    /// (with the superclass's `init()` after it when a subclass's designated initializer
    /// does not call `super.init`, as Swift adds it).
    package struct InitializerCall {
        package let initializer: LearnerFunction
        package let arguments: (Frame) throws -> [Value]
        package let run: (Value, [Value]) throws -> Value
    }

    package func compileInitializer(_ initializers: [LearnerFunction], _ arguments: [Argument], range: SourceRange,
                                    name: String) throws -> InitializerCall {
        let labels = arguments.map(\.label)
        guard let (initializer, bindings) = Compiler.choose(initializers, parameters: { $0.code.parameters },
                                                            labels: labels, trailing: arguments.map(\.isTrailing))
        else {
            throw mismatch(name, kind: "initializer", labels: labels, candidates: initializers.map(\.code.parameters),
                           range: range)
        }
        let parameters = initializer.code.parameters
        let compiled = try compileArguments(arguments, bindings: bindings, parameters: parameters)
        let infos = zip(arguments, compiled).map { argumentInfo($0, $1) }
        let runtime = self.runtime
        let site = CallSite(runtime: runtime, range: range, name: name, arguments: Compiler.siteArguments(bindings, infos), function: enclosingFunctionName)
        let convert = try argumentConverters(bindings, parameters, compiled)
        let evals = compiled.map(\.eval)
        let implicitSuper = implicitSuperInitializer(of: initializer)
        return InitializerCall(initializer: initializer, arguments: { frame in
            var values = try Compiler.arrange(try evals.map { try $0(frame) }, bindings, parameters)
            for index in values.indices { values[index] = try convert[index](values[index], site) }
            return values
        }, run: { instance, values in
            // `self` is a reference: what the initializer hands back in its place is not needed.
            var selfValue = instance
            let result = try initializer.callMethod(self: &selfValue, values, runtime)
            if let implicitSuper {
                selfValue = instance
                _ = try implicitSuper.callMethod(self: &selfValue, [], runtime)
            }
            return result
        })
    }

    /// The superclass's `init()` Swift calls at the end of a designated initializer that does
    /// not call `super.init` itself.
    private func implicitSuperInitializer(of initializer: LearnerFunction) -> LearnerFunction? {
        guard let (owner, assigned) = classInitializers[ObjectIdentifier(initializer)],
              !owner.convenienceInitializers.contains(ObjectIdentifier(initializer)),
              let superclass = owner.superclass, !assigned.callsSuperInit, !assigned.delegatesToSelf
        else { return nil }
        return superclass.availableInitializers.compactMap { $0 as? LearnerFunction }
            .first { $0.code.parameters.isEmpty }
    }

    // MARK: - super and self.init

    /// `super.name(…)`, `super.init(…)` and `self.init(…)` inside a class; nil for other calls.
    package func compileClassDelegation(_ callee: Expr, _ arguments: [Argument], range: SourceRange) throws -> Compiled? {
        guard case .member(let base, let name, let nameRange) = callee.kind, case .identifier(let baseName) = base.kind,
              baseName == "super" || (baseName == "self" && name == "init")
        else { return nil }
        guard let location = selfLocation(), let classType = location.type as? ClassType else {
            if baseName == "self" { return nil }
            throw Diagnostic(.error, "'super' cannot be used outside of class members", at: base.range)
        }
        let depth = location.depth
        let runtime = self.runtime
        let libraryInit = classType.libraryClass.flatMap { runtime.libraries.table(forType: $0.type) }?.methods("init") ?? []
        if name == "init", !(baseName == "super" && classType.superclass == nil && !libraryInit.isEmpty) {
            let owner = baseName == "self" ? classType : classType.superclass
            guard let owner else {
                if classType.libraryClass != nil { return Compiled(eval: { _ in .void }, type: .void) }
                throw Diagnostic(.error, "'super' members cannot be referenced in a root class", at: base.range)
            }
            let call = try compileInitializer(owner.availableInitializers.compactMap { $0 as? LearnerFunction },
                                              arguments, range: range, name: "init")
            return Compiled(eval: { frame in
                let values = try call.arguments(frame)
                _ = try call.run(frame.ancestor(depth)[0], values)
                return .void
            }, type: .void)
        }
        if let superclass = classType.superclass, let methods = superclass.methods[name] {
            let learners = methods.compactMap { $0 as? LearnerFunction }
            let call = try compileInitializer(learners, arguments, range: range, name: name)
            let returnType = call.initializer.code.returnType
            return Compiled(eval: { frame in
                let values = try call.arguments(frame)
                var selfValue = frame.ancestor(depth)[0]
                return try call.initializer.callMethod(self: &selfValue, values, runtime)
            }, type: returnType)
        }
        if classType.libraryClass != nil {
            // The library's own method, on the library object the instance is built on.
            let baseExpr = Expr(kind: .identifier("self"), range: base.range)
            let compiled = try arguments.map { try compile($0.value) }
            let dispatch = MethodDispatch(name: name, labels: arguments.map(\.label), trailing: arguments.map(\.isTrailing),
                                          infos: zip(arguments, compiled).map { argumentInfo($0, $1) }, range: range,
                                          nameRange: nameRange, isMutable: false, immutableReason: nil)
            let receiver = try compile(baseExpr).eval
            let evals = compiled.map(\.eval)
            return Compiled(eval: { frame in
                guard case .object(let instance as ClassInstance) = try receiver(frame), let object = instance.base else {
                    return .void
                }
                var target = Value.object(object)
                return try dispatch.call(&target, try evals.map { try $0(frame) }, runtime)
            }, type: .unknown)
        }
        if classType.superclass == nil {
            throw Diagnostic(.error, "'super' members cannot be referenced in a root class", at: base.range)
        }
        throw Diagnostic(.error, "value of type '\(classType.superclass?.name ?? classType.name)' has no member '\(name)'",
                         at: nameRange)
    }

    /// `super.name` read: the superclass's computed property run with `self`, else the member.
    package func compileSuperMember(_ base: Expr, _ name: String, nameRange: SourceRange) throws -> Compiled? {
        guard case .identifier("super") = base.kind else { return nil }
        guard let location = selfLocation(), let classType = location.type as? ClassType else {
            throw Diagnostic(.error, "'super' cannot be used outside of class members", at: base.range)
        }
        let depth = location.depth
        let runtime = self.runtime
        if let getter = classType.superclass?.computed[name]?.getter as? LearnerFunction {
            return Compiled(eval: { frame in
                var selfValue = frame.ancestor(depth)[0]
                return try getter.callMethod(self: &selfValue, [], runtime)
            }, type: classType.superclass?.computed[name]?.type ?? .unknown)
        }
        return Compiled(eval: { frame in
            let selfValue = frame.ancestor(depth)[0]
            if case .object(let instance as ClassInstance) = selfValue, instance.classType.computed[name] == nil,
               instance.classType.fieldIndex[name] == nil, let object = instance.base
            {
                return try MemberAccess.get(.object(object), name, runtime: runtime, range: nameRange)
            }
            return try MemberAccess.get(selfValue, name, runtime: runtime, range: nameRange)
        }, type: staticMemberType(.nominal(classType, []), name))
    }
}
