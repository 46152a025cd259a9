import RxSwift

/// The case names of `RxError`, so learner code can match them: `if case RxError.noElements = error`.
enum RxErrorCases {
    static func name(_ error: Swift.Error) -> String? {
        guard let rxError = error as? RxError else { return nil }
        switch rxError {
        case .unknown: return "unknown"
        case .disposed: return "disposed"
        case .overflow: return "overflow"
        case .argumentOutOfRange: return "argumentOutOfRange"
        case .noElements: return "noElements"
        case .moreThanOneElement: return "moreThanOneElement"
        case .timeout: return "timeout"
        }
    }
}
