import Foundation
import TestSupport
import Testing

/// The measure the bounds on rxplay's own work use: processor time counts the work, not the
/// machine's other load; the wall still catches waiting.
@Suite("Work time")
struct WorkTimeTests {
    @Test("busy work counts as processor time; a wait counts on the wall only")
    func busyAndWaiting() {
        let (sum, busy) = WorkTime.of { () -> Int in
            var sum = 0
            let end = Date().addingTimeInterval(0.3)
            while Date() < end { sum &+= 1 }
            return sum
        }
        expectTrue(sum > 0)
        expectTrue(busy.processor > 0.15, "\(busy)")
        expectTrue(!busy.within(0.1), "\(busy)")
        expectTrue(busy.within(5), "\(busy)")

        let (_, waiting) = WorkTime.of { Thread.sleep(forTimeInterval: 0.3) }
        expectTrue(waiting.processor < 0.1, "\(waiting)")
        expectTrue(waiting.wall >= 0.3, "\(waiting)")
        // Waiting longer than the wall's share of the bound fails.
        expectTrue(!waiting.within(0.3 / WorkTime.wallStretch), "\(waiting)")
    }
}
