import Foundation

/// Ctrl-C as the console's own work sees it (a project's walk, which runs no tool the session
/// could stop): `raise()` from any thread, the work asks `isRaised` as it goes, and `reset()`
/// starts the next piece of work.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    /// Whether Ctrl-C came since the last `reset()`.
    var isRaised: Bool { lock.withLock { raised } }

    /// Ctrl-C came.
    func raise() { lock.withLock { raised = true } }

    /// Forgets an earlier Ctrl-C.
    func reset() { lock.withLock { raised = false } }
}
