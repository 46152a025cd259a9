import Dispatch
import Foundation

extension DispatchTimeInterval {
    /// How many of this interval's units make a second; `nil` for `.never`.
    private var unitsPerSecond: Double? {
        switch self {
        case .seconds: return 1
        case .milliseconds: return 1_000
        case .microseconds: return 1_000_000
        case .nanoseconds: return 1_000_000_000
        case .never: return nil
        @unknown default: return nil
        }
    }

    /// The same kind of interval holding `count` units.
    private func withCount(_ count: Int) -> DispatchTimeInterval {
        switch self {
        case .seconds: return .seconds(count)
        case .milliseconds: return .milliseconds(count)
        case .microseconds: return .microseconds(count)
        case .nanoseconds: return .nanoseconds(count)
        default: return self
        }
    }

    private var count: Int? {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value
        default:
            return nil
        }
    }

    /// What is left of this interval once the span from `earlier` to `later` has passed, rounded
    /// to whole units of the interval's own kind and never below zero (RxSwift rounds the same
    /// way, which is visible when a whole-second interval meets a sub-second span).
    func reduced(bySpanFrom earlier: Date, to later: Date) -> DispatchTimeInterval {
        guard let factor = unitsPerSecond, let count else { return self }
        let remainder = Double(count) - later.timeIntervalSince(earlier) * factor
        guard remainder > 0 else { return withCount(0) }
        return withCount(Int(remainder.rounded(.toNearestOrAwayFromZero)))
    }

    /// Whether the interval is zero; `.never` is not.
    var isNow: Bool { count == 0 }
}

extension Date {
    /// The date `interval` later; `.never` gives the distant future.
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        if interval.isNever { return Date.distantFuture }
        return addingTimeInterval(interval.seconds)
    }
}
