import Dispatch
import VirtualClock

/// A point in time for dispatch deadlines, read from the playground's clock.
///
/// Shadows Dispatch's `DispatchTime`: `.now()` is the virtual now, so
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 1)` runs one virtual second later. With no
/// clock installed it is Dispatch's uptime clock.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Nanoseconds since the clock started (since boot when no clock is installed).
    public let uptimeNanoseconds: UInt64

    /// The time `uptimeNanoseconds` nanoseconds after the clock started.
    public init(uptimeNanoseconds: UInt64) {
        self.uptimeNanoseconds = uptimeNanoseconds
    }

    /// The current time: the virtual clock's, or the real uptime without one.
    public static func now() -> DispatchTime {
        if let clock = VirtualClock.installed {
            return DispatchTime(uptimeNanoseconds: UInt64(max(clock.now, 0)))
        }
        return DispatchTime(uptimeNanoseconds: Dispatch.DispatchTime.now().uptimeNanoseconds)
    }

    /// A time that never comes: work due then never runs.
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    /// Dispatch's own time for the same instant (meaningful without a clock).
    public var dispatchTime: Dispatch.DispatchTime {
        self == .distantFuture ? .distantFuture : Dispatch.DispatchTime(uptimeNanoseconds: uptimeNanoseconds)
    }

    /// The time as the clock counts it, or nil for `distantFuture`.
    var clockNanoseconds: Int64? {
        self == .distantFuture ? nil : Int64(clamping: uptimeNanoseconds)
    }

    /// The time `delta` nanoseconds later (earlier when negative), never before zero.
    func adding(nanoseconds delta: Int64?) -> DispatchTime {
        guard let delta, let start = clockNanoseconds else { return .distantFuture }
        let sum = Nanoseconds.add(start, delta)
        return sum == .max ? .distantFuture : DispatchTime(uptimeNanoseconds: UInt64(max(sum, 0)))
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }

    /// The time `interval` after `time`.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time.adding(nanoseconds: Nanoseconds.from(interval))
    }

    /// The time `seconds` after `time`.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.adding(nanoseconds: Nanoseconds.from(seconds: seconds))
    }

    /// The time `interval` before `time`.
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        guard let delta = Nanoseconds.from(interval) else { return DispatchTime(uptimeNanoseconds: 0) }
        return time.adding(nanoseconds: delta == .min ? .max : -delta)
    }

    /// The time `seconds` before `time`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        time.adding(nanoseconds: Nanoseconds.from(seconds: -seconds))
    }

    /// The time `interval` after this one.
    public func advanced(by interval: DispatchTimeInterval) -> DispatchTime {
        self + interval
    }

    /// The span from this time to `other`, in nanoseconds.
    public func distance(to other: DispatchTime) -> DispatchTimeInterval {
        if self == .distantFuture || other == .distantFuture { return .never }
        return .nanoseconds(Int(Int64(clamping: other.uptimeNanoseconds) - Int64(clamping: uptimeNanoseconds)))
    }
}
