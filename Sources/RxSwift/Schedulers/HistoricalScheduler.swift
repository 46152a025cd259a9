import Foundation

/// Converts between dates and a `HistoricalScheduler`'s clock, which is itself a date.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// Points in time are dates.
    public typealias VirtualTimeUnit = RxTime
    /// Spans of time are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// A converter.
    init() {}

    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
        time.addingTimeInterval(offset)
    }
    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A virtual-time scheduler whose clock is a date: replays work as if at historical times.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// A scheduler whose clock starts at `initialClock` (by default the Unix epoch).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
