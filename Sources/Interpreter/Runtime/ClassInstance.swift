/// An instance of a learner's class. Values hold it as `.object`, so it is shared, never
/// copied, and Swift's own reference counting is the learner program's: when the last
/// `Value` holding it goes away, its Swift `deinit` hands the stored properties to the
/// runtime's `Lifetimes`, which runs the learner's `deinit` and then releases them.
package final class ClassInstance: RuntimeObject {
    package let classType: ClassType
    /// The stored properties, in the class's field order (a `weak` one holds a `WeakReference`).
    package var fields: [Value]
    /// The library object a subclass of a library class is built on (`UIViewController`'s).
    package var base: RuntimeObject?
    /// Set on the stand-in that runs a `deinit` body: when it goes, nothing runs again.
    package var isDeinitializing = false

    package init(classType: ClassType, fields: [Value], base: RuntimeObject? = nil) {
        self.classType = classType
        self.fields = fields
        self.base = base
    }

    deinit {
        guard !isDeinitializing, let runtime = classType.runtime else { return }
        runtime.lifetimes.released(classType, fields: fields, base: base)
    }

    package var type: SwiftType { .nominal(classType, []) }

    /// Swift prints a class instance without a description as its type's name (`main.Player`
    /// in a script); the playground drops the module, as it does for structs.
    package var printed: String {
        ValuePrinter.customDescription(of: .object(self), type: classType) ?? classType.name
    }

    package func conforms(to expected: SwiftType) -> Bool {
        if case .nominal(let other as ClassType, _) = expected { return classType.isSubclass(of: other) }
        if let base { return base.conforms(to: expected) }
        return false
    }

    /// The field `index` as the learner reads it: a weak reference gives the object or `nil`.
    package func read(_ index: Int) -> Value {
        let value = fields[index]
        if case .object(let reference as WeakReference) = value { return reference.value }
        return value
    }
}
