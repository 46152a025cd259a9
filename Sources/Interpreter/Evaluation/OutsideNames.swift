/// Names learners reach for that are outside the playground: an unknown name among them gets a
/// message naming what it is, instead of "cannot find".
enum OutsideNames {
    private static let system = "learner code cannot reach files, the network, the environment or other processes"
    private static let messages: [String: (message: String, note: String?)] = {
        var table: [String: (message: String, note: String?)] = [
            "Set": ("sets are not part of the playground", "use an array: '[Int]', and 'contains' to look a value up"),
            "DispatchQueue": ("'DispatchQueue' is not part of the playground",
                              "time runs on the virtual clock: use 'MainScheduler.instance' with 'delay', 'interval' or 'timer'"),
            "Thread": ("threads are not part of the playground", nil),
            "Task": ("concurrency ('Task', async/await) is not part of the playground", nil),
            "NSObject": ("classes are not part of the playground", nil),
        ]
        for name in ["FileManager", "ProcessInfo", "Process", "URLSession", "URL", "readLine", "exit", "getenv",
                     "system", "FileHandle", "Bundle"] {
            table[name] = ("'\(name)' is not part of the playground", system)
        }
        return table
    }()

    /// The diagnostic for an unknown `name` at `range`; `candidates` are the names in scope,
    /// for Swift's "did you mean".
    static func unknown(_ name: String, at range: SourceRange?, candidates: Set<String> = []) -> Diagnostic {
        if let known = messages[name] {
            return Diagnostic(.error, known.message, at: range, notes: known.note.map { [$0] } ?? [])
        }
        return Diagnostic(.error, Suggestions.message("cannot find '\(name)' in scope", name: name, candidates: candidates),
                          at: range)
    }
}

extension Compiler {
    /// The names a learner could have meant: top-level variables, functions and types, the
    /// library's functions and types, and the locals of the scopes being compiled.
    var namesInScope: Set<String> {
        var names = Set(Completions.libraryTypeNames)
        names.formUnion(globals.variables.keys)
        names.formUnion(globals.functions.keys)
        names.formUnion(globals.types.keys)
        names.formUnion(GlobalFunctions.table.allNames)
        names.formUnion(scope.visibleNames)
        return names
    }
}

extension FunctionScope {
    /// The names declared in this scope and the scopes around it.
    var visibleNames: Set<String> {
        var names: Set<String> = []
        var current: FunctionScope? = self
        while let scope = current {
            for block in scope.blocks { names.formUnion(block.keys) }
            for block in scope.functions { names.formUnion(block.keys) }
            current = scope.parent
        }
        return names
    }
}
