import VirtualClock

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: - Handing the main thread to the main queue

/// Gives the main thread to the main queue for good: it never returns.
///
/// Shadows Dispatch's `dispatchMain()`. On the clock, the code that called it ends there and the
/// main queue's work goes on as it does after a program's last line: the runner runs the clock
/// until nothing is scheduled (or the run's time limit comes), and the program ends; a device
/// would wait on for work that never comes. With no runner, the clock runs until nothing is
/// scheduled and the process exits.
public func dispatchMain() -> Never {
    guard let clock = VirtualClock.installed else { Dispatch.dispatchMain() }
    if let handler = VirtualClock.dispatchMainHandler { handler() }
    _ = clock.runUntilIdle(limit: .max)
    fflush(stdout)
    exit(0)
}
