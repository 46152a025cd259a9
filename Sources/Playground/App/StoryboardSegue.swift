/// A segue: a way from one scene to another (`show`, `presentation`, ...), back to an earlier one
/// (`unwind`), or a container's tie to the controllers it holds (`relationship`).
public struct StoryboardSegue: Equatable, Sendable {
    /// The object id of what it hangs from: the controller (a segue code performs, or a
    /// relationship), or a control, bar button item or cell the user triggers it with.
    public var source: String
    /// The object id of the controller it leads to (for an unwind segue, the scene's exit).
    public var destination: String
    /// How it shows its destination.
    public var kind: StoryboardSegueKind
    /// The identifier code performs it or recognizes it by, if it has one.
    public var identifier: String?
    /// For a relationship, which one (`rootViewController`, `viewControllers`).
    public var relationship: String?
    /// For an unwind segue, the method it unwinds to (`unwindAction`).
    public var unwindAction: String?

    /// A segue with these parts.
    public init(
        source: String, destination: String, kind: StoryboardSegueKind, identifier: String? = nil,
        relationship: String? = nil, unwindAction: String? = nil
    ) {
        self.source = source
        self.destination = destination
        self.kind = kind
        self.identifier = identifier
        self.relationship = relationship
        self.unwindAction = unwindAction
    }
}

/// A segue's `kind` attribute, kept as written, so a kind without a name here still reads.
public struct StoryboardSegueKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The attribute's value.
    public var rawValue: String

    /// The kind this attribute value stands for.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Pushes onto the navigation stack (or presents, outside one).
    public static let show = StoryboardSegueKind(rawValue: "show")
    /// The older name of a push onto the navigation stack.
    public static let push = StoryboardSegueKind(rawValue: "push")
    /// Presents the destination modally.
    public static let presentation = StoryboardSegueKind(rawValue: "presentation")
    /// Goes back to a controller that has the unwind method.
    public static let unwind = StoryboardSegueKind(rawValue: "unwind")
    /// A container's tie to a controller it holds (a navigation controller's root).
    public static let relationship = StoryboardSegueKind(rawValue: "relationship")

    /// The attribute's value.
    public var description: String { rawValue }
}
