/// What the compiler does so that learner objects live exactly as long as Swift keeps them:
/// frames keep only what closures use, `weak`/`unowned` variables hold `WeakReference`s, and
/// released objects' `deinit`s run at the end of the statement that let them go.
extension Compiler {
    /// The slots of `scope`'s frame no closure or local function made in it reads.
    package static func uncapturedSlots(_ scope: FunctionScope, keepSelf: Bool) -> [Int] {
        (0..<scope.slotCount).filter { slot in
            !scope.capturedSlots.contains(slot) && !(keepSelf && slot == 0)
        }
    }

    /// A `weak` or `unowned` variable as a place: reads give the object (or `nil`), writes
    /// store a new `WeakReference`.
    package func weakVariableLValue(_ info: VariableInfo, depth: Int, range: SourceRange) -> LValue {
        let ownership = info.ownership
        let reason = info.isLet ? "'\(info.name)' is a 'let' constant" : nil
        let runtime = self.runtime
        let load: (Frame) -> Value
        let save: (Frame, Value) -> Void
        switch info.storage {
        case .global(let slot):
            load = { _ in runtime.globals[slot] }
            save = { _, value in runtime.globals[slot] = value }
        case .local(let slot):
            load = { frame in frame.ancestor(depth)[slot] }
            save = { frame, value in frame.ancestor(depth)[slot] = value }
        }
        var lvalue = LValue(read: { frame in try WeakReference.read(load(frame), at: range) },
                            modify: { frame, body in
                                var value = try WeakReference.read(load(frame), at: range)
                                try body(&value)
                                save(frame, WeakReference.holding(value, ownership))
                            }, type: info.type, immutableReason: reason, range: range)
        if case .global = info.storage { lvalue.global = info }
        return lvalue
    }

    /// `exec` followed by the `deinit`s of what it released.
    package func releasing(_ exec: @escaping Exec) -> Exec {
        let lifetimes = runtime.lifetimes
        return { frame in
            let flow = try exec(frame)
            if lifetimes.hasPending { try lifetimes.drain() }
            return flow
        }
    }

    /// Whether `self` exists here (without counting it as captured).
    package var hasSelfInScope: Bool {
        var current: FunctionScope? = scope
        while let searched = current {
            if searched.selfType != nil, !searched.isLoopFrame { return true }
            current = searched.parent
        }
        return false
    }

    /// Whether a class built on a library class has the library member `name` (used without `self.`).
    package func hasLibraryMember(_ type: NominalType, _ name: String) -> Bool {
        guard let classType = type as? ClassType, let libraryClass = classType.libraryClass,
              let table = runtime.libraries.table(forType: libraryClass.type)
        else { return false }
        if case .library(let libraryName, _) = libraryClass.type, let extended = runtime.extensions.types[libraryName],
           extended.methods[name] != nil || extended.computed[name] != nil
        {
            return true
        }
        return table.property(name) != nil || !table.methods(name).isEmpty
    }

    /// Whether `self` here is a variable (`[weak self]`, `guard let self`), not the method's own.
    package var hasSelfVariable: Bool {
        if case .variable? = resolve("self") { return true }
        return false
    }
}
