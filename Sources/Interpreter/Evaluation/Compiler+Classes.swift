/// Classes: declaring them (superclass, overrides, `lazy`, `weak`, `deinit`, Swift's
/// initializer rules), making instances, and `super`/`self.init` calls.
extension Compiler {
    // MARK: - Declaring

    /// Makes a type for each class of the input (so they can name each other), then declares
    /// their members superclass first. Returns the work that compiles the members' bodies.
    package func declareClasses(_ decls: [Decl]) throws -> [() throws -> Void] {
        var classes: [(TypeDecl, ClassType, SourceRange)] = []
        for decl in decls {
            guard case .classDecl(let typeDecl) = decl.kind else { continue }
            try checkNewClass(typeDecl.name, decl.range)
            let type = ClassType(name: typeDecl.name)
            type.runtime = runtime
            type.isFinal = typeDecl.isFinal
            globals.types[typeDecl.name] = .nominal(type, [])
            classes.append((typeDecl, type, decl.range))
        }
        var bodies: [() throws -> Void] = []
        var declared: Set<ObjectIdentifier> = []
        var remaining = classes
        while !remaining.isEmpty {
            let before = remaining.count
            remaining = try remaining.filter { typeDecl, type, _ in
                let parent = try superclass(of: typeDecl)
                if case .learner(let superclass) = parent, classes.contains(where: { $0.1 === superclass }),
                   !declared.contains(ObjectIdentifier(superclass))
                {
                    return true
                }
                switch parent {
                case .learner(let superclass):
                    if superclass.isFinal {
                        throw Diagnostic(.error, "inheritance from a final class '\(superclass.name)'",
                                         at: typeDecl.inherited.first?.range ?? typeDecl.nameRange)
                    }
                    type.inherit(from: superclass, libraryClass: nil)
                case .library(let libraryClass): type.inherit(from: nil, libraryClass: libraryClass)
                case nil: break
                }
                bodies += try declareClassMembers(typeDecl, type)
                declared.insert(ObjectIdentifier(type))
                return false
            }
            if remaining.count == before, let (typeDecl, _, _) = remaining.first {
                throw Diagnostic(.error, "'\(typeDecl.name)' inherits from itself", at: typeDecl.nameRange)
            }
        }
        return bodies
    }

    private func checkNewClass(_ name: String, _ range: SourceRange) throws {
        if declaredThisInput.contains(name) { throw Diagnostic(.error, "invalid redeclaration of '\(name)'", at: range) }
        if runtime.libraries.resolve(name, arguments: []) != nil {
            throw Diagnostic(.error, "'\(name)' is already a type of the playground; choose another name", at: range)
        }
        declaredThisInput.insert(name)
    }

    private enum Superclass {
        case learner(ClassType)
        case library(LibraryClass)
    }

    /// The class a class declaration inherits from: the first inherited type, when it is a class.
    private func superclass(of typeDecl: TypeDecl) throws -> Superclass? {
        guard let first = typeDecl.inherited.first, case .named(let name, _) = first.kind else { return nil }
        if case .nominal(let type as ClassType, _)? = globals.types[name] { return .learner(type) }
        if let libraryClass = runtime.libraries.classes[name] { return .library(libraryClass) }
        if case .nominal(let type, _)? = globals.types[name], !(type is ClassType), !(type is ProtocolType) {
            throw Diagnostic(.error, "inheritance from non-protocol, non-class type '\(name)'", at: first.range)
        }
        return nil
    }

