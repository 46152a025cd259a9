import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Lets another thread stop the tool a compile is running (Ctrl-C while the compiler works):
/// the tool in progress is killed, and one that starts after `stop()` is killed at once, until
/// `reset()` begins the next input. A tool that runs past the time limit `reset` gave is
/// stopped too (`ToolRun` looks at the clock while it waits), and `timedOut` says so: the
/// compiler can take minutes on one short expression before it gives up.
package final class ToolStopper: @unchecked Sendable {
    private let lock = NSLock()
    private var child: pid_t = 0
    private var stopped = false
    private var expired = false
    private var limit: Double?
    private var deadline: Date?

    package init() {}

    /// Whether `stop()` came, or a tool ran out of time, since the last `reset()`.
    package var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// Whether a tool ran past the time limit since the last `reset()`.
    package var timedOut: Bool {
        lock.lock()
        defer { lock.unlock() }
        return expired
    }

    /// Stops the running tool, and any tool started before the next `reset()`; returns whether
    /// a tool was running.
    @discardableResult
    package func stop() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        guard child > 0 else { return false }
        kill(child, SIGKILL)
        return true
    }

    /// Forgets an earlier `stop()`: the next input's tools run, each for at most `timeLimit`
    /// seconds of real time when given.
    package func reset(timeLimit: Int? = nil) {
        lock.lock()
        stopped = false
        expired = false
        limit = timeLimit.map(Double.init)
        lock.unlock()
    }

    /// Whether the running tool has a time limit (`ToolRun` then wakes to look at the clock).
    var hasTimeLimit: Bool {
        lock.lock()
        defer { lock.unlock() }
        return limit != nil
    }

    /// Stops the running tool when it has run past its time limit.
    func checkTime() {
        lock.lock()
        defer { lock.unlock() }
        guard let deadline, Date() >= deadline, !stopped else { return }
        expired = true
        stopped = true
        if child > 0 { kill(child, SIGKILL) }
    }

    /// `ToolRun` says a tool started (`pid`) or ended (0).
    func track(_ pid: pid_t) {
        lock.lock()
        child = pid
        deadline = pid > 0 ? limit.map { Date().addingTimeInterval($0) } : nil
        if pid > 0 && stopped { kill(pid, SIGKILL) }
        lock.unlock()
    }
}
