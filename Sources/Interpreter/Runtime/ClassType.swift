/// A learner's class: a struct's members plus a superclass, a `deinit`, and how each stored
/// property holds its value (strong, `weak`, `unowned`, `lazy`).
///
/// A subclass starts with copies of its superclass's fields, methods and computed properties,
/// so looking a member up never walks the chain; an `override` replaces the copied entry.
package final class ClassType: StructType {
    package private(set) var superclass: ClassType?
    /// The library class at the root of the chain (`UIViewController`), if any.
    package private(set) var libraryClass: LibraryClass?
    /// The `deinit` body of this class alone (the superclass's runs after it).
    package var deinitializer: LearnerFunction?
    package var isFinal = false
    /// Methods declared `final`.
    package var finalMethods: Set<ObjectIdentifier> = []
    /// Initializers declared `convenience`.
    package var convenienceInitializers: Set<ObjectIdentifier> = []
    /// Initializers declared `required`.
    package var requiredInitializers: Set<ObjectIdentifier> = []
    /// Stored properties declared `weak` or `unowned`, by field index.
    package var ownership: [Int: MemberModifiers.Ownership] = [:]
    /// `lazy` stored properties: their initial value's code, run with `self` on first read.
    package var lazyInitializers: [Int: LearnerFunction] = [:]
    /// Stored properties of an implicitly unwrapped optional type (`UIButton!`), by field index.
    package var implicitlyUnwrapped: Set<Int> = []
    /// The methods a class declared itself (not copied from its superclass), by name.
    package var ownMethodNames: Set<String> = []

    /// Starts with copies of the superclass's members (before the class's own are declared).
    package func inherit(from superclass: ClassType?, libraryClass: LibraryClass?) {
        self.superclass = superclass
        self.libraryClass = libraryClass ?? superclass?.libraryClass
        guard let superclass else { return }
        for field in superclass.fields { addField(field) }
        methods = superclass.methods
        staticMethods = superclass.staticMethods
        computed = superclass.computed
        staticProperties = superclass.staticProperties
        conformances = superclass.conformances
        ownership = superclass.ownership
        lazyInitializers = superclass.lazyInitializers
        implicitlyUnwrapped = superclass.implicitlyUnwrapped
        finalMethods = superclass.finalMethods
    }

    /// Whether this class is `other` or inherits from it.
    package func isSubclass(of other: ClassType) -> Bool {
        var current: ClassType? = self
        while let type = current {
            if type === other { return true }
            current = type.superclass
        }
        return false
    }

    /// Whether this class or an ancestor has a `deinit` body.
    package var hasDeinitializer: Bool {
        var current: ClassType? = self
        while let type = current {
            if type.deinitializer != nil { return true }
            current = type.superclass
        }
        return false
    }

    /// The designated and convenience initializers an instance can be made with: its own, or
    /// (when it declares none) its superclass's, as Swift inherits them.
    package var availableInitializers: [Function] {
        var current: ClassType? = self
        while let type = current {
            if !type.initializers.isEmpty { return type.initializers }
            current = type.superclass
        }
        return []
    }
}
