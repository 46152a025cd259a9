import Foundation
import RxSwift

/// Converts between dates and `TestScheduler` ticks: a tick is `resolution` seconds.
///
/// Seconds become ticks as RxTest rounds them: add half a tick, then drop the fraction toward
/// zero, so -1.0 ticks becomes 0 and -1.6 becomes -1.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// Ticks of the virtual clock.
    public typealias VirtualTimeUnit = Int
    /// Differences between ticks.
    public typealias VirtualTimeIntervalUnit = Int

    /// Seconds per tick.
    public let resolution: Double

    /// A converter at `resolution` seconds per tick.
    ///
    /// - Parameter resolution: seconds per tick.
    public init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date of tick `virtualTime`.
    ///
    /// - Parameter virtualTime: a tick.
    /// - Returns: the date `virtualTime × resolution` seconds after 1970.
    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick of `time`, rounded as RxTest rounds.
    ///
    /// - Parameter time: a date.
    /// - Returns: the tick.
    public func convertToVirtualTime(_ time: RxTime) -> Int {
        ticks(time.timeIntervalSince1970)
    }

    /// The seconds of `virtualTimeInterval` ticks.
    ///
    /// - Parameter virtualTimeInterval: a number of ticks.
    /// - Returns: the seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The ticks of `timeInterval` seconds, rounded as RxTest rounds.
    ///
    /// - Parameter timeInterval: seconds.
    /// - Returns: the ticks.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        ticks(timeInterval)
    }

    /// `time` moved by `offset` ticks.
    ///
    /// - Parameters:
    ///   - time: a tick.
    ///   - offset: ticks to add.
    /// - Returns: the sum.
    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    /// How two ticks compare.
    ///
    /// - Parameters:
    ///   - lhs: a tick.
    ///   - rhs: another tick.
    /// - Returns: whether `lhs` is before, at or after `rhs`.
    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }

    /// Half a tick up, then toward zero: RxTest's rounding, which differs from `rounded()` below 0.
    private func ticks(_ seconds: TimeInterval) -> Int {
        Int(seconds / resolution + 0.5)
    }
}
