/// A library class learner classes may inherit from, such as `UIViewController`.
///
/// A library registers one in `LibrarySet.classes` under its name. An instance of a learner
/// class that inherits from it is built on a library object made by `makeBase`: the members of
/// the library's table for `type` are reachable on the instance (`self.title`,
/// `super.viewDidLoad()`), and the library calls the learner's overrides through
/// `Runtime.callOverride(on:_:_:)` with that object.
///
/// ```swift
/// libraries.classes["Counter"] = LibraryClass(type: .library("Counter", [])) { site in
///     CounterObject()
/// }
/// ```
package struct LibraryClass {
    /// The library type, whose instance table holds the members.
    package let type: SwiftType
    /// Makes the library object a new instance is built on.
    package let makeBase: (CallSite) throws -> RuntimeObject

    package init(type: SwiftType, makeBase: @escaping (CallSite) throws -> RuntimeObject) {
        self.type = type
        self.makeBase = makeBase
    }
}

extension Runtime {
    /// Calls the learner's override of the method `name` on the instance built on the library
    /// object `base`, with `arguments` in parameter order; nil when the instance is gone or its
    /// class does not declare `name` (the library then does its own).
    package func callOverride(on base: AnyObject, _ name: String, _ arguments: [Value]) throws -> Value? {
        guard let instance = lifetimes.owner(ofBase: base),
              let method = instance.classType.methods[name]?.compactMap({ $0 as? LearnerFunction })
                  .first(where: { $0.code.parameters.count == arguments.count })
        else { return nil }
        var receiver = Value.object(instance)
        return try method.callMethod(self: &receiver, arguments, self)
    }

    /// The learner instance built on the library object `base`, while it lives.
    package func learnerInstance(builtOn base: AnyObject) -> Value? {
        lifetimes.owner(ofBase: base).map { .object($0) }
    }
}

extension Runtime {
    /// Calls the method `name` whose argument labels are `labels` on a learner instance a
    /// library keeps (a delegate), with `arguments` in parameter order; nil when the instance's
    /// class has no such method (an optional protocol method it does not implement).
    package func callLearnerMethod(on value: Value, _ name: String, labels: [String?], _ arguments: [Value]) throws -> Value? {
        var receiver = value
        if case .optional(.some(let wrapped)) = value { receiver = wrapped }
        guard case .object(let instance as ClassInstance) = receiver,
              let method = (instance.classType.methods[name] ?? [])
                  .compactMap({ $0 as? LearnerFunction })
                  .first(where: { $0.code.parameters.map(\.label) == labels })
        else { return nil }
        return try method.callMethod(self: &receiver, arguments, self)
    }

    /// Calls the static method `name` (argument labels `labels`) of a learner type, looking in
    /// its superclasses too; nil when it has none.
    package func callLearnerStaticMethod(of type: SwiftType, _ name: String, labels: [String?], _ arguments: [Value]) throws
        -> Value?
    {
        guard case .nominal(let nominal, _) = type else { return nil }
        var current: NominalType? = nominal
        while let searched = current {
            if let method = (searched.staticMethods[name] ?? []).compactMap({ $0 as? LearnerFunction })
                .first(where: { $0.code.parameters.map(\.label) == labels })
            {
                return try method.call(arguments, self)
            }
            current = (searched as? ClassType)?.superclass
        }
        return nil
    }
}
