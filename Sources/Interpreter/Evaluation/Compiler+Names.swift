/// What a name means where it is used.
package enum NameResolution {
    case variable(VariableInfo, depth: Int)
    case functions([FunctionEntry], depth: Int)
    /// A stored or computed property or method of `self`, used without `self.`.
    case selfMember(depth: Int)
    case type(SwiftType)
    case builtin(BuiltinFunction)
}

extension Compiler {
    /// What `name` refers to here, innermost first: locals, members of `self`, globals, types,
    /// library functions.
    package func resolve(_ name: String) -> NameResolution? {
        var current: FunctionScope? = scope
        var depth = 0
        var crossed = false
        while let searched = current {
            for (index, block) in searched.blocks.enumerated().reversed() {
                if let info = block[name] {
                    if crossed, case .local(let slot) = info.storage { searched.capturedSlots.insert(slot) }
                    return .variable(info, depth: depth)
                }
                if let entries = searched.functions[index][name] {
                    if crossed, let variable = entries.first?.variable, case .local(let slot) = variable.storage {
                        searched.capturedSlots.insert(slot)
                    }
                    return .functions(entries, depth: depth)
                }
            }
            if let selfType = searched.selfType, !searched.isLoopFrame, name != "self",
               Compiler.hasMember(selfType, name) || hasLibraryMember(selfType, name)
            {
                return .selfMember(depth: depth)
            }
            if !searched.isLoopFrame { crossed = true }
            current = searched.parent
            depth += 1
        }
        if let info = globals.variables[name] { return .variable(info, depth: 0) }
        if let entries = globals.functions[name] { return .functions(entries, depth: 0) }
        if let type = try? resolveTypeName(name, arguments: [], range: nil) { return .type(type) }
        if let builtin = GlobalFunctions.function(named: name, in: runtime.libraries) { return .builtin(builtin) }
        if let function = Compiler.operatorFunction(name) { return .builtin(function) }
        return nil
    }

    /// An operator used as a function value: `reduce(0, +)`, `sorted(by: >)`.
    package static func operatorFunction(_ name: String) -> BuiltinFunction? {
        let operators: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||"]
        guard operators.contains(name) else { return nil }
        return BuiltinFunction(name: name, parameters: [ParameterInfo(label: nil), ParameterInfo(label: nil)]) {
            arguments, runtime in
            guard arguments.count == 2 else {
                throw Diagnostic(.error, "operator '\(name)' takes two values", at: runtime.statementRange)
            }
            if name == "&&" || name == "||" {
                guard case .bool(let a) = arguments[0], case .bool(let b) = arguments[1] else {
                    throw Diagnostic(.error, "operator '\(name)' takes two 'Bool' values", at: runtime.statementRange)
                }
                return .bool(name == "&&" ? a && b : a || b)
            }
            return try Operators.apply(name, arguments[0], arguments[1],
                                       range: runtime.statementRange ?? SourceRange(file: SourceFile(""), start: 0, end: 0))
        }
    }

    package static func hasMember(_ type: NominalType, _ name: String) -> Bool {
        if type.methods[name] != nil || type.computed[name] != nil { return true }
        if let structType = type as? StructType, structType.fieldIndex[name] != nil { return true }
        if let protocolType = type as? ProtocolType { return protocolType.hasRequirement(name) }
        return type.protocolMethods(name) != nil || type.protocolComputed(name) != nil
    }

    /// The depth and slot of `self` in the enclosing method.
    package func selfLocation() -> (depth: Int, type: NominalType, isMutable: Bool)? {
        var current: FunctionScope? = scope
        var depth = 0
        var crossed = false
        while let searched = current {
            if let selfType = searched.selfType, !searched.isLoopFrame {
                if crossed { searched.capturedSlots.insert(0) }
                return (depth, selfType, searched.selfIsMutable && depth == 0)
            }
            if !searched.isLoopFrame { crossed = true }
            current = searched.parent
            depth += 1
        }
        return nil
    }

