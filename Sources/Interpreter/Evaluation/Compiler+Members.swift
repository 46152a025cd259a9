extension Compiler {
    package func compileMember(_ base: Expr, _ name: String, nameRange: SourceRange, range: SourceRange) throws -> Compiled {
        if let member = try compileSuperMember(base, name, nameRange: nameRange) { return member }
        if let type = typeNamed(by: base) {
            return try compileStaticMember(type, name, nameRange: nameRange, range: range)
        }
        let receiver = try compile(base)
        let eval = receiver.eval
        let runtime = self.runtime
        let resultType = staticMemberType(receiver.type, name)
        if case .nominal(let type as StructType, _) = receiver.type, let index = type.fieldIndex[name] {
            return Compiled(eval: { frame in
                let value = try eval(frame)
                if case .instance(let instance) = value, instance.type === type { return instance.fields[index] }
                return try MemberAccess.get(value, name, runtime: runtime, range: nameRange)
            }, type: resultType)
        }
        return Compiled(eval: { frame in
            try MemberAccess.get(try eval(frame), name, runtime: runtime, range: nameRange)
        }, type: resultType)
    }

    /// The type of `receiver.name` when the receiver's type is known.
    package func staticMemberType(_ receiver: SwiftType, _ name: String) -> SwiftType {
        switch receiver {
        case .nominal(let type, _):
            if let structType = type as? StructType, let index = structType.fieldIndex[name] {
                if let classType = type as? ClassType, classType.implicitlyUnwrapped.contains(index) {
                    return structType.fields[index].type.optionalWrapped ?? structType.fields[index].type
                }
                return structType.fields[index].type
            }
            if let computed = type.computed[name] { return computed.type }
            if name == "rawValue", let enumType = type as? EnumType, let raw = enumType.rawType { return raw }
            return .unknown
        case .tuple(let types, let labels):
            if let index = labels.firstIndex(of: name) ?? Int(name), index >= 0, index < types.count { return types[index] }
            return .unknown
        default:
            return runtime.libraries.table(forType: receiver)?.property(name)?.type(receiver) ?? .unknown
        }
    }

    /// `Type.name` without a call: an enum case, a static property, a library constant.
    package func compileStaticMember(_ type: SwiftType, _ name: String, nameRange: SourceRange, range: SourceRange) throws
        -> Compiled
    {
        let runtime = self.runtime
        if name == "init", !type.description.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
            // `values.map(String.init)`: the initializer as a function, `{ String($0) }`.
            let argument = Expr(kind: .identifier("$0"), range: nameRange)
            var label: String?
            if case .nominal(let structType as StructType, _) = type, structType.initializers.isEmpty {
                // The memberwise initializer of a one-field struct: `W.init` is `W(n:)`.
                label = structType.fields.filter { $0.defaultValue == nil || !$0.isLet }.first?.name
            } else if case .nominal(let structType as StructType, _) = type,
                      let only = structType.initializers.first as? LearnerFunction {
                label = only.code.parameters.first?.label
            }
            let call = Expr(kind: .call(Expr(kind: .identifier(type.description), range: range),
                                        [Argument(label: label, value: argument, isTrailing: false, range: nameRange)]),
                            range: range)
            let closure = ClosureLiteral(parameters: nil, anonymousParameterCount: 1, returnType: nil,
                                         body: [Stmt(kind: .expression(call), range: range)], captures: [])
            return try compile(Expr(kind: .closure(closure), range: range))
        }
        if case .nominal(let nominal, _) = type {
            if let enumType = nominal as? EnumType, let index = enumType.caseIndex[name] {
                let description = enumType.cases[index]
                if description.types.isEmpty {
                    let value = Value.enumCase(EnumInstance(type: enumType, caseIndex: index, payload: []))
                    return Compiled(eval: { _ in value }, type: type)
                }
                let constructor = BuiltinFunction(
                    name: name, parameters: zip(description.labels, description.types).map {
                        ParameterInfo(label: $0, type: $1)
                    }, resultType: type) { arguments, _ in
                    .enumCase(EnumInstance(type: enumType, caseIndex: index, payload: arguments))
                }
                return Compiled(eval: { _ in .function(constructor) }, type: constructor.type)
            }
            if let property = nominal.staticProperties[name] {
                return Compiled(eval: { _ in try MemberAccess.staticValue(property, runtime: runtime) }, type: property.type)
            }
            if let method = nominal.staticMethods[name]?.first {
                return Compiled(eval: { _ in .function(method) }, type: method.type)
            }
            throw MemberAccess.noMember(.type(type), name, nameRange, runtime.libraries)
        }
        guard let table = runtime.libraries.table(forStatic: type) else {
            throw MemberAccess.noMember(.type(type), name, nameRange, runtime.libraries)
        }
        if let property = table.property(name) {
            let receiver = Value.type(type)
            let site = CallSite(runtime: runtime, range: range, name: name, arguments: [], function: enclosingFunctionName)
            return Compiled(eval: { _ in try property.get(receiver, site) }, type: property.type(type))
        }
        if let method = table.methods(name).first, method.parameters.isEmpty || method.parameters.allSatisfy(\.hasDefault) {
            // `Observable<Int>.never` used without parentheses is a function in Swift; call sites use `()`.
            throw Diagnostic(.error, "'\(name)' is a method; call it with '()'", at: nameRange)
        }
        throw MemberAccess.noMember(.type(type), name, nameRange, runtime.libraries)
    }

    /// `.name` or `.name(arguments)` with the type taken from the context.
    package func compileImplicitMember(_ name: String, arguments: [Argument]?, expected: SwiftType, range: SourceRange) throws
        -> Compiled
    {
        var type = expected.optionalWrapped ?? expected
        if name == "none", arguments == nil, expected.optionalWrapped != nil || expected.isUnknown {
            return Compiled(eval: { _ in .none }, type: expected)
        }
        if name == "some", let arguments, arguments.count == 1 {
            let inner = try compile(arguments[0].value, expected: type)
            let eval = inner.eval
            return Compiled(eval: { frame in .optional(try eval(frame)) }, type: .optional(inner.type))
        }
        if type.isUnknown || type == .any || type == .error {
            if let found = runtime.learnerEnums.last(where: { $0.caseIndex[name] != nil }) {
                type = .nominal(found, [])
            } else if let library = runtime.libraries.implicitMemberType(name) {
                type = library
            } else {
                throw Diagnostic(.error, "cannot infer contextual base in reference to member '\(name)'", at: range)
            }
        }
        if let arguments {
            return try compileStaticCall(type, name, arguments, expected: expected, range: range, nameRange: range)
        }
        return try compileStaticMember(type, name, nameRange: range, range: range)
    }

    package func compileSubscript(_ base: Expr, _ arguments: [Argument], range: SourceRange) throws -> Compiled {
        let receiver = try compile(base)
        let keyType: SwiftType
        switch receiver.type {
        case .dictionary(let key, _): keyType = key
        // A receiver of unknown type may be a dictionary: `.originalImage` finds its type by name.
        case .unknown: keyType = .unknown
        default: keyType = .int
        }
        let compiledArguments = try arguments.map { try compile($0.value, expected: keyType) }
        let evals = compiledArguments.map(\.eval)
        let labels = arguments.map(\.label)
        let eval = receiver.eval
        let runtime = self.runtime
        var resultType: SwiftType = .unknown
        switch receiver.type {
        case .array(let element):
            if case .library = compiledArguments.first?.type ?? .unknown { resultType = receiver.type } else { resultType = element }
        case .dictionary(_, let value): resultType = labels.contains("default") ? value : .optional(value)
        default: break
        }
        if evals.count == 1, labels == [nil] {
            let index = evals[0]
            return Compiled(eval: { frame in
                let value = try eval(frame)
                let key = try index(frame)
                if case .array(let elements) = value, case .int(let position) = key {
                    guard position >= 0 && position < elements.count else {
                        throw Diagnostic(.error, "index out of range", at: range,
                                         notes: ["the index is \(position) and the array has \(elements.count) element\(elements.count == 1 ? "" : "s")"])
                    }
                    return elements[position]
                }
                return try Subscripts.get(value, [key], labels: labels, runtime: runtime, range: range)
            }, type: resultType)
        }
        return Compiled(eval: { frame in
            let value = try eval(frame)
            let keys = try evals.map { try $0(frame) }
            return try Subscripts.get(value, keys, labels: labels, runtime: runtime, range: range)
        }, type: resultType)
    }
}

