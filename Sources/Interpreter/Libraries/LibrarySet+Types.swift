extension LibrarySet {
    /// Foundation and standard library types kept as `.library(name, arguments)`.
    package static let foundationNames: Set<String> = ["UUID", "Never", "Range", "ClosedRange", "NSError"]

    /// The type a name written in learner code stands for: a standard type, or a library's.
    package func resolve(_ name: String, arguments: [SwiftType]) -> SwiftType? {
        switch name {
        case "Int": return .int
        case "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .library(name, [])
        case "Double", "Float", "Float32", "Float64", "CGFloat", "TimeInterval": return .double
        case "Bool": return .bool
        case "String", "Substring": return .string
        case "Character": return .character
        case "Any", "AnyObject", "AnyHashable": return .any
        case "Void": return .void
        case "Error", "LocalizedError": return .error
        case "Array", "ArraySlice": return .array(arguments.first ?? .unknown)
        case "Dictionary":
            return .dictionary(arguments.first ?? .unknown, arguments.count > 1 ? arguments[1] : .unknown)
        case "Optional": return .optional(arguments.first ?? .unknown)
        case "Result": return .library("Result", [arguments.first ?? .unknown])
        default:
            if let make = typeNames[name] { return make(arguments) }
            guard LibrarySet.foundationNames.contains(name) else { return nil }
            return .library(name, arguments)
        }
    }
}
