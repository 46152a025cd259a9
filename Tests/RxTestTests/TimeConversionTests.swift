import Foundation
import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("Test scheduler time conversion")
struct TimeConversionTests {
    @Test(
        "seconds become ticks as RxTest rounds: half a tick up, then toward zero",
        arguments: [
            (1.4, 1), (1.5, 2), (2.5, 3), (0.0, 0), (-0.4, 0), (-0.5, 0), (-1.0, 0), (-1.6, -1), (-2.0, -1),
            (-2.6, -2),
        ])
    func intervals(seconds: Double, ticks: Int) {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 1)
        expectEqual(converter.convertToVirtualTimeInterval(seconds), ticks)
        expectEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: seconds)), ticks)
    }

    @Test("ticks at a resolution of a millisecond")
    func milliseconds() {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.001)
        expectEqual(converter.convertToVirtualTimeInterval(0.25), 250)
        expectEqual(converter.convertToVirtualTimeInterval(-0.001), 0)
        expectEqual(converter.convertFromVirtualTimeInterval(250), 0.25)
        expectEqual(converter.convertFromVirtualTime(-3), Date(timeIntervalSince1970: -0.003))
    }

    @Test("work scheduled from a negative clock is timed with RxTest's rounding")
    func negativeClock() {
        let scheduler = TestScheduler(initialClock: -10, simulateProcessingDelay: false)
        var ranAt: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(600)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        // -10 s + 0.6 s is -9.4 s; half a tick up is -8.9, toward zero -8 (rounding would say -9).
        expectEqual(ranAt, [-8])
    }
}