    // swiftlint:disable:next function_body_length
    private func declareClassMembers(_ typeDecl: TypeDecl, _ type: ClassType) throws -> [() throws -> Void] {
        var members: [Decl] = []
        var lazy: [(VariableDecl, Decl)] = []
        for member in typeDecl.members {
            switch member.kind {
            case .variable(let variable) where variable.modifiers.isLazy:
                lazy.append((variable, member))
            case .function(let function) where !function.isStatic:
                try checkOverride(function, in: type)
                members.append(member)
            default:
                members.append(member)
            }
        }
        let inheritedCount = type.fields.count
        let memberDecl = TypeDecl(name: typeDecl.name, nameRange: typeDecl.nameRange,
                                  inherited: type.superclass == nil && type.libraryClass == nil
                                      ? typeDecl.inherited : Array(typeDecl.inherited.dropFirst()),
                                  members: members)
        var bodies = try declareMembers(memberDecl, type)
        for (variable, member) in lazy {
            bodies += try declareLazy(variable, member.range, in: type)
        }
        for member in typeDecl.members {
            guard case .variable(let variable) = member.kind else { continue }
            for binding in variable.bindings {
                guard case .binding(let name, _) = binding.pattern.kind, let index = type.fieldIndex[name] else { continue }
                if variable.modifiers.ownership != .strong { type.ownership[index] = variable.modifiers.ownership }
                if variable.modifiers.isImplicitlyUnwrapped { type.implicitlyUnwrapped.insert(index) }
            }
        }
        var initializerIndex = 0
        for member in typeDecl.members {
            guard case .initializer(let initializer) = member.kind, initializerIndex < type.initializers.count else { continue }
            let function = type.initializers[initializerIndex]
            initializerIndex += 1
            if initializer.modifiers.isConvenience { type.convenienceInitializers.insert(ObjectIdentifier(function)) }
            if initializer.modifiers.isRequired { type.requiredInitializers.insert(ObjectIdentifier(function)) }
            classInitializers[ObjectIdentifier(function)] = (type, AssignedNames.in(initializer.body))
            if !initializer.modifiers.isConvenience {
                try checkInitializesAll(initializer, type, ownFrom: inheritedCount)
            }
        }
        if type.initializers.isEmpty {
            let missing = type.fields[inheritedCount...].first {
                $0.defaultValue == nil && !lazyOrWeak(type, $0.name)
            }
            if missing != nil {
                throw Diagnostic(.error, "class '\(type.name)' has no initializers", at: typeDecl.nameRange,
                                 notes: ["give each stored property a value, or write an 'init'"])
            }
        }
        for method in typeDecl.members {
            guard case .function(let function) = method.kind, !function.isStatic else { continue }
            type.ownMethodNames.insert(function.name)
            let labels = function.parameters.map(\.label)
            if function.modifiers.isFinal || type.isFinal,
               let declared = type.methods[function.name]?.compactMap({ $0 as? LearnerFunction })
                   .last(where: { $0.code.parameters.map(\.label) == labels })
            {
                type.finalMethods.insert(ObjectIdentifier(declared))
            }
        }
        return bodies
    }

    private func lazyOrWeak(_ type: ClassType, _ name: String) -> Bool {
        guard let index = type.fieldIndex[name] else { return false }
        return type.lazyInitializers[index] != nil
    }

    /// `override` where the superclass has the method, and only there.
    private func checkOverride(_ function: FunctionDecl, in type: ClassType) throws {
        let labels = function.parameters.map(\.label)
        let inherited = type.superclass?.methods[function.name]?.compactMap { $0 as? LearnerFunction }
            .filter { $0.code.parameters.map(\.label) == labels } ?? []
        let inLibrary = type.libraryClass.map { libraryHasMethod($0, function.name) } ?? false
        if !inherited.isEmpty || inLibrary {
            guard function.modifiers.isOverride else {
                throw Diagnostic(.error, "overriding declaration requires an 'override' keyword", at: function.nameRange)
            }
            if let superclass = type.superclass, inherited.contains(where: { superclass.finalMethods.contains(ObjectIdentifier($0)) }) {
                throw Diagnostic(.error, "instance method overrides a 'final' instance method", at: function.nameRange)
            }
            type.methods[function.name] = type.methods[function.name]?.filter { method in
                !inherited.contains { $0 === method }
            }
        } else if function.modifiers.isOverride {
            throw Diagnostic(.error, "method does not override any method from its superclass", at: function.nameRange)
        }
    }

    private func libraryHasMethod(_ libraryClass: LibraryClass, _ name: String) -> Bool {
        guard let table = runtime.libraries.table(forType: libraryClass.type) else { return false }
        return !table.methods(name).isEmpty
    }

