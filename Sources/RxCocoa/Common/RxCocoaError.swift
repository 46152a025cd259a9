/// Errors RxCocoa reports.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
    /// Something went wrong.
    case unknown
    /// The operation is not valid on `object`.
    case invalidOperation(object: Any)
    /// Items are not bound to the view yet.
    case itemsNotYetBound(object: Any)
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// The error in words.
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .invalidOperation(let object): return "Invalid operation was attempted on `\(object)`."
        case .itemsNotYetBound(let object):
            return "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case let .castingError(object, targetType): return "Error casting `\(object)` to `\(targetType)`"
        }
    }
}
