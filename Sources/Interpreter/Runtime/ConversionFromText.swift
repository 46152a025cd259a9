extension Conversion {
    /// The static type of `Int(x)`, `Double(x)` or `Bool(x)`: optional for a `String` argument;
    /// not known when the argument's type is not (a closure's parameter), since a string then
    /// still gives an optional when it runs.
    package static func fromText(_ argument: SwiftType?, _ result: SwiftType) -> SwiftType {
        guard let argument, !argument.isUnknown else { return .unknown }
        return argument == .string ? .optional(result) : result
    }
}
