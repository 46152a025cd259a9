import PlaygroundTime
import VirtualClock

// Every test that installs a clock runs in a process of its own (an exit test): the installed
// clock is one for the whole process, and the suites of other targets run real-time schedulers
// in parallel, which a clock installed here would capture. Inside that process the test installs
// a fresh clock and uninstalls it at the end.

/// Runs `body` with a fresh clock installed, then uninstalls it.
func withInstalledClock(_ body: (VirtualClock) -> Void) {
    let clock = VirtualClock()
    VirtualClock.installed = clock
    defer { VirtualClock.installed = nil }
    body(clock)
}

/// What happened when: each entry is a label and the virtual milliseconds it happened at
/// (`"tick@500"`).
final class TimeLog: @unchecked Sendable {
    /// The entries, in the order they happened.
    private(set) var entries: [String] = []

    /// Records `label` at the installed clock's time.
    func callAsFunction(_ label: String) {
        let milliseconds = (VirtualClock.installed?.now ?? -1_000_000) / 1_000_000
        entries.append("\(label)@\(milliseconds)")
    }
}
