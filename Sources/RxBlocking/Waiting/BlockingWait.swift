import Foundation
import VirtualClock

/// How a blocking operator waits for its sequence: it starts the subscription, then blocks in
/// `run()` until an event calls `stop()` or the time is up.
protocol BlockingWait: AnyObject {
    /// Runs `subscribe` once the wait has begun (inside `run()`).
    func start(_ subscribe: @escaping () -> Void)
    /// Ends the wait; later calls do nothing. Safe from any thread.
    func stop()
    /// Blocks until `stop()`; call once.
    ///
    /// - Throws: `RxError.timeout` when the time is up first.
    func run() throws
}

enum BlockingWaits {
    /// The wait for the current situation: on the playground's clock when one is installed
    /// (time passes virtually, running the work due), else on the thread's run loop.
    static func make(timeout: TimeInterval?) -> BlockingWait {
        if let clock = VirtualClock.installed { return ClockWait(clock: clock, timeout: timeout) }
        return RunLoopWait(timeout: timeout)
    }
}