    /// The type whose static method is being compiled, if any.
    package func staticOwner() -> NominalType? {
        var current: FunctionScope? = scope
        while let searched = current {
            if let owner = searched.staticOwner { return owner }
            if searched.selfType != nil { return nil }
            current = searched.parent
        }
        return nil
    }

    /// Reads a variable.
    package func readVariable(_ info: VariableInfo, depth: Int) -> Eval {
        if info.ownership != .strong {
            let read = readStrongly(info, depth: depth)
            let range = info.range
            return { frame in try WeakReference.read(try read(frame), at: range) }
        }
        return readStrongly(info, depth: depth)
    }

    private func readStrongly(_ info: VariableInfo, depth: Int) -> Eval {
        switch info.storage {
        case .global(let slot):
            let runtime = self.runtime
            return { _ in runtime.globals[slot] }
        case .local(let slot):
            if depth == 0 { return { frame in frame[slot] } }
            if depth == 1 { return { frame in frame.parent.map { $0[slot] } ?? .void } }
            return { frame in frame.ancestor(depth)[slot] }
        }
    }

    package func compileIdentifier(_ name: String, range: SourceRange) throws -> Compiled {
        if name == "self" {
            // `[weak self]` and `guard let self` declare a variable named `self`.
            if case .variable(let info, let depth)? = resolve(name) {
                return Compiled(eval: readVariable(info, depth: depth), type: info.type)
            }
            if let owner = staticOwner() {
                // In a static method, `self` is the type.
                let type = SwiftType.nominal(owner, [])
                return Compiled(eval: { _ in .type(type) }, type: .library("\(type).Type", []))
            }
            guard let location = selfLocation() else { throw Diagnostic(.error, "cannot find 'self' in scope", at: range) }
            let depth = location.depth
            let selfType = (location.type as? ProtocolType)?.selfStaticType ?? .nominal(location.type, [])
            return Compiled(eval: { frame in frame.ancestor(depth)[0] }, type: selfType)
        }
        guard let resolution = resolve(name) else {
            if let getter = globals.computedVariables[name] { return readComputedGlobal(getter) }
            if let constant = runtime.libraries.globalFunctions.property(name) {
                // A library's global constant (Foundation's `NSLocalizedDescriptionKey`).
                let site = CallSite(runtime: runtime, range: range, name: name, arguments: [], function: enclosingFunctionName)
                let get = constant.get
                return Compiled(eval: { _ in try get(.void, site) }, type: constant.type(.void))
            }
            throw OutsideNames.unknown(name, at: range, in: runtime.libraries, candidates: namesInScope)
        }
        switch resolution {
        case .variable(let info, let depth):
            return Compiled(eval: readVariable(info, depth: depth), type: info.type)
        case .functions(let entries, let depth):
            guard let entry = entries.first else { throw Diagnostic(.error, "cannot find '\(name)' in scope", at: range) }
            if let function = entry.function {
                return Compiled(eval: { _ in .function(function) }, type: function.type)
            }
            if let variable = entry.variable {
                return Compiled(eval: readVariable(variable, depth: depth), type: variable.type)
            }
            throw Diagnostic(.error, "cannot find '\(name)' in scope", at: range)
        case .selfMember:
            let selfExpr = Expr(kind: .identifier("self"), range: range)
            return try compileMember(selfExpr, name, nameRange: range, range: range)
        case .type(let type):
            return Compiled(eval: { _ in .type(type) }, type: .library("\(type).Type", []))
        case .builtin(let function):
            return Compiled(eval: { _ in .function(function) }, type: function.type)
        }
    }

    // MARK: - Types

