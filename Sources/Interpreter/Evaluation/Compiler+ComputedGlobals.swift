extension Compiler {
    /// `var now: Int { … }` at the top level: a getter run each time the name is read.
    package func declareComputedGlobal(_ binding: VariableDecl.Binding, getter: [Stmt]) throws {
        guard case .binding(let name, _) = binding.pattern.kind else {
            throw Diagnostic(.error, "computed variables need a simple name", at: binding.range)
        }
        guard let typeRef = binding.type else {
            throw Diagnostic(.error, "computed property must have an explicit type", at: binding.range)
        }
        if declaredThisInput.contains(name) {
            throw Diagnostic(.error, "invalid redeclaration of '\(name)'", at: binding.range)
        }
        let type = try resolveType(typeRef)
        let code = FunctionCode(name: name, parameters: [], hasSelf: false, isMutating: false, isThrowing: false,
                                returnType: type, range: binding.range)
        try compileFunctionBody(code, FunctionDecl(
            name: name, nameRange: binding.range, parameters: [], returnType: typeRef, isThrowing: false, isStatic: false,
            isMutating: false, isFailable: false, body: getter), selfType: nil, parent: nil)
        declaredThisInput.insert(name)
        globals.variables[name] = nil
        globals.functions[name] = nil
        globals.computedVariables[name] = LearnerFunction(code: code, environment: nil, isClosure: false)
    }

    /// Reading a top-level computed variable runs its getter.
    package func readComputedGlobal(_ getter: LearnerFunction) -> Compiled {
        let runtime = self.runtime
        return Compiled(eval: { _ in try getter.call([], runtime) }, type: getter.code.returnType)
    }
}
