extension Compiler {
    /// Declares the stored top-level variables of an input that also declares types or
    /// functions, before their bodies are compiled: in a file, as in `main.swift`, a class or
    /// function can use a global declared anywhere in it. The type is the annotation's when it
    /// can be resolved yet, else found when the statement runs; the declaration itself takes the
    /// placeholder's slot, so the bodies compiled against it read the same variable.
    package func declarePlaceholderGlobals(_ statements: [Stmt]) {
        let hasBodies = statements.contains { statement in
            guard case .declaration(let decl) = statement.kind else { return false }
            switch decl.kind {
            case .function, .classDecl, .structure, .enumeration, .extensionDecl: return true
            default: return false
            }
        }
        guard hasBodies else { return }
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind else { continue }
            for binding in variable.bindings where binding.getter == nil {
                guard case .binding(let name, _) = binding.pattern.kind, placeholderGlobals[name] == nil else { continue }
                let type = binding.type.flatMap { try? resolveType($0) } ?? .unknown
                let slot = runtime.globals.append()
                let info = VariableInfo(name: name, type: type, isLet: variable.isLet, storage: .global(slot),
                                        range: binding.pattern.range)
                placeholderGlobals[name] = info
                globals.variables[name] = info
            }
        }
    }
}
