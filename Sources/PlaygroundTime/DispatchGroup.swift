import Dispatch
import Synchronization
import VirtualClock

/// Counts work in progress, to wait for all of it or run something when it is all done.
///
/// Shadows Dispatch's `DispatchGroup`, so `notify(queue:)` takes the playground's queues and
/// `wait()` lets virtual time pass. A group made while a clock is installed counts on the clock;
/// one made without a clock is Dispatch's.
///
/// ```swift
/// let group = DispatchGroup()
/// DispatchQueue.global().async(group: group) { print("one") }
/// DispatchQueue.global().async(group: group) { print("two") }
/// group.notify(queue: .main) { print("both done") }
/// ```
public final class DispatchGroup: @unchecked Sendable {
    private struct State {
        var count = 0
        var notifications: [(queue: DispatchQueue, work: @Sendable () -> Void)] = []
    }

    /// The real group, when the group was made without a clock.
    private let real: Dispatch.DispatchGroup?
    private let state = Mutex(State())

    /// An empty group.
    public init() {
        real = VirtualClock.installed == nil ? Dispatch.DispatchGroup() : nil
    }

    /// Counts one more piece of work in progress.
    public func enter() {
        if let real { return real.enter() }
        state.withLock { $0.count += 1 }
    }

    /// Counts one piece of work as done; when none is left, sends what `notify` asked for.
    public func leave() {
        if let real { return real.leave() }
        let notifications: [(queue: DispatchQueue, work: @Sendable () -> Void)] = state.withLock { state in
            state.count -= 1
            if state.count < 0 { fatalError("BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()") }
            guard state.count == 0 else { return [] }
            defer { state.notifications = [] }
            return state.notifications
        }
        for notification in notifications {
            notification.queue.async(execute: notification.work)
        }
    }

    /// Sends `work` to `queue` once no work is in progress (at once if none is).
    public func notify(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
        execute work: @escaping @Sendable () -> Void
    ) {
        if let real {
            return real.notify(qos: qos, flags: flags, queue: queue.dispatchQueue, execute: work)
        }
        let idle: Bool = state.withLock { state in
            if state.count > 0 { state.notifications.append((queue, work)) }
            return state.count == 0
        }
        if idle { queue.async(execute: work) }
    }

    /// Sends `work` to `queue` once no work is in progress.
    public func notify(queue: DispatchQueue, work: DispatchWorkItem) {
        notify(queue: queue) { work.perform() }
    }

    /// Waits until no work is in progress; on the clock, virtual time passes meanwhile.
    public func wait() {
        guard let clock = clockOrNil else {
            real?.wait()
            return
        }
        Waiting.waitForever(on: clock, for: "DispatchGroup.wait()") { isIdle }
    }

    /// Waits until no work is in progress or `timeout` comes.
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
        guard let clock = clockOrNil else { return real?.wait(timeout: timeout.dispatchTime) ?? .success }
        return Waiting.wait(on: clock, deadline: timeout.clockNanoseconds) { isIdle } ? .success : .timedOut
    }

    /// Waits until no work is in progress or the date reaches `timeout`.
    public func wait(wallTimeout timeout: DispatchWallTime) -> DispatchTimeoutResult {
        guard let clock = clockOrNil else { return real?.wait(wallTimeout: timeout.dispatchWallTime) ?? .success }
        return Waiting.wait(on: clock, deadline: timeout.clockNanoseconds) { isIdle } ? .success : .timedOut
    }

    private var clockOrNil: VirtualClock? { real == nil ? VirtualClock.installed : nil }

    private var isIdle: Bool { state.withLock { $0.count == 0 } }
}
