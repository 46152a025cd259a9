extension Compiler {
    /// What Swift's `#function` says at the code being compiled: the innermost declared
    /// function's name with its labels (a closure takes its enclosing function's), or in
    /// top-level code the module's name, `main` (the learner's code is a `main.swift`).
    package var enclosingFunctionName: String {
        var current: FunctionScope? = scope
        while let found = current {
            if let name = found.swiftFunctionName { return name }
            current = found.parent
        }
        return "main"
    }
}
