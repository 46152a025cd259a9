import Foundation
@testable import LineEditing
import TestSupport
import Testing

/// Ctrl-C while an input runs: the interrupt is repeated until it ends something (a press may
/// come before the input's work begins), then not, so what the session does after the stopped
/// work (the screen's state, a fresh runner) is not stopped too; another press starts it again.
/// Nested in `KeyReadingTests`, whose serialization it shares: the presses are process-wide.
extension KeyReadingTests {
    @Suite("the interrupt watcher")
    struct InterruptWatcherTests {
        /// Counts the calls; ends something from the `endsFrom`th call on (nil: never).
        final class Target: @unchecked Sendable {
            private let lock = NSLock()
            private var calls = 0
            let endsFrom: Int?
            init(endsFrom: Int?) { self.endsFrom = endsFrom }
            var count: Int { lock.withLock { calls } }
            func interrupt() -> Bool {
                lock.withLock {
                    calls += 1
                    return endsFrom.map { calls >= $0 } ?? false
                }
            }
        }

        /// Waits (at most 10 s) until `condition` holds.
        static func waitUntil(_ condition: () -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if condition() { return true }
                usleep(5_000)
            }
            return condition()
        }

        @Test("one press: repeated while nothing is ended, not after the call that ended something")
        func stopsRepeatingOnceEnded() {
            let target = Target(endsFrom: 3)
            InterruptWatcher.whileRunning(interrupt: { target.interrupt() }) {
                InterruptSignal.count()
                expectTrue(Self.waitUntil { target.count >= 3 }, "repeated: \(target.count)")
                // Ten ticks' time: none comes after the one that ended something.
                usleep(200_000)
            }
            expectEqual(target.count, 3)
        }

        @Test("a press that ends nothing is repeated until the input returns; none after it")
        func repeatsUntilReturn() {
            let target = Target(endsFrom: nil)
            InterruptWatcher.whileRunning(interrupt: { target.interrupt() }) {
                InterruptSignal.count()
                expectTrue(Self.waitUntil { target.count >= 5 }, "repeated: \(target.count)")
            }
            let atReturn = target.count
            usleep(100_000)
            expectEqual(target.count, atReturn)
            expectTrue(!InterruptSignal.isPending)
        }

        @Test("a second press during the same input interrupts again")
        func secondPress() {
            let target = Target(endsFrom: 1)
            InterruptWatcher.whileRunning(interrupt: { target.interrupt() }) {
                InterruptSignal.count()
                expectTrue(Self.waitUntil { target.count == 1 })
                usleep(100_000)
                expectEqual(target.count, 1)
                InterruptSignal.count()
                expectTrue(Self.waitUntil { target.count == 2 }, "calls: \(target.count)")
            }
        }

        @Test("no press, no call")
        func noPress() {
            let target = Target(endsFrom: 1)
            InterruptWatcher.whileRunning(interrupt: { target.interrupt() }) { usleep(100_000) }
            expectEqual(target.count, 0)
        }
    }
}
