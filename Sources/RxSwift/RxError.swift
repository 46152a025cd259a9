/// The errors RxSwift itself raises; cases and texts are RxSwift's.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// An error with no further detail.
    case unknown
    /// An operation on an object that was already disposed.
    case disposed(object: AnyObject)
    /// Arithmetic overflow.
    case overflow
    /// An argument outside its allowed range.
    case argumentOutOfRange
    /// The sequence ended without the element that was required.
    case noElements
    /// The sequence had more elements than allowed.
    case moreThanOneElement
    /// `timeout` elapsed before the next element.
    case timeout
}

extension RxError {
    /// The error's text, as RxSwift writes it.
    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}
