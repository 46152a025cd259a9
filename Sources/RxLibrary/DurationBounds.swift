import Foundation
import Interpreter
import RxSwift

/// Keeps the durations learner code hands to time operators within what the virtual clock can
/// add: a duration the clock could never reach (`.seconds(Int.max)`, `.never`) becomes one it
/// does not reach in a session, a negative one waits nothing, so no extreme value traps.
package enum DurationBounds {
    /// About 31 years, in milliseconds: far beyond any session, far below overflow.
    package static let longestMilliseconds = 1_000_000_000_000

    /// The interval clamped to `0...longestMilliseconds` milliseconds.
    package static func bounded(_ interval: RxTimeInterval) -> RxTimeInterval {
        let milliseconds: Double
        switch interval {
        case .seconds(let value): milliseconds = Double(value) * 1_000
        case .milliseconds(let value): milliseconds = Double(value)
        case .microseconds(let value): milliseconds = Double(value) / 1_000
        case .nanoseconds(let value): milliseconds = Double(value) / 1_000_000
        case .never: return .milliseconds(longestMilliseconds)
        @unknown default: return .milliseconds(longestMilliseconds)
        }
        if milliseconds < 0 { return .milliseconds(0) }
        if milliseconds > Double(longestMilliseconds) { return .milliseconds(longestMilliseconds) }
        return interval
    }

    /// A `TimeInterval` in seconds as whole milliseconds, failing as Swift's `Int(_:)` would on
    /// NaN, infinity or a value past `Int`.
    package static func milliseconds(fromSeconds seconds: Double, _ site: CallSite, _ index: Int) throws -> Int {
        let milliseconds = (seconds * 1_000).rounded()
        guard milliseconds.isFinite else {
            throw Diagnostic(.error, "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN",
                             at: site.range(of: index))
        }
        guard let whole = Int(exactly: milliseconds) else {
            let side = milliseconds < 0 ? "less than Int.min" : "greater than Int.max"
            throw Diagnostic(.error, "Fatal error: Double value cannot be converted to Int because the result would be \(side)",
                             at: site.range(of: index))
        }
        return whole
    }
}
