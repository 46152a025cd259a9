import Dispatch
import VirtualClock

// MARK: - Waiting for work

extension DispatchQueue {
    /// What libdispatch says when a queue waits for itself.
    static let deadlockMessage =
        "BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called on queue already owned by current thread"

    /// Runs `work` on the queue and waits for it; returns what it returns.
    ///
    /// On the clock the work runs at once, as this queue's. Waiting for the queue the caller
    /// already runs on (the main queue from top-level code, a serial queue from its own work) is
    /// the deadlock it is in Dispatch, and stops the program as libdispatch does.
    public func sync<Result>(execute work: () throws -> Result) rethrows -> Result {
        guard VirtualClock.installed != nil else { return try dispatchQueue.sync(execute: work) }
        if isSerial && isRunningNow { fatalError(DispatchQueue.deadlockMessage) }
        return try runAsCurrent(work)
    }

    /// Runs `work` on the queue with `flags` (a barrier, for example) and waits for it.
    public func sync<Result>(flags: DispatchWorkItemFlags, execute work: () throws -> Result) rethrows -> Result {
        guard VirtualClock.installed != nil else { return try dispatchQueue.sync(flags: flags, execute: work) }
        return try sync(execute: work)
    }

    /// Runs `workItem` on the queue and waits for it.
    public func sync(execute workItem: DispatchWorkItem) {
        sync { workItem.perform() }
    }

    /// Calls `work` once for each index below `iterations`; on the clock, in order on the
    /// calling thread.
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {
        guard VirtualClock.installed != nil else {
            Dispatch.DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
            return
        }
        for index in 0..<max(iterations, 0) { work(index) }
    }
}
