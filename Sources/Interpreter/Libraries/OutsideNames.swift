/// Names learners reach for that are outside the playground: an unknown name among them gets a
/// message naming what it is, instead of "cannot find". Libraries add their own
/// (`LibrarySet.outsideNames`).
package enum OutsideNames {
    private static let system = "learner code cannot reach files, the network, the environment or other processes"

    /// The standard library's and Foundation's names that the playground leaves out.
    package static let standard: [String: (message: String, note: String?)] = {
        var table: [String: (message: String, note: String?)] = [
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
    package static func unknown(_ name: String, at range: SourceRange?, in libraries: LibrarySet,
                                candidates: Set<String> = []) -> Diagnostic {
        if let known = libraries.outsideNames[name] {
            return Diagnostic(.error, known.message, at: range, notes: known.note.map { [$0] } ?? [])
        }
        return Diagnostic(.error, Suggestions.message("cannot find '\(name)' in scope", name: name, candidates: candidates),
                          at: range)
    }
}

extension Compiler {
    /// The names a learner could have meant: top-level variables, functions and types, the
    /// library's functions and types, and the locals of the scopes being compiled.
    package var namesInScope: Set<String> {
        var names = runtime.libraries.completionNames.union(Completions.standardTypeNames)
        names.formUnion(globals.variables.keys)
        names.formUnion(globals.functions.keys)
        names.formUnion(globals.types.keys)
        names.formUnion(runtime.libraries.globalFunctions.allNames)
        names.formUnion(scope.visibleNames)
        return names
    }
}

extension FunctionScope {
    /// The names declared in this scope and the scopes around it.
    package var visibleNames: Set<String> {
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
