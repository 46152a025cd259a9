extension Compiler {
    /// Registers a learner protocol as a type (its existential: `let s: Shape = Circle()`).
    package func declareProtocol(_ decl: ProtocolDecl) -> ProtocolType {
        let type = ProtocolType(name: decl.name)
        type.runtime = runtime
        type.requirements = Set(decl.requirements)
        type.genericParameters = decl.associatedTypes + ["Self"]
        globals.types[decl.name] = .nominal(type, [])
        return type
    }

    /// Links a protocol to the protocols it refines.
    package func resolveRefined(_ decl: ProtocolDecl, _ type: ProtocolType) throws {
        for inherited in decl.inherited {
            guard let name = inheritedName(inherited) else { continue }
            if case .nominal(let parent as ProtocolType, _)? = globals.types[name] {
                type.refined.append(parent)
            } else if runtime.libraries.resolve(name, arguments: []) == nil {
                throw Diagnostic(.error, "cannot find type '\(name)' in scope", at: inherited.range)
            }
            type.conformances.insert(name)
        }
    }

    /// The name of an inherited type: `Error`, also written `Swift.Error`.
    package func inheritedName(_ ref: TypeRef) -> String? {
        switch ref.kind {
        case .named(let name, _): return name
        case .member(let base, let name, _):
            if case .named(let module, _) = base.kind, runtime.libraries.modules.contains(module) { return name }
            return nil
        default: return nil
        }
    }

    /// Records that `type` adopts the learner protocol `name`, if it is one.
    package func adoptProtocol(_ name: String, by type: NominalType) {
        guard case .nominal(let adopted as ProtocolType, _)? = globals.types[name] else { return }
        if !type.protocols.contains(where: { $0 === adopted }) { type.protocols.append(adopted) }
        var queue = adopted.refined
        while let next = queue.popLast() {
            type.conformances.insert(next.name)
            queue += next.refined
        }
    }

    /// The type an `extension` adds to: a learner type or protocol, or a library type or
    /// protocol (`extension ObservableType`), kept per interpreter.
    package func extendedType(_ decl: TypeDecl, range: SourceRange) throws -> NominalType {
        if case .nominal(let type, _)? = globals.types[decl.name] { return type }
        if let existing = runtime.extensions.types[decl.name] { return existing }
        guard let target = runtime.libraries.extensionTarget(decl.name) else {
            throw Diagnostic(.error, "cannot find type '\(decl.name)' in scope", at: decl.nameRange)
        }
        let type = ProtocolType(name: decl.name)
        type.runtime = runtime
        type.selfStaticType = target.selfType
        // The library's associated types and generic parameters, seen as unknown types.
        type.genericParameters = ["Self", "Element", "Base", "Trait"]
        type.matches = target.matches
        type.libraryMemberNames = runtime.libraries.memberNames(ofType: target.selfType)
        runtime.extensions.add(type)
        return type
    }

    /// Checks that a type has every member its learner protocols require.
    package func checkConformances(_ type: NominalType, at range: SourceRange) throws {
        for adopted in type.protocols {
            var required: [ProtocolType] = [adopted]
            var index = 0
            while index < required.count {
                required += required[index].refined
                index += 1
            }
            for requirement in required {
                for name in requirement.requirements.sorted() where !provides(type, name) {
                    throw Diagnostic(.error, "type '\(type.name)' does not conform to protocol '\(requirement.name)'", at: range,
                                     notes: ["protocol requires '\(name)'"])
                }
            }
        }
    }

    private func provides(_ type: NominalType, _ name: String) -> Bool {
        if Compiler.hasMember(type, name) || type.staticMethods[name] != nil || type.staticProperties[name] != nil {
            return true
        }
        if name == "init" { return true }
        if let enumType = type as? EnumType, enumType.caseIndex[name] != nil { return true }
        return type.protocolMethods(name) != nil || type.protocolComputed(name) != nil
    }

    /// Runs `body` with the generic parameter names `names` in scope.
    package func withGenerics<Result>(_ names: [String], _ body: () throws -> Result) rethrows -> Result {
        if names.isEmpty { return try body() }
        let saved = genericNames
        genericNames.formUnion(names)
        defer { genericNames = saved }
        return try body()
    }

    /// Declares the types of a block (inside a function or closure) before its statements are
    /// compiled; returns what puts the names back when the block is compiled.
    package func declareLocalTypes(_ statements: [Stmt]) throws -> () -> Void {
        let decls: [Decl] = statements.compactMap { statement in
            guard case .declaration(let decl) = statement.kind else { return nil }
            switch decl.kind {
            case .structure, .enumeration, .protocolDecl, .typeAlias, .extensionDecl: return decl
            default: return nil
            }
        }
        if decls.isEmpty { return {} }
        let savedNames = localTypeNames
        localTypeNames = []
        var shadowed: [String: SwiftType?] = [:]
        for decl in decls {
            let name: String
            switch decl.kind {
            case .structure(let typeDecl), .enumeration(let typeDecl): name = typeDecl.name
            case .protocolDecl(let protocolDecl): name = protocolDecl.name
            case .typeAlias(let alias, _): name = alias
            default: continue
            }
            if shadowed[name] == nil { shadowed[name] = .some(globals.types[name]) }
        }
        let globals = self.globals
        let restore = { [unowned self] in
            for (name, previous) in shadowed { globals.types[name] = previous }
            self.localTypeNames = savedNames
        }
        do {
            try declareTypes(decls, local: true)
        } catch {
            restore()
            throw error
        }
        return restore
    }
}
