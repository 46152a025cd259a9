import PlaygroundTime
import VirtualClock

/// When UIKit's deferred work runs: the end of a transition, an animation's completion, a
/// table's layout after `reloadData()`.
///
/// In the playground the virtual clock is installed and the work runs when the clock reaches it
/// (the next turn, or after an animation's duration), in the order it was scheduled. Without a
/// clock (a test, a program outside the playground) it runs at once, so the order of calls stays
/// UIKit's and nothing waits on a run loop that is not turning.
package enum MainTurn {
    /// Runs `work` at the next turn of the main run loop.
    package static func next(_ work: @escaping () -> Void) {
        after(seconds: 0, work)
    }

    /// Runs `work` once `seconds` of virtual time have passed.
    package static func after(seconds: TimeInterval, _ work: @escaping () -> Void) {
        guard let clock = VirtualClock.installed else {
            work()
            return
        }
        clock.schedule(after: Int64((max(seconds, 0) * 1e9).rounded()), work)
    }

    /// The date now: the virtual clock's in the playground, the system's otherwise.
    package static var now: Date { VirtualClock.installed?.date ?? Date() }

    /// Whether deferred work waits for a clock (false: it runs at once).
    package static var isDeferred: Bool { VirtualClock.installed != nil }
}
