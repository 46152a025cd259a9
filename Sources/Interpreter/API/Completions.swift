/// Completion candidates for the REPL's Tab key.
package struct Completions {
    package let interpreter: Interpreter

    package static let keywords = [
        "let", "var", "func", "struct", "enum", "if", "else", "guard", "switch", "case", "default", "for", "in", "while",
        "repeat", "return", "break", "continue", "do", "try", "catch", "throw", "throws", "typealias", "extension",
        "true", "false", "nil", "self", "import",
    ]

    /// The standard and Foundation types Tab offers (libraries add theirs).
    package static let standardTypeNames: Set<String> = [
        "Int", "Double", "String", "Bool", "Array", "Dictionary", "Character", "UUID",
    ]

    package func candidates(for prefix: String) -> [String] {
        let scalars = Array(prefix)
        var end = scalars.count
        var start = end
        while start > 0, scalars[start - 1].isLetter || scalars[start - 1].isNumber || scalars[start - 1] == "_"
            || scalars[start - 1] == "$"
        {
            start -= 1
        }
        let partial = String(scalars[start..<end])
        end = start
        if end > 0, scalars[end - 1] == "." {
            let base = baseExpression(scalars, before: end - 1)
            return memberNames(of: base).filter { $0.hasPrefix(partial) }.sorted()
        }
        let libraries = interpreter.runtime.libraries
        var names = Set(Completions.keywords + Completions.standardTypeNames).union(libraries.completionNames)
        names.formUnion(interpreter.globals.variables.keys)
        names.formUnion(interpreter.globals.functions.keys)
        names.formUnion(interpreter.globals.types.keys)
        names.formUnion(libraries.globalFunctions.allNames)
        return names.filter { $0.hasPrefix(partial) && !$0.hasPrefix("$") }.sorted()
    }

    /// The text of the expression before a `.`: identifiers, dots, and balanced brackets.
    private func baseExpression(_ characters: [Character], before index: Int) -> String {
        var start = index
        var depth = 0
        while start > 0 {
            let character = characters[start - 1]
            if character == ")" || character == "]" || character == "}" || character == ">" {
                depth += 1
            } else if character == "(" || character == "[" || character == "{" || character == "<" {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, !(character.isLetter || character.isNumber || character == "_" || character == "."
                                    || character == "$") {
                break
            }
            start -= 1
        }
        return String(characters[start..<index])
    }

    private func memberNames(of base: String) -> Set<String> {
        let compiler = interpreter.compiler
        let file = SourceFile(base)
        guard case .success(let statements) = SourceParser.parse(file), statements.count == 1,
              case .expression(let expr) = statements[0].kind
        else { return [] }
        if let type = compiler.typeNamed(by: expr) {
            var names = interpreter.runtime.libraries.staticMemberNames(ofType: type)
            if case .nominal(let nominal, _) = type {
                names.formUnion(nominal.staticMethods.keys)
                names.formUnion(nominal.staticProperties.keys)
                if let enumType = nominal as? EnumType { names.formUnion(enumType.cases.map(\.name)) }
            }
            names.remove("init")
            return names
        }
        if case .identifier(let name) = expr.kind, let info = interpreter.globals.variables[name],
           case .global(let slot) = info.storage
        {
            return Completions.memberNames(ofValue: interpreter.runtime.globals[slot], interpreter.runtime.libraries)
        }
        let saved = compiler.scope
        defer { compiler.scope = saved }
        compiler.scope = FunctionScope(parent: nil)
        compiler.scope.isTopLevelStatement = true
        guard let compiled = try? compiler.compile(expr) else { return [] }
        return Completions.memberNames(ofType: compiled.type, interpreter.runtime.libraries)
    }

    package static func memberNames(ofValue value: Value, _ libraries: LibrarySet) -> Set<String> {
        var names = libraries.table(for: value)?.allNames ?? []
        switch value {
        case .instance(let instance):
            names.formUnion(instance.type.fields.map(\.name))
            names.formUnion(instance.type.methods.keys)
            names.formUnion(instance.type.computed.keys)
        case .object(let instance as ClassInstance):
            names.formUnion(instance.classType.fields.map(\.name))
            names.formUnion(instance.classType.methods.keys)
            names.formUnion(instance.classType.computed.keys)
            if let base = instance.base { names.formUnion(libraries.table(for: .object(base))?.allNames ?? []) }
        case .enumCase(let instance):
            names.formUnion(instance.type.methods.keys)
            names.formUnion(instance.type.computed.keys)
            if instance.type.cases[instance.caseIndex].rawValue != nil { names.insert("rawValue") }
        default: break
        }
        return names
    }

    package static func memberNames(ofType type: SwiftType, _ libraries: LibrarySet) -> Set<String> {
        var names = libraries.memberNames(ofType: type)
        if case .nominal(let nominal, _) = type {
            if let structType = nominal as? StructType { names.formUnion(structType.fields.map(\.name)) }
            names.formUnion(nominal.methods.keys)
            names.formUnion(nominal.computed.keys)
        }
        return names
    }
}
