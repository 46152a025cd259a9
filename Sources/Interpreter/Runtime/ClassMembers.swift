/// Reads and writes members of class instances: stored properties (weak, unowned, lazy and
/// observed ones), computed properties, methods as values, and the members of the library
/// object a subclass of a library class is built on. An instance is shared, so a change is
/// made in place whatever holds it (a `let` reference's `var` property can be set).
package enum ClassMembers {
    package static func get(_ instance: ClassInstance, _ name: String, runtime: Runtime, range: SourceRange) throws
        -> Value
    {
        let type = instance.classType
        if let index = type.fieldIndex[name] { return try read(instance, index, runtime: runtime, range: range) }
        if let computed = type.computed[name], let getter = computed.getter as? LearnerFunction {
            var receiver = Value.object(instance)
            return try getter.callMethod(self: &receiver, [], runtime)
        }
        if let method = type.methods[name]?.first as? LearnerFunction {
            return .function(BoundMethod(method: method, receiver: .object(instance)))
        }
        if let base = instance.base {
            return try MemberAccess.get(.object(base), name, runtime: runtime, range: range)
        }
        throw MemberAccess.noMember(.object(instance), name, range, runtime.libraries)
    }

    /// Stored property `index`: a weak one's object or `nil`, a lazy one's value (made on
    /// first read), an unowned one's object (an error once it has gone).
    package static func read(_ instance: ClassInstance, _ index: Int, runtime: Runtime, range: SourceRange) throws
        -> Value
    {
        let value = instance.fields[index]
        switch value {
        case .object(let reference as WeakReference):
            if reference.isUnowned, reference.isGone { throw unownedGone(range) }
            let held = reference.value
            if instance.classType.implicitlyUnwrapped.contains(index), case .optional(let object?) = held { return object }
            return held
        case .optional(let wrapped?) where instance.classType.implicitlyUnwrapped.contains(index):
            // `UIButton!` reads as the button once it is set (and as `nil` before).
            return wrapped
        case .void:
            guard let lazy = instance.classType.lazyInitializers[index] else { return value }
            var receiver = Value.object(instance)
            let made = try lazy.callMethod(self: &receiver, [], runtime)
            try store(made, in: instance, index)
            return made
        default:
            return value
        }
    }

    package static func unownedGone(_ range: SourceRange?) -> Diagnostic {
        Diagnostic(.error, "attempted to read an unowned reference but the object was already deallocated", at: range)
    }

    /// Stores `value` in field `index`, as a weak reference when the property is `weak` or `unowned`.
    package static func store(_ value: Value, in instance: ClassInstance, _ index: Int) throws {
        switch instance.classType.ownership[index] {
        case .weak?: instance.fields[index] = .object(WeakReference(value))
        case .unowned?: instance.fields[index] = .object(WeakReference(value, isUnowned: true))
        default: instance.fields[index] = value
        }
    }

    package static func modify(_ instance: ClassInstance, _ name: String, runtime: Runtime, range: SourceRange,
                               _ body: (inout Value) throws -> Void) throws {
        let type = instance.classType
        if let index = type.fieldIndex[name] {
            let field = type.fields[index]
            if field.isLet, !runtime.lifetimes.isInitializing(instance) {
                throw Diagnostic(.error, "cannot assign to property: '\(name)' is a 'let' constant", at: range)
            }
            let old = try read(instance, index, runtime: runtime, range: range)
            var new = old
            try body(&new)
            new = try runtime.convert(new, to: field.type, literal: false, context: .assignment, at: range)
            var receiver = Value.object(instance)
            if let willSet = field.observers.willSet as? LearnerFunction {
                _ = try willSet.callMethod(self: &receiver, [new], runtime)
            }
            try store(new, in: instance, index)
            if let didSet = field.observers.didSet as? LearnerFunction {
                _ = try didSet.callMethod(self: &receiver, [old], runtime)
            }
            return
        }
        if let computed = type.computed[name] {
            guard let setter = computed.setter as? LearnerFunction, let getter = computed.getter as? LearnerFunction else {
                throw Diagnostic(.error, "cannot assign to property: '\(name)' is a get-only property", at: range)
            }
            var receiver = Value.object(instance)
            var current = try getter.callMethod(self: &receiver, [], runtime)
            try body(&current)
            _ = try setter.callMethod(self: &receiver, [current], runtime)
            return
        }
        if let base = instance.base {
            var target = Value.object(base)
            try MemberAccess.modify(&target, name, runtime: runtime, range: range, body)
            return
        }
        throw MemberAccess.noMember(.object(instance), name, range, runtime.libraries)
    }

    /// Whether the instance (or its library base) has a member called `name`.
    package static func has(_ instance: ClassInstance, _ name: String, _ libraries: LibrarySet) -> Bool {
        if Compiler.hasMember(instance.classType, name) { return true }
        guard let base = instance.base, let table = libraries.table(for: .object(base)) else { return false }
        return table.property(name) != nil || !table.methods(name).isEmpty
    }
}
