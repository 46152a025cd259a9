import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Lets another thread stop the tool a compile is running (Ctrl-C while the compiler works):
/// the tool in progress is killed, and one that starts after `stop()` is killed at once, until
/// `reset()` begins the next input.
package final class ToolStopper: @unchecked Sendable {
    private let lock = NSLock()
    private var child: pid_t = 0
    private var stopped = false

    package init() {}

    /// Whether `stop()` came since the last `reset()`.
    package var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    /// Stops the running tool, and any tool started before the next `reset()`.
    package func stop() {
        lock.lock()
        stopped = true
        if child > 0 { kill(child, SIGKILL) }
        lock.unlock()
    }

    /// Forgets an earlier `stop()`: the next input's tools run.
    package func reset() {
        lock.lock()
        stopped = false
        lock.unlock()
    }

    /// `ToolRun` says a tool started (`pid`) or ended (0).
    func track(_ pid: pid_t) {
        lock.lock()
        child = pid
        if pid > 0 && stopped { kill(pid, SIGKILL) }
        lock.unlock()
    }
}
