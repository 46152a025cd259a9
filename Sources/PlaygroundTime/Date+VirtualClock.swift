import Foundation
import VirtualClock

// MARK: - The current date on the clock

extension Date {
    /// The current date; on the clock, the virtual date (`VirtualClock.startDate` plus the time
    /// passed), so printed dates and measured durations are the same in every run.
    ///
    /// Shadows Foundation's `Date()`.
    public init() {
        self = VirtualClock.installed?.date ?? RealTime.date
    }

    /// The current date; on the clock, the virtual date.
    ///
    /// Shadows Foundation's `Date.now`.
    public static var now: Date { Date() }

    /// The date `interval` seconds from the current date (the virtual date on the clock).
    ///
    /// Shadows Foundation's `Date(timeIntervalSinceNow:)`.
    public init(timeIntervalSinceNow interval: TimeInterval) {
        self = Date().addingTimeInterval(interval)
    }

    /// Seconds from the current date (the virtual date on the clock) to this one.
    ///
    /// Shadows Foundation's `timeIntervalSinceNow`.
    public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(Date()) }
}
