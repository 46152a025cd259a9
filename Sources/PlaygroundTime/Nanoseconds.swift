import Dispatch
import VirtualClock

// MARK: - Nanosecond arithmetic

/// Spans and instants in nanoseconds as the clock counts them, saturating instead of wrapping
/// around, so a far deadline stays far.
enum Nanoseconds {
    /// `seconds` in nanoseconds, clamped to `Int64`'s range (NaN is zero).
    static func from(seconds: Double) -> Int64 {
        let value = seconds * 1e9
        if value.isNaN { return 0 }
        if value >= 9.2e18 { return .max }
        if value <= -9.2e18 { return .min }
        return Int64(value)
    }

    /// `interval` in nanoseconds, or nil for `.never`.
    static func from(_ interval: DispatchTimeInterval) -> Int64? {
        switch interval {
        case .seconds(let value): return multiply(Int64(value), 1_000_000_000)
        case .milliseconds(let value): return multiply(Int64(value), 1_000_000)
        case .microseconds(let value): return multiply(Int64(value), 1_000)
        case .nanoseconds(let value): return Int64(value)
        case .never: return nil
        @unknown default: return nil
        }
    }

    /// `lhs + rhs`, clamped to `Int64`'s range.
    static func add(_ lhs: Int64, _ rhs: Int64) -> Int64 {
        let (sum, overflow) = lhs.addingReportingOverflow(rhs)
        if !overflow { return sum }
        return rhs > 0 ? .max : .min
    }

    private static func multiply(_ lhs: Int64, _ rhs: Int64) -> Int64 {
        let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
        if !overflow { return product }
        return lhs > 0 ? .max : .min
    }
}
