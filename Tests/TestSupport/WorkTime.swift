import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a piece of the playground's own work cost, done on the calling thread: the processor
/// time that thread spent, and the time on the wall.
///
/// A bound on rxplay's own work (a walk, a wrap, deciding where an input ends) is a bound on its
/// processor time, which a busy machine leaves as it is: the suite runs its tests side by side,
/// and with every core busy the wall time of the same work grew seventeen times (a walk of `/`,
/// 0.24 s alone, 4.1 s in the suite). The wall time is bounded too, more loosely, so that work
/// that waits (on a FIFO, a lock, a sleep) is still caught.
///
/// ```swift
/// let (lines, time) = WorkTime.of { ProseWrap.wrap(text, width: 80) }
/// expectTrue(time.within(2), "\(time)")
/// ```
public struct WorkTime: CustomStringConvertible, Sendable {
    /// Seconds of processor time of the thread that did the work (user and system).
    public var processor: Double
    /// Seconds on the wall.
    public var wall: Double

    /// How many times the processor-time bound the wall time may be: the suite's own load
    /// stretched it seventeen times at most, so a hang or a wait of seconds still fails.
    public static let wallStretch = 30.0

    /// `body`'s result and what it cost.
    public static func of<T>(_ body: () throws -> T) rethrows -> (result: T, time: WorkTime) {
        let processorStart = threadProcessorSeconds()
        let wallStart = Date()
        let result = try body()
        let time = WorkTime(
            processor: threadProcessorSeconds() - processorStart, wall: Date().timeIntervalSince(wallStart))
        return (result, time)
    }

    /// Whether the work took under `seconds` of processor time, and under `wallStretch` times
    /// that on the wall.
    public func within(_ seconds: Double) -> Bool {
        processor < seconds && wall < seconds * Self.wallStretch
    }

    public var description: String {
        String(format: "%.3f s of processor time, %.3f s on the wall", processor, wall)
    }

    /// The calling thread's processor time so far.
    private static func threadProcessorSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
