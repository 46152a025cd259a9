/// An outlet: when the object it hangs from is made, its property `property` is set to the
/// object with the id `destination`.
public struct StoryboardOutlet: Equatable, Sendable {
    /// The name of the property set (`imagePreview`, `dataSource`).
    public var property: String
    /// The object id of what the property is set to.
    public var destination: String

    /// An outlet setting `property` to the object `destination`.
    public init(property: String, destination: String) {
        self.property = property
        self.destination = destination
    }
}
