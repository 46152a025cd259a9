/// A protocol: what a conforming type must have, by name.
package struct ProtocolDecl {
    package let name: String
    package let nameRange: SourceRange
    /// Protocols it refines.
    package let inherited: [TypeRef]
    /// Names of the required methods and properties.
    package let requirements: [String]
    /// Names of its associated types (seen as `Any` inside the protocol).
    package let associatedTypes: [String]
}