    /// `lazy var name = value`: a stored property whose value is made, with `self`, on first read.
    private func declareLazy(_ variable: VariableDecl, _ range: SourceRange, in type: ClassType) throws
        -> [() throws -> Void]
    {
        var bodies: [() throws -> Void] = []
        for binding in variable.bindings {
            guard case .binding(let name, _) = binding.pattern.kind, let initializer = binding.initializer else {
                throw Diagnostic(.error, "lazy properties must have an initializer", at: binding.range)
            }
            let fieldType = try binding.type.map(resolveType) ?? .unknown
            let code = FunctionCode(name: name, parameters: [], hasSelf: true, isMutating: false, isThrowing: false,
                                    returnType: fieldType, range: binding.range)
            let function = LearnerFunction(code: code, environment: nil, isClosure: false)
            type.addField(.init(name: name, type: fieldType, isLet: false, defaultValue: nil, observers: (nil, nil)))
            if let index = type.fieldIndex[name] { type.lazyInitializers[index] = function }
            let decl = FunctionDecl(name: name, nameRange: binding.range, parameters: [], returnType: nil,
                                    isThrowing: false, isStatic: false, isMutating: false, isFailable: false,
                                    body: [Stmt(kind: .returnStatement(initializer), range: initializer.range)])
            bodies.append { [unowned self] in
                try compileFunctionBody(code, decl, selfType: type, parent: nil)
            }
        }
        return bodies
    }

    /// Swift's rule for a designated initializer: every stored property of the class itself
    /// without a value is set in its body.
    private func checkInitializesAll(_ initializer: FunctionDecl, _ type: ClassType, ownFrom start: Int) throws {
        let assigned = AssignedNames.in(initializer.body)
        if assigned.delegatesToSelf { return }
        let missing = type.fields[start...].filter { field in
            field.defaultValue == nil && !assigned.names.contains(field.name) && !lazyOrWeak(type, field.name)
        }
        guard let first = missing.first else { return }
        throw Diagnostic(.error, "return from initializer without initializing all stored properties",
                         at: initializer.nameRange, notes: ["'self.\(first.name)' not initialized"])
    }

    /// `deinit { … }`: run with `self` when the last reference to an instance goes.
    package func declareDeinit(_ body: [Stmt], _ type: NominalType, _ range: SourceRange) throws -> () throws -> Void {
        guard let classType = type as? ClassType else {
            throw Diagnostic(.error, "deinitializers may only be declared within a class, actor, or noncopyable type",
                             at: range)
        }
        let code = FunctionCode(name: "deinit", parameters: [], hasSelf: true, isMutating: false, isThrowing: false,
                                returnType: .void, range: range)
        classType.deinitializer = LearnerFunction(code: code, environment: nil, isClosure: false)
        let decl = FunctionDecl(name: "deinit", nameRange: range, parameters: [], returnType: nil, isThrowing: false,
                                isStatic: false, isMutating: false, isFailable: false, body: body)
        return { [unowned self] in try compileFunctionBody(code, decl, selfType: classType, parent: nil) }
    }
}

/// The stored properties an initializer's body assigns (`self.name = …` or `name = …`, anywhere
/// in it), and whether it delegates to another initializer of its class (`self.init(…)`).
package struct AssignedNames {
    package var names: Set<String> = []
    package var delegatesToSelf = false
    package var callsSuperInit = false

    package static func `in`(_ statements: [Stmt]) -> AssignedNames {
        var found = AssignedNames()
        for statement in statements { found.visit(statement) }
        return found
    }

    private mutating func visit(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expr): visit(expr)
        case .ifStatement(_, let then, let otherwise):
            then.forEach { visit($0) }
            otherwise?.forEach { visit($0) }
        case .guardStatement(_, let otherwise): otherwise.forEach { visit($0) }
        case .doCatch(let body, let catches, _):
            body.forEach { visit($0) }
            catches.forEach { $0.body.forEach { visit($0) } }
        case .switchStatement(_, let cases, _): cases.forEach { $0.body.forEach { visit($0) } }
        case .whileLoop(_, let body, _), .repeatWhile(let body, _, _), .forIn(_, _, _, let body, _):
            body.forEach { visit($0) }
        default: break
        }
    }

    private mutating func visit(_ expr: Expr) {
        switch expr.kind {
        case .assign(let target, _):
            switch target.kind {
            case .identifier(let name): names.insert(name)
            case .member(let base, let name, _):
                if case .identifier("self") = base.kind { names.insert(name) }
            case .tuple(let targets):
                for element in targets { visit(Expr(kind: .assign(element.value, element.value), range: expr.range)) }
            default: break
            }
        case .call(let callee, _):
            if case .member(let base, "init", _) = callee.kind, case .identifier(let name) = base.kind {
                if name == "self" { delegatesToSelf = true }
                if name == "super" { callsSuperInit = true }
            }
        case .tryExpr(_, let inner): visit(inner)
        default: break
        }
    }
}