/// Subscripts of arrays, dictionaries and strings.
package enum Subscripts {
    package static func get(_ value: Value, _ keys: [Value], labels: [String?], runtime: Runtime, range: SourceRange) throws
        -> Value
    {
        switch (value, keys.first) {
        case (.array(let elements), .int(let position)?):
            guard position >= 0 && position < elements.count else { throw outOfRange(position, elements.count, range) }
            return elements[position]
        case (.array(let elements), .range(let bounds)?):
            guard bounds.lower >= 0, bounds.end <= elements.count, bounds.lower <= bounds.end else {
                throw Diagnostic(.error, "array index is out of range", at: range)
            }
            return .array(Array(elements[bounds.lower..<bounds.end]))
        case (.array(let elements), .object(let partial as PartialRangeObject)?):
            let bounds = partial.bounds(count: elements.count)
            guard bounds.lowerBound >= 0, bounds.upperBound <= elements.count, bounds.lowerBound <= bounds.upperBound else {
                throw Diagnostic(.error, "array index is out of range", at: range)
            }
            return .array(Array(elements[bounds]))
        case (.dictionary(let dictionary), let key?):
            if labels.count == 2, labels[1] == "default" { return dictionary[key] ?? keys[1] }
            return dictionary[key].map { .optional($0) } ?? .none
        case (.string, .int?):
            throw Diagnostic(.error, "'subscript(_:)' is unavailable: cannot subscript String with an Int", at: range,
                             notes: ["use Array(text)[index] or text.first"])
        case (.optional(.some(_)), _):
            throw Diagnostic(.error, "value of optional type '\(ValuePrinter.dynamicType(of: value))' must be unwrapped",
                             at: range)
        default:
            throw Diagnostic(.error, "value of type '\(ValuePrinter.dynamicType(of: value))' has no subscripts", at: range)
        }
    }

    package static func outOfRange(_ position: Int, _ count: Int, _ range: SourceRange) -> Diagnostic {
        Diagnostic(.error, "index out of range", at: range,
                   notes: ["the index is \(position) and the array has \(count) element\(count == 1 ? "" : "s")"])
    }

    /// Changes the element at `keys` in place.
    package static func modify(_ value: inout Value, _ keys: [Value], labels: [String?], runtime: Runtime, range: SourceRange,
                       _ body: (inout Value) throws -> Void) throws {
        switch (value, keys.first) {
        case (.array(var elements), .int(let position)?):
            guard position >= 0 && position < elements.count else { throw outOfRange(position, elements.count, range) }
            value = .void
            defer { value = .array(elements) }
            try body(&elements[position])
        case (.dictionary(var dictionary), let key?):
            value = .void
            defer { value = .dictionary(dictionary) }
            if labels.count == 2, labels[1] == "default" {
                var element = dictionary[key] ?? keys[1]
                try body(&element)
                dictionary[key] = element
                return
            }
            var element = dictionary[key].map { Value.optional($0) } ?? .none
            try body(&element)
            switch element {
            case .optional(let wrapped): dictionary[key] = wrapped
            default: dictionary[key] = element
            }
        default:
            _ = try get(value, keys, labels: labels, runtime: runtime, range: range)
            throw Diagnostic(.error, "cannot assign through subscript of '\(ValuePrinter.dynamicType(of: value))'",
                             at: range)
        }
    }
}

/// `2...` or `..<3` used to slice an array.
package final class PartialRangeObject: RuntimeObject {
    package let lower: Int?
    package let upper: Int?
    package let isClosed: Bool

    package init(lower: Int?, upper: Int?, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }

    package var type: SwiftType { .library(lower == nil ? "PartialRangeUpTo" : "PartialRangeFrom", [.int]) }
    package var printed: String {
        if let lower { return "\(lower)..." }
        return "\(isClosed ? "..." : "..<")\(upper ?? 0)"
    }

    package func bounds(count: Int) -> Range<Int> {
        let start = lower ?? 0
        var end = upper.map { isClosed ? $0 + 1 : $0 } ?? count
        if end < start { end = start }
        return start..<end
    }
}