    package func resolveType(_ ref: TypeRef) throws -> SwiftType {
        switch ref.kind {
        case .named(let name, let arguments):
            return try resolveTypeName(name, arguments: try arguments.map(resolveType), range: ref.range)
        case .member(let base, let name, let arguments):
            if case .named(let baseName, _) = base.kind, runtime.libraries.modules.contains(baseName) {
                return try resolveTypeName(name, arguments: try arguments.map(resolveType), range: ref.range)
            }
            let baseType = try resolveType(base)
            if name == "Element" { return baseType.firstArgument }
            if case .nominal(let outer, _) = baseType, let nested = globals.types[outer.name + "." + name] {
                return nested  // a nested type (see `NestedTypes`)
            }
            if case .library(let outer, _) = baseType,
               let nested = runtime.libraries.resolve(outer + "." + name, arguments: try arguments.map(resolveType))
            {
                return nested  // a library's nested type (`UIImagePickerController.InfoKey`)
            }
            throw Diagnostic(.error, "'\(name)' is not a member type of '\(baseType)'", at: ref.range)
        case .array(let element): return .array(try resolveType(element))
        case .dictionary(let key, let value): return .dictionary(try resolveType(key), try resolveType(value))
        case .optional(let wrapped): return .optional(try resolveType(wrapped))
        case .tuple(let elements):
            if elements.isEmpty { return .void }
            return .tuple(try elements.map { try resolveType($0.type) }, labels: elements.map(\.label))
        case .function(let parameters, let result):
            return .function(try parameters.map(resolveType), try resolveType(result))
        case .composition(let parts):
            // Each protocol must exist; the value is checked where it is used, as an existential.
            for part in parts { _ = try resolveType(part) }
            return .any
        }
    }

    package func resolveTypeName(_ name: String, arguments: [SwiftType], range: SourceRange?) throws -> SwiftType {
        if genericNames.contains(name) { return .unknown }
        if let learner = globals.types[name] {
            if case .nominal(let type, _) = learner { return .nominal(type, arguments) }
            return learner
        }
        if let builtin = runtime.libraries.resolve(name, arguments: arguments) { return builtin }
        throw Diagnostic(.error, "cannot find type '\(name)' in scope", at: range)
    }

    /// The type an expression names: `PublishSubject<String>`, `[Int]`, `Observable<Int>`.
    package func resolveTypeExpression(_ expr: Expr) throws -> SwiftType {
        switch expr.kind {
        case .type(let ref): return try resolveType(ref)
        case .identifier(let name):
            return try resolveTypeName(name, arguments: [], range: expr.range)
        case .specialize(let base, let arguments):
            var typeName: String?
            switch base.kind {
            case .identifier(let name): typeName = name
            case .member(let module, let name, _):
                // `RxSwift.Observable<Int>`: a type named through its module.
                if case .identifier(let moduleName) = module.kind, runtime.libraries.modules.contains(moduleName),
                   resolve(moduleName) == nil
                {
                    typeName = name
                }
            default: break
            }
            guard let name = typeName else {
                throw Diagnostic(.error, "cannot specialize this expression", at: expr.range)
            }
            return try resolveTypeName(name, arguments: try arguments.map(resolveType), range: base.range)
        default:
            throw Diagnostic(.error, "expected a type", at: expr.range)
        }
    }

    /// The type an expression names, or nil when it is not a type.
    package func typeNamed(by expr: Expr) -> SwiftType? {
        switch expr.kind {
        case .type, .specialize: return try? resolveTypeExpression(expr)
        case .identifier(let name):
            if case .type(let type)? = resolve(name) { return type }
            if name == "self", let owner = staticOwner() { return .nominal(owner, []) }
            return nil
        case .member(let base, let name, _):
            if case .identifier(let module) = base.kind, runtime.libraries.modules.contains(module),
               resolve(module) == nil
            {
                return try? resolveTypeName(name, arguments: [], range: nil)
            }
            // A nested type (`PhotoWriter.Errors`, see `NestedTypes`).
            if case .nominal(let outer, _)? = typeNamed(by: base), let nested = globals.types[outer.name + "." + name] {
                return nested
            }
            return nil
        default: return nil
        }
    }
}
