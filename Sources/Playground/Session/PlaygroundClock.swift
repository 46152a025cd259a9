import Foundation
import RxSwift

/// Converts between dates and the playground's clock, which counts whole milliseconds.
public struct MillisecondConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    /// A converter.
    public init() {}

    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) / 1_000)
    }

    public func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 * 1_000).rounded())
    }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) / 1_000
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval * 1_000).rounded())
    }

    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// The session's virtual clock: every scheduler learner code sees, `MainScheduler.instance`
/// included. It counts milliseconds; each top-level input moves it one frame.
public final class PlaygroundClock: VirtualTimeScheduler<MillisecondConverter> {
    /// How far one input moves the clock, in milliseconds.
    public let frameLength: Int

    /// A clock at 0 whose frames are `frameLength` milliseconds.
    public init(frameLength: Int = 100) {
        self.frameLength = frameLength
        super.init(initialClock: 0, converter: MillisecondConverter())
    }

    /// The current frame.
    public var frame: Int { clock / frameLength }

    /// The time as the playground shows it: `1.3s (frame 13)`.
    public var description: String {
        "\(Self.format(milliseconds: clock)) (frame \(frame))"
    }

    /// `0ms`, `300ms`, `1.3s`, `2s`.
    static func format(milliseconds: Int) -> String {
        if milliseconds < 1_000 { return "\(milliseconds)ms" }
        if milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
        return String(format: "%.1fs", Double(milliseconds) / 1_000).replacingOccurrences(of: ".0s", with: "s")
    }
}
