/// An action: when the control or bar button item it hangs from fires, `selector` is called on
/// the object `destination` (usually the scene's controller).
public struct StoryboardAction: Equatable, Sendable {
    /// The method called, as Objective-C names it (`actionAdd:` takes the sender, `actionAdd`
    /// takes nothing).
    public var selector: String
    /// The object id of the object the method is called on.
    public var destination: String
    /// The control event that fires it (`touchUpInside`, `valueChanged`, ...); `nil` for a bar
    /// button item, which has only its tap.
    public var eventType: String?

    /// An action calling `selector` on `destination` for `eventType`.
    public init(selector: String, destination: String, eventType: String? = nil) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
    }
}
