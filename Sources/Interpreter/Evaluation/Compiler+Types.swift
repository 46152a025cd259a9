extension Compiler {
    /// Declares the structs, enums, extensions and typealiases of an input, then their members,
    /// then compiles the members' bodies (so every member can use every other).
    package func declareTypes(_ written: [Decl], local: Bool = false) throws {
        let nested = NestedTypes.lift(written)
        let decls = nested.decls
        var pending: [(TypeDecl, NominalType, isExtension: Bool)] = []
        var protocols: [(ProtocolDecl, ProtocolType)] = []
        for decl in decls {
            switch decl.kind {
            case .protocolDecl(let protocolDecl):
                try checkNewType(protocolDecl.name, decl.range, local: local)
                protocols.append((protocolDecl, declareProtocol(protocolDecl)))
            case .structure(let typeDecl):
                try checkNewType(typeDecl.name, decl.range, local: local)
                let type = StructType(name: typeDecl.name)
                type.runtime = runtime
                globals.types[typeDecl.name] = .nominal(type, [])
                pending.append((typeDecl, type, false))
            case .enumeration(let typeDecl):
                try checkNewType(typeDecl.name, decl.range, local: local)
                let type = EnumType(name: typeDecl.name)
                type.runtime = runtime
                globals.types[typeDecl.name] = .nominal(type, [])
                runtime.learnerEnums.append(type)
                pending.append((typeDecl, type, false))
            default: break
            }
        }
        aliasNestedTypes(nested.aliases)
        var bodies = try declareClasses(decls)
        aliasNestedTypes(nested.aliases)
        for (protocolDecl, type) in protocols { try resolveRefined(protocolDecl, type) }
        for decl in decls {
            if case .typeAlias(let name, let ref) = decl.kind {
                try checkNewType(name, decl.range, local: local)
                globals.types[name] = try resolveType(ref)
            }
            if case .extensionDecl(let typeDecl) = decl.kind {
                pending.append((typeDecl, try extendedType(typeDecl, range: decl.range), true))
            }
        }
        for (typeDecl, type, isExtension) in pending {
            if !isExtension { type.genericParameters = typeDecl.genericParameters }
            let generics = type.genericParameters
            let declared = try withGenerics(generics) { try declareMembers(typeDecl, type) }
            bodies += declared.map { body -> () throws -> Void in
                { [unowned self] in try self.withGenerics(generics, body) }
            }
        }
        for body in bodies { try body() }
        for (typeDecl, type, _) in pending where !(type is ProtocolType) {
            try checkConformances(type, at: typeDecl.nameRange)
        }
    }

    /// Lets a nested type's simple name stand for it (see `NestedTypes`), where no other type
    /// has that name.
    private func aliasNestedTypes(_ aliases: [(simple: String, qualified: String)]) {
        for (simple, qualified) in aliases where globals.types[simple] == nil {
            if let type = globals.types[qualified] { globals.types[simple] = type }
        }
    }

    private func checkNewType(_ name: String, _ range: SourceRange, local: Bool = false) throws {
        if local {
            if localTypeNames.contains(name) { throw Diagnostic(.error, "invalid redeclaration of '\(name)'", at: range) }
            localTypeNames.insert(name)
            return
        }
        if declaredThisInput.contains(name) { throw Diagnostic(.error, "invalid redeclaration of '\(name)'", at: range) }
        if runtime.libraries.resolve(name, arguments: []) != nil {
            throw Diagnostic(.error, "'\(name)' is already a type of the playground; choose another name", at: range)
        }
        declaredThisInput.insert(name)
    }

    /// Registers a type's members; returns the work that compiles their bodies.
    // swiftlint:disable:next function_body_length cyclomatic_complexity
    package func declareMembers(_ typeDecl: TypeDecl, _ type: NominalType) throws -> [() throws -> Void] {
        var bodies: [() throws -> Void] = []
        let selfType = SwiftType.nominal(type, [])
        for (index, inherited) in typeDecl.inherited.enumerated() {
            guard let name = inheritedName(inherited) else { continue }
            if index == 0, let enumType = type as? EnumType,
               let raw = runtime.libraries.resolve(name, arguments: []), [.int, .string, .double, .character].contains(raw)
            {
                enumType.rawType = raw
                continue
            }
            type.conformances.insert(name)
            adoptProtocol(name, by: type)
        }
        try checkRedeclarations(typeDecl, type)
        var nextRaw = 0
        for member in typeDecl.members {
            switch member.kind {
            case .variable(let variable):
                for binding in variable.bindings {
                    guard case .binding(let name, _) = binding.pattern.kind else {
                        throw Diagnostic(.error, "properties need a simple name", at: binding.range)
                    }
                    var fieldType = try binding.type.map(resolveType) ?? .unknown
                    if let getter = binding.getter {
                        let getterCode = FunctionCode(name: name, parameters: [], hasSelf: !variable.isStatic,
                                                      isMutating: false, isThrowing: false, returnType: fieldType,
                                                      range: binding.range)
                        let getterFunction = LearnerFunction(code: getterCode, environment: nil, isClosure: false)
                        var setterFunction: LearnerFunction?
                        if let setter = binding.setter {
                            let setterCode = FunctionCode(
                                name: name, parameters: [ParameterInfo(label: nil, name: setter.name, type: fieldType)],
                                hasSelf: !variable.isStatic, isMutating: true, isThrowing: false, returnType: .void,
                                range: binding.range)
                            setterFunction = LearnerFunction(code: setterCode, environment: nil, isClosure: false)
                            bodies.append { [unowned self] in
                                try compileFunctionBody(setterCode, FunctionDecl(
                                    name: name, nameRange: binding.range,
                                    parameters: [], returnType: nil, isThrowing: false, isStatic: variable.isStatic,
                                    isMutating: true, isFailable: false, body: setter.body), selfType: type, parent: nil)
                            }
                        }
                        bodies.append { [unowned self] in
                            try compileComputedGetter(getterCode, getter, selfType: type)
                        }
                        if variable.isStatic {
                            type.staticProperties[name] = StaticProperty(initializer: nil, getter: getterFunction,
                                                                         setter: setterFunction, type: fieldType, isLet: false)
                        } else {
                            type.computed[name] = ComputedProperty(getter: getterFunction, setter: setterFunction,
                                                                   type: fieldType)
                        }
                        continue
                    }
                    var defaultValue: (() throws -> Value)?
                    if let initializer = binding.initializer {
                        let compiled = try compileDefaultWithType(initializer, type: fieldType)
                        defaultValue = compiled.thunk
                        if fieldType.isUnknown { fieldType = compiled.type }
                    } else if fieldType.optionalWrapped != nil, !variable.isLet {
                        defaultValue = { .none }
                    }
                    if variable.isStatic {
                        type.staticProperties[name] = StaticProperty(initializer: defaultValue, getter: nil, setter: nil,
                                                                     type: fieldType, isLet: variable.isLet)
                        continue
                    }
                    guard let structType = type as? StructType else {
                        throw Diagnostic(.error, type is ProtocolType ? "extensions must not contain stored properties"
                                         : "enums must not contain stored properties", at: binding.range)
                    }
                    var observers: (willSet: Function?, didSet: Function?) = (nil, nil)
                    for (body, parameter) in [(binding.observers.willSet, "newValue"), (binding.observers.didSet, "oldValue")] {
                        guard let body else { continue }
                        let code = FunctionCode(name: name, parameters: [ParameterInfo(label: nil, name: parameter, type: fieldType)],
                                                hasSelf: true, isMutating: true, isThrowing: false, returnType: .void,
                                                range: binding.range)
                        let function = LearnerFunction(code: code, environment: nil, isClosure: false)
                        if parameter == "newValue" { observers.willSet = function } else { observers.didSet = function }
                        bodies.append { [unowned self] in
                            try compileFunctionBody(code, FunctionDecl(
                                name: name, nameRange: binding.range, parameters: [], returnType: nil, isThrowing: false,
                                isStatic: false, isMutating: true, isFailable: false, body: body), selfType: type, parent: nil)
                        }
                    }
                    structType.addField(.init(name: name, type: fieldType, isLet: variable.isLet,
                                              defaultValue: defaultValue, observers: observers))
                }
            case .function(let function):
                let code = try makeFunctionCode(function, hasSelf: !function.isStatic)
                let learner = LearnerFunction(code: code, environment: nil, isClosure: false)
                if function.isStatic {
                    type.staticMethods[function.name, default: []].append(learner)
                } else {
                    type.methods[function.name, default: []].append(learner)
                }
                bodies.append { [unowned self] in
                    try compileFunctionBody(code, function, selfType: function.isStatic ? nil : type,
                                            staticOwner: function.isStatic ? type : nil, parent: nil)
                }
            case .initializer(let initializer):
                let base = try makeFunctionCode(initializer, hasSelf: true)
                let code = FunctionCode(name: "init", parameters: base.parameters, hasSelf: true, isMutating: true,
                                        isThrowing: initializer.isThrowing,
                                        returnType: initializer.isFailable ? .optional(selfType) : selfType,
                                        range: initializer.nameRange)
                let learner = LearnerFunction(code: code, environment: nil, isClosure: false)
                if let structType = type as? StructType { structType.initializers.append(learner) }
                if let enumType = type as? EnumType { enumType.initializers.append(learner) }
                failableInitializers[ObjectIdentifier(learner)] = initializer.isFailable
                bodies.append { [unowned self] in
                    try compileFunctionBody(code, initializer, selfType: type, isInitializer: true, parent: nil)
                }
            case .enumCases(let cases):
                guard let enumType = type as? EnumType else {
                    throw Diagnostic(.error, "enum 'case' is not allowed outside of an enum", at: member.range)
                }
                for enumCase in cases {
                    var raw: Value?
                    if let rawType = enumType.rawType {
                        if let rawExpr = enumCase.rawValue {
                            raw = try literalValue(rawExpr, type: rawType)
                            if case .int(let number)? = raw { nextRaw = number + 1 }
                        } else if rawType == .string {
                            raw = .string(enumCase.name)
                        } else if rawType == .int {
                            raw = .int(nextRaw)
                            nextRaw += 1
                        } else {
                            throw Diagnostic(.error, "enum case must declare a raw value when the preceding raw value is not an integer",
                                             at: enumCase.range)
                        }
                    }
                    let types = try enumCase.parameters.map { try resolveType($0.type) }
                    let defaults = try zip(enumCase.parameters, types).map { parameter, type in
                        try parameter.defaultValue.map { try compileDefault($0, type: type) }
                    }
                    enumType.addCase(.init(name: enumCase.name, labels: enumCase.parameters.map(\.label), types: types,
                                           defaults: defaults, rawValue: raw))
                }
            case .typeAlias, .structure, .enumeration, .extensionDecl, .classDecl, .protocolDecl:
                throw Diagnostic(.error, "nested types are not part of the playground", at: member.range)
            case .deinitializer(let body):
                bodies.append(try declareDeinit(body, type, member.range))
            case .importModule:
                throw Diagnostic(.error, "declaration is only valid at file scope", at: member.range)
            }
        }
        if let enumType = type as? EnumType, enumType.conformances.contains("CaseIterable") {
            let cases = enumType.cases.indices.map { Value.enumCase(EnumInstance(type: enumType, caseIndex: $0, payload: [])) }
            enumType.staticProperties["allCases"] = StaticProperty(initializer: { .array(cases) }, getter: nil, setter: nil,
                                                                   type: .array(selfType), isLet: true)
        }
        return bodies
    }

    private func compileComputedGetter(_ code: FunctionCode, _ body: [Stmt], selfType: NominalType) throws {
        try compileFunctionBody(code, FunctionDecl(
            name: code.name, nameRange: code.range, parameters: [], returnType: nil, isThrowing: false, isStatic: !code.hasSelf,
            isMutating: false, isFailable: false, body: body), selfType: code.hasSelf ? selfType : nil, parent: nil)
    }

    private func compileDefaultWithType(_ expr: Expr, type: SwiftType) throws -> (thunk: () throws -> Value, type: SwiftType) {
        let saved = scope
        let defaultScope = FunctionScope(parent: nil)
        scope = defaultScope
        defer { scope = saved }
        let compiled = try compile(expr, expected: type)
        let eval = compiled.eval
        let runtime = self.runtime
        let literal = compiled.isLiteral
        let range = expr.range
        let staticType = compiled.type
        return ({
            let frame = Frame.make(count: defaultScope.slotCount, parent: nil)
            return try runtime.convert(try eval(frame), to: type, literal: literal, context: .specified, at: range,
                                       staticType: staticType)
        }, type.or(compiled.type))
    }

    private func literalValue(_ expr: Expr, type: SwiftType) throws -> Value {
        switch (expr.kind, type) {
        case (.integerLiteral(let number), .double): return .double(Double(number))
        case (.integerLiteral(let number), _): return .int(number)
        case (.floatLiteral(let number), _): return .double(number)
        case (.stringLiteral(let text), .character):
            guard let first = text.first, text.count == 1 else { break }
            return .character(first)
        case (.stringLiteral(let text), _): return .string(text)
        case (.prefix("-", let inner), _):
            if case .int(let number) = try literalValue(inner, type: type) { return .int(-number) }
            if case .double(let number) = try literalValue(inner, type: type) { return .double(-number) }
        default: break
        }
        throw Diagnostic(.error, "raw value for enum case must be a literal", at: expr.range)
    }

    // MARK: - Construction

    // swiftlint:disable:next function_body_length
    package func compileConstruction(_ type: SwiftType, _ arguments: [Argument], expected: SwiftType, range: SourceRange,
                             calleeRange: SourceRange) throws -> Compiled {
        switch type {
        case .nominal(let classType as ClassType, _):
            return try compileClassConstruction(classType, arguments, range: range)
        case .nominal(let structType as StructType, _):
            if !structType.initializers.isEmpty {
                return try compileInitializerCall(structType.initializers, type: type, arguments, range: range,
                                                  makeSelf: { Compiler.blankInstance(structType) })
            }
            return try compileMemberwise(structType, type: type, arguments, range: range)
        case .nominal(let enumType as EnumType, _):
            let labels = arguments.map(\.label)
            if labels == ["rawValue"], let rawType = enumType.rawType {
                let compiled = try compile(arguments[0].value, expected: rawType)
                let eval = compiled.eval
                return Compiled(eval: { frame in
                    let raw = try eval(frame)
                    guard let index = enumType.cases.firstIndex(where: { $0.rawValue == raw }) else { return .none }
                    return .optional(.enumCase(EnumInstance(type: enumType, caseIndex: index, payload: [])))
                }, type: .optional(type))
            }
            if !enumType.initializers.isEmpty {
                return try compileInitializerCall(enumType.initializers, type: type, arguments, range: range,
                                                  makeSelf: { .void })
            }
            throw Diagnostic(.error, "'\(enumType.name)' cannot be constructed because it has no accessible initializers",
                             at: range)
        case .optional(let wrapped):
            guard arguments.count == 1 else { throw Diagnostic(.error, "'Optional' takes one value", at: range) }
            let compiled = try compile(arguments[0].value, expected: wrapped)
            let eval = compiled.eval
            return Compiled(eval: { frame in .optional(try eval(frame)) }, type: .optional(wrapped.or(compiled.type)))
        default:
            if IntegerKind(type) != nil, arguments.count == 1, arguments[0].label == nil, arguments[0].value.isIntegerLiteral {
                // Swift reads `UInt8(300)` as the literal `300 as UInt8`, checked when compiling.
                return try compile(arguments[0].value, expected: type)
            }
            guard let table = runtime.libraries.table(forStatic: type), !table.methods("init").isEmpty else {
                throw Diagnostic(.error, "'\(type)' cannot be constructed because it has no accessible initializers",
                                 at: calleeRange)
            }
            let receiver = Value.type(type)
            return try compileLibraryCall(table.methods("init"), receiver: Compiled(eval: { _ in receiver }, type: type),
                                          name: type.description, kind: "initializer", arguments, range: range,
                                          nameRange: calleeRange)
        }
    }

    package static func blankInstance(_ type: StructType) -> Value {
        .instance(Instance(type: type, fields: [Value](repeating: .void, count: type.fields.count)))
    }

    private func compileMemberwise(_ structType: StructType, type: SwiftType, _ arguments: [Argument],
                                   range: SourceRange) throws -> Compiled {
        let settable = structType.fields.enumerated().filter { !($0.element.isLet && $0.element.defaultValue != nil) }
        let parameters = settable.map { ParameterInfo(label: $0.element.name, type: $0.element.type,
                                                      defaultValue: $0.element.defaultValue) }
        let labels = arguments.map(\.label)
        guard let bindings = ArgumentMatcher.match(labels: labels, trailing: arguments.map(\.isTrailing),
                                                   parameters: parameters)
        else {
            throw Diagnostic(.error, ArgumentMatcher.explain(labels: labels, parameters: parameters), at: range)
        }
        let compiled = try compileArguments(arguments, bindings: bindings, parameters: parameters) { index in
            if case .function(let types, _) = parameters[index].type.optionalWrapped ?? parameters[index].type {
                return types
            }
            return nil
        }
        let infos = zip(arguments, compiled).map { argumentInfo($0, $1) }
        let site = CallSite(runtime: runtime, range: range, name: structType.name,
                            arguments: Compiler.siteArguments(bindings, infos), function: enclosingFunctionName)
        let convert = try argumentConverters(bindings, parameters, compiled)
        let evals = compiled.map(\.eval)
        let positions = settable.map(\.offset)
        let fieldCount = structType.fields.count
        let fixed = structType.fields.enumerated().filter { $0.element.isLet && $0.element.defaultValue != nil }
        return Compiled(eval: { frame in
            let values = try Compiler.arrange(try evals.map { try $0(frame) }, bindings, parameters)
            var fields = [Value](repeating: .void, count: fieldCount)
            for (index, position) in positions.enumerated() { fields[position] = try convert[index](values[index], site) }
            for (position, field) in fixed { fields[position] = try field.defaultValue?() ?? .void }
            return .instance(Instance(type: structType, fields: fields))
        }, type: type)
    }

    private func compileInitializerCall(_ initializers: [Function], type: SwiftType, _ arguments: [Argument],
                                        range: SourceRange, makeSelf: @escaping () -> Value) throws -> Compiled {
        let learners = initializers.compactMap { $0 as? LearnerFunction }
        let labels = arguments.map(\.label)
        guard let (initializer, bindings) = Compiler.choose(learners, parameters: { $0.code.parameters }, labels: labels,
                                                            trailing: arguments.map(\.isTrailing))
        else {
            throw mismatch("init", kind: "initializer", labels: labels, candidates: learners.map(\.code.parameters),
                           range: range)
        }
        let parameters = initializer.code.parameters
        let compiled = try compileArguments(arguments, bindings: bindings, parameters: parameters)
        let infos = zip(arguments, compiled).map { argumentInfo($0, $1) }
        let runtime = self.runtime
        let site = CallSite(runtime: runtime, range: range, name: "init", arguments: Compiler.siteArguments(bindings, infos), function: enclosingFunctionName)
        let convert = try argumentConverters(bindings, parameters, compiled)
        let evals = compiled.map(\.eval)
        let isFailable = failableInitializers[ObjectIdentifier(initializer)] ?? false
        let structType: StructType?
        if case .nominal(let nominal as StructType, _) = type { structType = nominal } else { structType = nil }
        return Compiled(eval: { frame in
            var values = try Compiler.arrange(try evals.map { try $0(frame) }, bindings, parameters)
            for index in values.indices { values[index] = try convert[index](values[index], site) }
            var selfValue = makeSelf()
            if let structType, case .instance(var instance) = selfValue {
                for (index, field) in structType.fields.enumerated() where field.defaultValue != nil {
                    instance.fields[index] = try field.defaultValue?() ?? .void
                }
                selfValue = .instance(instance)
            }
            let result = try initializer.callMethod(self: &selfValue, values, runtime)
            if isFailable {
                if case .optional(nil) = result { return .none }
                return .optional(selfValue)
            }
            return selfValue
        }, type: isFailable ? .optional(type) : type)
    }
}

extension Expr {
    /// Whether this is an integer literal, maybe negated (`300`, `-1`).
    fileprivate var isIntegerLiteral: Bool {
        switch kind {
        case .integerLiteral, .wideIntegerLiteral: return true
        case .prefix("-", let inner):
            if case .integerLiteral = inner.kind { return true }
            if case .wideIntegerLiteral = inner.kind { return true }
        default: break
        }
        return false
    }
}
