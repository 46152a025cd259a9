/// The public API of some modules, as completion needs it: every type with its members and
/// supertypes, and the top-level functions and variables. Read from symbol graphs once and
/// cached as JSON, so it is a plain value.
public struct APIIndex: Codable, Sendable, Equatable {
    /// A type: declared in these modules, or declared elsewhere and extended here (then
    /// `isExternal`, and only what these modules add is known).
    public struct TypeEntry: Codable, Sendable, Equatable {
        /// What kind of type it is.
        public enum Kind: String, Codable, Sendable {
            case classType, structType, enumType, protocolType, typeAlias, external
        }

        /// Its name, nested names joined by dots (`Reactive`, `Disposables.Composite`).
        public var name: String
        /// What kind of type it is.
        public var kind: Kind
        /// Its generic parameters (`Element` of `PublishSubject<Element>`).
        public var genericParameters: [String]
        /// The precise identifiers of its superclass and the protocols it conforms to.
        public var supertypes: [String]
        /// For a type alias, the type it stands for, as spelled (`PrimitiveSequence<SingleTrait, Element>`).
        public var aliased: String?
        /// Its members, own and from extensions.
        public var members: [Member]

        /// A type entry.
        public init(
            name: String, kind: Kind, genericParameters: [String] = [], supertypes: [String] = [],
            aliased: String? = nil, members: [Member] = []
        ) {
            self.name = name
            self.kind = kind
            self.genericParameters = genericParameters
            self.supertypes = supertypes
            self.aliased = aliased
            self.members = members
        }

        /// Whether it is only known from what these modules add to it.
        public var isExternal: Bool { kind == .external }
    }

    /// A member of a type, or a top-level function or variable.
    public struct Member: Codable, Sendable, Equatable {
        /// What kind of member it is.
        public enum Kind: String, Codable, Sendable {
            case function, property, initializer, subscriptMember, enumCase, nestedType
        }

        /// Its base name (`of` for `of(_:scheduler:)`).
        public var name: String
        /// What kind of member it is.
        public var kind: Kind
        /// Whether it belongs to the type rather than to its instances.
        public var isStatic: Bool
        /// A property's type or a function's result, as spelled (`Observable<Self.Element>`);
        /// nil when unknown.
        public var type: String?
        /// A function's argument labels, `_` for none.
        public var labels: [String]
        /// A subscript's parameter types, as spelled (nil for other members).
        public var parameterTypes: [String]?
        /// A generic function's own generic parameters (`Result` of `map<Result>`).
        public var genericParameters: [String]
        /// What the extension that declares it requires (`Base: UIButton`).
        public var constraints: [Constraint]
        /// For a nested type, its precise identifier.
        public var nestedType: String?

        /// A member.
        public init(
            name: String, kind: Kind, isStatic: Bool, type: String? = nil, labels: [String] = [],
            parameterTypes: [String]? = nil, genericParameters: [String] = [], constraints: [Constraint] = [],
            nestedType: String? = nil
        ) {
            self.name = name
            self.kind = kind
            self.isStatic = isStatic
            self.type = type
            self.labels = labels
            self.parameterTypes = parameterTypes
            self.genericParameters = genericParameters
            self.constraints = constraints
            self.nestedType = nestedType
        }

        /// Whether it is called with arguments.
        public var isFunction: Bool { kind == .function || kind == .initializer }
    }

    /// A requirement an extension puts on a generic parameter.
    public struct Constraint: Codable, Sendable, Equatable {
        /// `Base: UIButton` (superclass), `Element: Equatable` (conformance), `Trait == SingleTrait`.
        public enum Kind: String, Codable, Sendable {
            case conformance, superclass, sameType
        }

        /// The kind of requirement.
        public var kind: Kind
        /// The constrained parameter (`Self.Element`, `Base`).
        public var parameter: String
        /// The required type, as spelled.
        public var requirement: String
        /// The required type's precise identifier, when known.
        public var requirementIdentifier: String?

        /// A constraint.
        public init(kind: Kind, parameter: String, requirement: String, requirementIdentifier: String? = nil) {
            self.kind = kind
            self.parameter = parameter
            self.requirement = requirement
            self.requirementIdentifier = requirementIdentifier
        }
    }

    /// The types, by precise identifier.
    public var types: [String: TypeEntry]
    /// The top-level functions and variables.
    public var globals: [Member]

    /// An index of `types` and `globals`.
    public init(types: [String: TypeEntry] = [:], globals: [Member] = []) {
        self.types = types
        self.globals = globals
    }

    /// This index with `other`'s types and globals added; a type both know gets the members and
    /// supertypes of both (one module declares it, another extends it).
    public func merging(_ other: APIIndex) -> APIIndex {
        var merged = self
        for (identifier, entry) in other.types {
            guard var existing = merged.types[identifier] else {
                merged.types[identifier] = entry
                continue
            }
            if existing.isExternal && !entry.isExternal {
                var declared = entry
                declared.members += existing.members
                declared.supertypes += existing.supertypes.filter { !entry.supertypes.contains($0) }
                merged.types[identifier] = declared
                continue
            }
            if existing.name.isEmpty { existing.name = entry.name }
            existing.members += entry.members
            existing.supertypes += entry.supertypes.filter { !existing.supertypes.contains($0) }
            merged.types[identifier] = existing
        }
        merged.globals += other.globals
        return merged
    }
}
