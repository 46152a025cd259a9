import Dispatch
import Synchronization
import VirtualClock

/// A counter that `wait()` takes from and `signal()` adds to, blocking at zero.
///
/// Shadows Dispatch's `DispatchSemaphore`: on the clock everything runs on one thread, so a
/// wait lets virtual time pass, running the work due, until a signal comes. A semaphore made
/// while a clock is installed counts on the clock; one made without a clock is Dispatch's.
///
/// ```swift
/// let done = DispatchSemaphore(value: 0)
/// DispatchQueue.global().asyncAfter(deadline: .now() + 2) { done.signal() }
/// done.wait() // two virtual seconds later
/// ```
public final class DispatchSemaphore: @unchecked Sendable {
    /// The real semaphore, when the semaphore was made without a clock.
    private let real: Dispatch.DispatchSemaphore?
    private let value: Mutex<Int>

    /// A semaphore whose count starts at `value`.
    public init(value: Int) {
        real = VirtualClock.installed == nil ? Dispatch.DispatchSemaphore(value: value) : nil
        self.value = Mutex(value)
    }

    /// Adds one to the count.
    ///
    /// - Returns: non-zero when a waiting thread was woken (always zero on the clock).
    @discardableResult
    public func signal() -> Int {
        if let real { return real.signal() }
        value.withLock { $0 += 1 }
        return 0
    }

    /// Takes one from the count, waiting until it is above zero; on the clock, virtual time
    /// passes meanwhile.
    public func wait() {
        guard let clock = clockOrNil else {
            real?.wait()
            return
        }
        Waiting.waitForever(on: clock, for: "DispatchSemaphore.wait()") { take() }
    }

    /// Takes one from the count, waiting until it is above zero or `timeout` comes.
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
        guard let clock = clockOrNil else { return real?.wait(timeout: timeout.dispatchTime) ?? .success }
        return Waiting.wait(on: clock, deadline: timeout.clockNanoseconds) { take() } ? .success : .timedOut
    }

    /// Takes one from the count, waiting until it is above zero or the date reaches `wallTimeout`.
    public func wait(wallTimeout: DispatchWallTime) -> DispatchTimeoutResult {
        guard let clock = clockOrNil else { return real?.wait(wallTimeout: wallTimeout.dispatchWallTime) ?? .success }
        return Waiting.wait(on: clock, deadline: wallTimeout.clockNanoseconds) { take() } ? .success : .timedOut
    }

    private var clockOrNil: VirtualClock? { real == nil ? VirtualClock.installed : nil }

    /// Takes one from the count if it is above zero.
    private func take() -> Bool {
        value.withLock { value in
            guard value > 0 else { return false }
            value -= 1
            return true
        }
    }
}
