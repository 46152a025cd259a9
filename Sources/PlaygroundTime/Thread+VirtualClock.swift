import Foundation
import VirtualClock

// MARK: - Sleeps and the main thread on the clock

extension Thread {
    /// Blocks for `interval` seconds; on the clock, moves it `interval` seconds forward, running
    /// the work that falls due meanwhile, as it would run while time passes on a device.
    ///
    /// Shadows Foundation's `Thread.sleep(forTimeInterval:)`.
    public class func sleep(forTimeInterval interval: TimeInterval) {
        let nanoseconds = Nanoseconds.from(seconds: interval)
        guard let clock = VirtualClock.installed else { return RealTime.sleep(nanoseconds: nanoseconds) }
        Waiting.pass(nanoseconds: nanoseconds, on: clock)
    }

    /// Blocks until `date`; on the clock, moves it to that virtual date, running the work that
    /// falls due meanwhile.
    ///
    /// Shadows Foundation's `Thread.sleep(until:)`.
    public class func sleep(until date: Date) {
        guard let clock = VirtualClock.installed else {
            return RealTime.sleep(nanoseconds: Nanoseconds.from(seconds: date.timeIntervalSince(RealTime.date)))
        }
        Waiting.pass(nanoseconds: Nanoseconds.from(seconds: date.timeIntervalSince(clock.date)), on: clock)
    }

    /// Whether the calling code runs on the main thread; on the clock, whether it is top-level
    /// code or main-queue work (every queue's work runs on one real thread there).
    ///
    /// Shadows Foundation's `Thread.isMainThread`.
    public class var isMainThread: Bool {
        VirtualClock.installed == nil ? RealTime.isMainThread : VirtualClock.isOnMainQueue
    }

    /// Whether this is the main thread; on the clock, the current thread is the main thread
    /// while top-level code or main-queue work runs.
    ///
    /// Shadows Foundation's `Thread.current.isMainThread`.
    public var isMainThread: Bool {
        let isReallyMain = self === Thread.mainThread
        guard isReallyMain, VirtualClock.installed != nil else { return isReallyMain }
        return VirtualClock.isOnMainQueue
    }
}
