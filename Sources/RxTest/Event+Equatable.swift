import Foundation
import RxSwift

// RxSwift declares none of these conformances: RxTest does, so tests can compare whole event
// histories. Errors have no equality of their own, so two errors match when they read the same
// (and, off Linux, when their `NSError` domain and code agree too).

/// Whether two errors count as the same in a recorded history.
func errorsMatch(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    #if os(Linux)
    return "\(lhs)" == "\(rhs)"
    #else
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
    #endif
}

extension Event: Equatable where Element: Equatable {
    /// Equal when both are `next` with equal elements, both `completed`, or both `error` with
    /// errors that read the same.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Equal when both are `success` with equal elements, both `completed`, or both `error` with
    /// errors that read the same.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Equal when both are `completed`, or both `error` with errors that read the same.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)): return errorsMatch(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

/// Whether two single events match: both `success` with equal elements, or both `failure` with
/// errors that read the same. (`SingleEvent` is `Result`, which RxTest leaves unconformed.)
func singleEventsMatch<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsMatch(left, right)
    default: return false
    }
}
