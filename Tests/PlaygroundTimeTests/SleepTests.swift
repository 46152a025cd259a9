import PlaygroundTime
import TestSupport
import Testing
import VirtualClock

@Suite("sleeps on the virtual clock")
struct SleepTests {
    @Test("Thread.sleep(forTimeInterval: 2) moves the clock two seconds, running the work due meanwhile")
    func threadSleep() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log("due at 1 s") }
                DispatchQueue.global().asyncAfter(deadline: .now() + 2) { log("due at 2 s") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) { log("due at 3 s") }
                log("before")
                Thread.sleep(forTimeInterval: 2)
                log("after")
                expectEqual(log.entries, ["before@0", "due at 1 s@1000", "due at 2 s@2000", "after@2000"])
                expectEqual(clock.now, 2_000_000_000)
            }
        }
    }

    @Test("sleep, usleep, Thread.sleep(until:) and RunLoop.run(until:) move the clock")
    func otherSleeps() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                sleep(1)
                expectEqual(clock.now, 1_000_000_000)
                usleep(250_000)
                expectEqual(clock.now, 1_250_000_000)
                Thread.sleep(until: Date().addingTimeInterval(0.75))
                expectEqual(clock.now, 2_000_000_000)
                RunLoop.current.run(until: Date(timeIntervalSinceNow: 1))
                expectEqual(clock.now, 3_000_000_000)
                Thread.sleep(forTimeInterval: -5)
                expectEqual(clock.now, 3_000_000_000)
            }
        }
    }

    @Test("a sleep inside work the clock runs moves the clock on; work due meanwhile runs inside it")
    func nestedSleep() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    log("sleeping")
                    Thread.sleep(forTimeInterval: 2)
                    log("woke")
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log("due at 2 s") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 4) { log("due at 4 s") }
                clock.advance(to: 3_500_000_000)
                expectEqual(log.entries, ["sleeping@1000", "due at 2 s@2000", "woke@3000"])
                expectEqual(clock.now, 3_500_000_000)
            }
        }
    }

    @Test("the date and dispatch times are virtual: they start at startDate and move with the clock")
    func dates() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                expectEqual(Date(), VirtualClock.startDate)
                expectEqual(DispatchTime.now().uptimeNanoseconds, 0)
                Thread.sleep(forTimeInterval: 1.5)
                expectEqual(Date.now, VirtualClock.startDate.addingTimeInterval(1.5))
                expectEqual(Date(timeIntervalSinceNow: 2), VirtualClock.startDate.addingTimeInterval(3.5))
                expectEqual(VirtualClock.startDate.timeIntervalSinceNow, -1.5)
                expectEqual(DispatchTime.now().uptimeNanoseconds, 1_500_000_000)
                expectEqual((DispatchTime.now() + .milliseconds(500)).uptimeNanoseconds, 2_000_000_000)
                expectEqual(DispatchTime.now().distance(to: .now() + 1), .nanoseconds(1_000_000_000))
                expectTrue(DispatchWallTime.now() < .now() + 0.001)
            }
        }
    }
}
