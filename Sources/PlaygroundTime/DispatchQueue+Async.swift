import Dispatch
import VirtualClock

// MARK: - Sending work

extension DispatchQueue {
    /// Runs `work` on the queue after the work already sent; on the clock, at the current
    /// virtual instant. `group` counts it as running until it returns.
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        guard let clock = VirtualClock.installed else {
            group?.enter()
            dispatchQueue.async(qos: qos, flags: flags) {
                work()
                group?.leave()
            }
            return
        }
        submit(on: clock, at: clock.now, group: group, work)
    }

    /// Runs `workItem` on the queue after the work already sent.
    public func async(execute workItem: DispatchWorkItem) {
        async { workItem.perform() }
    }

    /// Runs `workItem` on the queue after the work already sent; `group` counts it as running.
    public func async(group: DispatchGroup, execute workItem: DispatchWorkItem) {
        async(group: group) { workItem.perform() }
    }

    /// Runs `work` on the queue once `deadline` has come (virtual time on the clock).
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        guard let clock = VirtualClock.installed else {
            if deadline == .distantFuture { return }
            dispatchQueue.asyncAfter(deadline: deadline.dispatchTime, qos: qos, flags: flags) { work() }
            return
        }
        submit(on: clock, at: deadline.clockNanoseconds, group: nil, work)
    }

    /// Runs `workItem` on the queue once `deadline` has come.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        asyncAfter(deadline: deadline) { workItem.perform() }
    }

    /// Runs `work` on the queue once the date reaches `wallDeadline` (the virtual date on the clock).
    public func asyncAfter(
        wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        guard let clock = VirtualClock.installed else {
            if wallDeadline == .distantFuture { return }
            dispatchQueue.asyncAfter(wallDeadline: wallDeadline.dispatchWallTime, qos: qos, flags: flags) { work() }
            return
        }
        submit(on: clock, at: wallDeadline.clockNanoseconds, group: nil, work)
    }

    /// Runs `workItem` on the queue once the date reaches `wallDeadline`.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute workItem: DispatchWorkItem) {
        asyncAfter(wallDeadline: wallDeadline) { workItem.perform() }
    }
}
