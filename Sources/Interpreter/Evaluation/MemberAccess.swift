/// Reads and writes members of values at run time: struct fields, computed properties, enum
/// raw values, tuple elements, and library properties from the member tables.
package enum MemberAccess {
    package static func noMember(_ value: Value, _ name: String, _ range: SourceRange, _ libraries: LibrarySet)
        -> Diagnostic
    {
        let type = ValuePrinter.dynamicType(of: value)
        if case .optional(let wrapped?) = value {
            let inner = ValuePrinter.dynamicType(of: wrapped)
            if has(wrapped, name, libraries) {
                return Diagnostic(.error,
                    "value of optional type '\(inner)?' must be unwrapped to refer to member '\(name)' of wrapped base type '\(inner)'",
                    at: range, notes: ["use '?.' to access the member only when the value is not 'nil', or '!' to unwrap it"])
            }
        }
        if case .type(let type) = value {
            var names = libraries.staticMemberNames(ofType: type)
            if case .nominal(let nominal, _) = type {
                names.formUnion(nominal.staticMethods.keys)
                names.formUnion(nominal.staticProperties.keys)
                if let enumType = nominal as? EnumType { names.formUnion(enumType.cases.map(\.name)) }
            }
            names.remove("init")
            return Diagnostic(.error, Suggestions.message("type '\(type)' has no member '\(name)'", name: name,
                                                          candidates: names), at: range)
        }
        return Diagnostic(.error, Suggestions.message("value of type '\(type)' has no member '\(name)'", name: name,
                                                      candidates: Completions.memberNames(ofValue: value, libraries)), at: range)
    }

    /// Whether `value` has a member called `name`.
    package static func has(_ value: Value, _ name: String, _ libraries: LibrarySet) -> Bool {
        switch value {
        case .instance(let instance): if Compiler.hasMember(instance.type, name) { return true }
        case .object(let instance as ClassInstance): return ClassMembers.has(instance, name, libraries)
        case .enumCase(let instance):
            if Compiler.hasMember(instance.type, name) || name == "rawValue" { return true }
        default: break
        }
        guard let table = libraries.table(for: value) else { return false }
        return table.property(name) != nil || !table.methods(name).isEmpty
    }

    package static func get(_ value: Value, _ name: String, runtime: Runtime, range: SourceRange) throws -> Value {
        switch value {
        case .object(let instance as ClassInstance):
            return try ClassMembers.get(instance, name, runtime: runtime, range: range)
        case .instance(let instance):
            if let index = instance.type.fieldIndex[name] { return instance.fields[index] }
            if name == "localizedDescription", instance.type.conformsToError,
               !Compiler.hasMember(instance.type, name) {
                return .string(ErrorDescriptions.localized(value))
            }
            return try nominalMember(value, instance.type, name, runtime: runtime, range: range)
        case .enumCase(let instance):
            if name == "rawValue", let raw = instance.type.cases[instance.caseIndex].rawValue { return raw }
            if name == "localizedDescription", instance.type.conformsToError,
               !Compiler.hasMember(instance.type, name) {
                return .string(ErrorDescriptions.localized(value))
            }
            if Compiler.hasMember(instance.type, name) {
                return try nominalMember(value, instance.type, name, runtime: runtime, range: range)
            }
        case .tuple(let tuple):
            if let index = tuple.labels.firstIndex(of: name) { return tuple.elements[index] }
            if let index = Int(name), index >= 0, index < tuple.elements.count { return tuple.elements[index] }
        case .type(.nominal(let type, _)):
            if let property = type.staticProperties[name] {
                return try staticValue(property, runtime: runtime)
            }
        default: break
        }
        if let table = runtime.libraries.table(for: value), let property = table.property(name) {
            return try property.get(value, CallSite(runtime: runtime, range: range, name: name, arguments: []))
        }
        if !runtime.extensions.isEmpty {
            if let computed = runtime.extensions.computed(name, for: value), let getter = computed.getter as? LearnerFunction {
                var receiver = value
                return try getter.callMethod(self: &receiver, [], runtime)
            }
            if let method = runtime.extensions.methods(name, for: value)?.first as? LearnerFunction {
                return .function(BoundMethod(method: method, receiver: value))
            }
        }
        throw noMember(value, name, range, runtime.libraries)
    }

    /// The value of a static property, initialized on first use as Swift does.
    package static func staticValue(_ property: StaticProperty, runtime: Runtime) throws -> Value {
        if let getter = property.getter { return try getter.call([], runtime) }
        if let value = property.value { return value }
        let value = try property.initializer?() ?? .void
        property.value = value
        return value
    }

    private static func nominalMember(_ value: Value, _ type: NominalType, _ name: String, runtime: Runtime,
                                      range: SourceRange) throws -> Value {
        if let computed = type.computed[name] {
            if let getter = computed.getter as? LearnerFunction {
                var receiver = value
                return try getter.callMethod(self: &receiver, [], runtime)
            }
            return try computed.getter.call([value], runtime)
        }
        if let method = (type.methods[name] ?? type.protocolMethods(name))?.first as? LearnerFunction {
            return .function(BoundMethod(method: method, receiver: value))
        }
        if let computed = type.protocolComputed(name), let getter = computed.getter as? LearnerFunction {
            var receiver = value
            return try getter.callMethod(self: &receiver, [], runtime)
        }
        if let table = runtime.libraries.table(for: value), let property = table.property(name) {
            return try property.get(value, CallSite(runtime: runtime, range: range, name: name, arguments: []))
        }
        throw noMember(value, name, range, runtime.libraries)
    }

    /// Changes member `name` of `value` in place through `body`.
    /// `initializing`: the change is an initializer's own `self.name = …`, which may set a `let`.
    package static func modify(_ value: inout Value, _ name: String, runtime: Runtime, range: SourceRange,
                       initializing: Bool = false, _ body: (inout Value) throws -> Void) throws {
        switch value {
        case .object(let instance as ClassInstance):
            try ClassMembers.modify(instance, name, runtime: runtime, range: range, body)
        case .instance(var instance):
            if let index = instance.type.fieldIndex[name] {
                let field = instance.type.fields[index]
                if field.isLet, !initializing {
                    throw Diagnostic(.error, "cannot assign to property: '\(name)' is a 'let' constant", at: range)
                }
                value = .void
                defer { value = .instance(instance) }
                if field.observers.willSet == nil && field.observers.didSet == nil {
                    try body(&instance.fields[index])
                    instance.fields[index] = try runtime.convert(instance.fields[index], to: field.type, literal: false,
                                                                 context: .assignment, at: range)
                    return
                }
                let old = instance.fields[index]
                var new = old
                try body(&new)
                if let willSet = field.observers.willSet as? LearnerFunction {
                    var receiver = Value.instance(instance)
                    _ = try willSet.callMethod(self: &receiver, [new], runtime)
                    if case .instance(let updated) = receiver { instance = updated }
                }
                instance.fields[index] = new
                if let didSet = field.observers.didSet as? LearnerFunction {
                    var receiver = Value.instance(instance)
                    _ = try didSet.callMethod(self: &receiver, [old], runtime)
                    if case .instance(let updated) = receiver { instance = updated }
                }
                return
            }
            try modifyComputed(&value, instance.type, name, runtime: runtime, range: range, body)
        case .enumCase(let instance):
            try modifyComputed(&value, instance.type, name, runtime: runtime, range: range, body)
        case .tuple(var tuple):
            let index = tuple.labels.firstIndex(of: name) ?? Int(name)
            guard let index, index >= 0, index < tuple.elements.count else { throw noMember(value, name, range, runtime.libraries) }
            value = .void
            try body(&tuple.elements[index])
            value = .tuple(tuple)
        case .type(.nominal(let type, _)):
            guard let property = type.staticProperties[name] else { throw noMember(value, name, range, runtime.libraries) }
            if property.isLet {
                throw Diagnostic(.error, "cannot assign to property: '\(name)' is a 'let' constant", at: range)
            }
            var current = try staticValue(property, runtime: runtime)
            try body(&current)
            if let setter = property.setter {
                _ = try setter.call([current], runtime)
            } else {
                property.value = try runtime.convert(current, to: property.type, literal: false, context: .assignment,
                                                     at: range)
            }
        default:
            guard let table = runtime.libraries.table(for: value), let property = table.property(name) else {
                throw noMember(value, name, range, runtime.libraries)
            }
            let site = CallSite(runtime: runtime, range: range, name: name, arguments: [])
            guard let setter = property.set else {
                throw Diagnostic(.error, "cannot assign to property: '\(name)' is a get-only property", at: range)
            }
            var current = try property.get(value, site)
            try body(&current)
            try setter(&value, current, site)
        }
    }

    private static func modifyComputed(_ value: inout Value, _ type: NominalType, _ name: String, runtime: Runtime,
                                       range: SourceRange, _ body: (inout Value) throws -> Void) throws {
        guard let computed = type.computed[name] else { throw noMember(value, name, range, runtime.libraries) }
        guard let setter = computed.setter as? LearnerFunction, let getter = computed.getter as? LearnerFunction else {
            throw Diagnostic(.error, "cannot assign to property: '\(name)' is a get-only property", at: range)
        }
        var receiver = value
        var current = try getter.callMethod(self: &receiver, [], runtime)
        try body(&current)
        _ = try setter.callMethod(self: &value, [current], runtime)
    }
}
