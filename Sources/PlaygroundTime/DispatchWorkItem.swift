import Dispatch
import Synchronization
import VirtualClock

/// A piece of work to send to a queue, which can be cancelled, waited for, and followed by more.
///
/// Shadows Dispatch's `DispatchWorkItem`, so it goes to the playground's queues and its waits
/// let virtual time pass.
///
/// ```swift
/// let search = DispatchWorkItem { print("searching") }
/// DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: search)
/// search.cancel() // typed again: nothing is printed
/// ```
public final class DispatchWorkItem: @unchecked Sendable {
    private struct State {
        var isCancelled = false
        var isFinished = false
        var notifications: [(queue: DispatchQueue, work: @Sendable () -> Void)] = []
    }

    private let block: () -> Void
    private let state = Mutex(State())
    /// Entered until the first run ends; real waits wait on it.
    private let finished = Dispatch.DispatchGroup()

    /// Work that runs `block`.
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void) {
        self.block = block
        finished.enter()
    }

    /// Runs the work on the calling thread, unless it was cancelled, then sends what `notify`
    /// asked for.
    public func perform() {
        if !isCancelled { block() }
        let notifications: [(queue: DispatchQueue, work: @Sendable () -> Void)]? = state.withLock { state in
            if state.isFinished { return nil }
            state.isFinished = true
            defer { state.notifications = [] }
            return state.notifications
        }
        guard let notifications else { return }
        finished.leave()
        for notification in notifications {
            notification.queue.async(execute: notification.work)
        }
    }

    /// Keeps the work from running if it has not started.
    public func cancel() {
        state.withLock { $0.isCancelled = true }
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Sends `work` to `queue` once this work has run (at once if it has).
    public func notify(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
        execute work: @escaping @Sendable () -> Void
    ) {
        let done: Bool = state.withLock { state in
            if !state.isFinished { state.notifications.append((queue, work)) }
            return state.isFinished
        }
        if done { queue.async(execute: work) }
    }

    /// Sends `workItem` to `queue` once this work has run.
    public func notify(queue: DispatchQueue, execute workItem: DispatchWorkItem) {
        notify(queue: queue) { workItem.perform() }
    }

    /// Waits until the work has run; on the clock, virtual time passes meanwhile.
    public func wait() {
        guard let clock = VirtualClock.installed else {
            finished.wait()
            return
        }
        Waiting.waitForever(on: clock, for: "DispatchWorkItem.wait()") { isFinished }
    }

    /// Waits until the work has run or `timeout` comes.
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
        guard let clock = VirtualClock.installed else { return finished.wait(timeout: timeout.dispatchTime) }
        return Waiting.wait(on: clock, deadline: timeout.clockNanoseconds) { isFinished } ? .success : .timedOut
    }

    /// Waits until the work has run or the date reaches `wallTimeout`.
    public func wait(wallTimeout: DispatchWallTime) -> DispatchTimeoutResult {
        guard let clock = VirtualClock.installed else {
            return finished.wait(wallTimeout: wallTimeout.dispatchWallTime)
        }
        return Waiting.wait(on: clock, deadline: wallTimeout.clockNanoseconds) { isFinished } ? .success : .timedOut
    }

    private var isFinished: Bool { state.withLock { $0.isFinished } }
}
