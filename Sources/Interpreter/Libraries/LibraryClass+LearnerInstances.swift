/// What a library needs to treat learner subclasses of its classes as its own: whether an
/// instance overrides a method (so the library's implementation, reached through `super`, knows
/// it is not the first call), making an instance of a subclass by its name (a storyboard's
/// identifier), and filling its unset implicitly unwrapped properties (a storyboard's outlets).
extension Runtime {
    /// Whether the learner instance built on the library object `base` declares or inherits a
    /// learner method called `name`.
    package func learnerOverrides(_ name: String, on base: AnyObject) -> Bool {
        guard let instance = lifetimes.owner(ofBase: base) else { return false }
        return instance.classType.methods[name]?.contains { $0 is LearnerFunction } ?? false
    }

    /// A new instance of the learner class called `name`, when that class inherits from a
    /// library class `accepts` (given its name): its properties' default values, its library
    /// object, then its `init()`, or else its `init(coder:)` given `coder` (as a storyboard
    /// makes one), if it declares one. Nil when no such class is declared; an error when the
    /// class can only be made with other arguments.
    package func makeLearnerInstance(ofClass name: String, inheritingFrom accepts: (String) -> Bool,
                                     coder: Value? = nil, _ site: CallSite) throws -> Value? {
        guard case .nominal(let classType as ClassType, _)? = libraries.interpreter?.globals.types[name],
              case .library(let baseName, _)? = classType.libraryClass?.type, accepts(baseName)
        else { return nil }
        let initializers = classType.availableInitializers.compactMap { $0 as? LearnerFunction }
        var chosen = initializers.first { $0.code.parameters.isEmpty }.map { ($0, [Value]()) }
        if chosen == nil, let coder,
           let decoding = initializers.first(where: { $0.code.parameters.map(\.label) == ["coder"] })
        {
            chosen = (decoding, [coder])
        }
        if !initializers.isEmpty, chosen == nil {
            throw site.error("'\(name)' cannot be made without arguments: give it an 'init()'")
        }
        let instance = try Compiler.makeInstance(classType, site)
        if let (initializer, arguments) = chosen {
            let result = try lifetimes.initializing(instance) {
                var receiver = Value.object(instance)
                return try initializer.callMethod(self: &receiver, arguments, self)
            }
            if case .optional(nil) = result { return nil }
        }
        return .object(instance)
    }

    /// The implicitly unwrapped stored properties (`@IBOutlet weak var save: UIButton!`) of the
    /// learner instance built on `base` that hold nothing yet, with the type they wrap.
    package func unsetImplicitlyUnwrappedProperties(ofInstanceBuiltOn base: AnyObject) -> [(name: String, type: SwiftType)] {
        guard let instance = lifetimes.owner(ofBase: base) else { return [] }
        let type = instance.classType
        return type.implicitlyUnwrapped.sorted().compactMap { index in
            guard index < instance.fields.count else { return nil }
            switch instance.read(index) {
            case .void, .optional(nil): break
            default: return nil
            }
            let field = type.fields[index]
            if case .optional(let wrapped) = field.type { return (field.name, wrapped) }
            return (field.name, field.type)
        }
    }

    /// Stores `value` in the stored property `name` of the learner instance built on `base` (a
    /// `weak` property holds it weakly); false when there is no such instance or property.
    @discardableResult
    package func setProperty(_ name: String, to value: Value, ofInstanceBuiltOn base: AnyObject) throws -> Bool {
        guard let instance = lifetimes.owner(ofBase: base), let index = instance.classType.fieldIndex[name] else {
            return false
        }
        try ClassMembers.store(.optional(value), in: instance, index)
        return true
    }

    /// The methods without parameters the learner class of the instance built on `base`
    /// declares (an `@IBAction func actionSave()`), by name.
    package func learnerMethodNamesWithoutParameters(ofInstanceBuiltOn base: AnyObject) -> [String] {
        guard let instance = lifetimes.owner(ofBase: base) else { return [] }
        return instance.classType.methods.compactMap { name, methods in
            methods.contains { ($0 as? LearnerFunction)?.code.parameters.isEmpty ?? false } ? name : nil
        }.sorted()
    }
}

extension Runtime {
    /// The stored properties of the learner instance built on `base`, by name, in declaration
    /// order, as the instance reads them (a weak one's object or `nil`).
    package func storedProperties(ofInstanceBuiltOn base: AnyObject) -> [(name: String, value: Value)] {
        guard let instance = lifetimes.owner(ofBase: base) else { return [] }
        return instance.classType.fields.indices.compactMap { index in
            guard index < instance.fields.count else { return nil }
            return (instance.classType.fields[index].name, instance.read(index))
        }
    }
}
