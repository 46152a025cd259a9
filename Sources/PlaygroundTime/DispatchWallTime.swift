import Dispatch
import Foundation
import VirtualClock

/// A point in wall-clock time for dispatch deadlines, read from the playground's clock.
///
/// Shadows Dispatch's `DispatchWallTime`: `.now()` is the virtual date (the clock's
/// `startDate` plus the time passed), so `asyncAfter(wallDeadline: .now() + 1)` runs one virtual
/// second later. With no clock installed it is the real date.
public struct DispatchWallTime: Comparable, Hashable, Sendable {
    /// Nanoseconds since 1970-01-01 00:00:00 UTC; `Int64.max` is the distant future.
    let nanosecondsSince1970: Int64

    init(nanosecondsSince1970: Int64) {
        self.nanosecondsSince1970 = nanosecondsSince1970
    }

    /// The wall time `timespec` names.
    public init(timespec: timespec) {
        let seconds = Nanoseconds.from(seconds: Double(timespec.tv_sec))
        nanosecondsSince1970 = Nanoseconds.add(seconds, Int64(timespec.tv_nsec))
    }

    /// The current date: the virtual clock's, or the real one without a clock.
    public static func now() -> DispatchWallTime {
        if let clock = VirtualClock.installed {
            return DispatchWallTime(nanosecondsSince1970: Nanoseconds.add(startOfClock, clock.now))
        }
        return DispatchWallTime(nanosecondsSince1970: RealTime.nanosecondsSince1970())
    }

    /// A time that never comes: work due then never runs.
    public static let distantFuture = DispatchWallTime(nanosecondsSince1970: .max)

    /// The clock's start (`VirtualClock.startDate`) in nanoseconds since 1970.
    static let startOfClock = Nanoseconds.from(seconds: VirtualClock.startDate.timeIntervalSince1970)

    /// Dispatch's own wall time for the same instant (meaningful without a clock).
    public var dispatchWallTime: Dispatch.DispatchWallTime {
        if self == .distantFuture { return .distantFuture }
        let seconds = nanosecondsSince1970 / 1_000_000_000
        let remainder = nanosecondsSince1970 % 1_000_000_000
        return Dispatch.DispatchWallTime(timespec: timespec(tv_sec: Int(seconds), tv_nsec: Int(remainder)))
    }

    /// The instant as the clock counts it, or nil for `distantFuture`.
    var clockNanoseconds: Int64? {
        self == .distantFuture ? nil : Nanoseconds.add(nanosecondsSince1970, -DispatchWallTime.startOfClock)
    }

    private func adding(nanoseconds delta: Int64?) -> DispatchWallTime {
        guard let delta, self != .distantFuture else { return .distantFuture }
        let sum = Nanoseconds.add(nanosecondsSince1970, delta)
        return DispatchWallTime(nanosecondsSince1970: sum)
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: DispatchWallTime, rhs: DispatchWallTime) -> Bool {
        lhs.nanosecondsSince1970 < rhs.nanosecondsSince1970
    }

    /// The time `interval` after `time`.
    public static func + (time: DispatchWallTime, interval: DispatchTimeInterval) -> DispatchWallTime {
        time.adding(nanoseconds: Nanoseconds.from(interval))
    }

    /// The time `seconds` after `time`.
    public static func + (time: DispatchWallTime, seconds: Double) -> DispatchWallTime {
        time.adding(nanoseconds: Nanoseconds.from(seconds: seconds))
    }

    /// The time `interval` before `time`.
    public static func - (time: DispatchWallTime, interval: DispatchTimeInterval) -> DispatchWallTime {
        guard let delta = Nanoseconds.from(interval) else { return DispatchWallTime(nanosecondsSince1970: .min) }
        return time.adding(nanoseconds: delta == .min ? .max : -delta)
    }

    /// The time `seconds` before `time`.
    public static func - (time: DispatchWallTime, seconds: Double) -> DispatchWallTime {
        time.adding(nanoseconds: Nanoseconds.from(seconds: -seconds))
    }
}
