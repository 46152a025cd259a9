import Foundation
import TestSupport
import Testing

/// The measure the bounds on rxplay's own work use: processor time counts the work, not the
/// machine's other load; the wall still catches waiting.
@Suite("Work time")
struct WorkTimeTests {
    @Test("busy work counts as processor time; a wait counts on the wall only")
    func busyAndWaiting() {
        // Work until the thread has spent 0.2 s of processor time, however long the wall takes.
        let (sum, busy) = WorkTime.of { () -> Int in
            let start = Self.threadProcessorSeconds()
            var sum = 0
            while Self.threadProcessorSeconds() - start < 0.2 {
                for step in 0..<10_000 { sum &+= step }
            }
            return sum
        }
        expectTrue(sum != 0)
        expectTrue(busy.processor >= 0.19, "\(busy)")
        expectTrue(busy.wall >= busy.processor - 0.01, "\(busy)")
        expectTrue(!busy.within(0.1), "\(busy)")
        expectTrue(busy.within(5), "\(busy)")

        let (_, waiting) = WorkTime.of { Thread.sleep(forTimeInterval: 0.3) }
        expectTrue(waiting.processor < 0.1, "\(waiting)")
        expectTrue(waiting.wall >= 0.3, "\(waiting)")
        // Waiting longer than the wall's share of the bound fails.
        expectTrue(!waiting.within(0.3 / WorkTime.wallStretch), "\(waiting)")
    }

    /// The calling thread's processor time so far.
    static func threadProcessorSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
