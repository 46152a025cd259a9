import PlaygroundTime
import TestSupport
import Testing
import VirtualClock

@Suite("DispatchSource timers on the virtual clock")
struct DispatchSourceTests {
    @Test("a repeating timer ticks on its deadline's grid; suspended it holds a missed tick until resumed")
    func repeating() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.main)
                timer.setRegistrationHandler { log("registered") }
                timer.setEventHandler { log("tick \(Thread.isMainThread)") }
                timer.setCancelHandler { log("cancelled") }
                timer.schedule(deadline: .now() + 1, repeating: .milliseconds(500))
                clock.advance(to: 1_500_000_000)
                expectEqual(log.entries, [], "a timer starts suspended")
                timer.resume()
                clock.advance(to: 2_100_000_000)
                expectEqual(log.entries, ["registered@1500", "tick true@1500", "tick true@2000"])
                timer.suspend()
                clock.advance(to: 3_200_000_000)
                timer.resume()
                clock.advance(to: 3_600_000_000)
                timer.cancel()
                clock.advance(by: 10_000_000_000)
                expectEqual(
                    log.entries,
                    [
                        "registered@1500", "tick true@1500", "tick true@2000", "tick true@3200", "tick true@3500",
                        "cancelled@3600",
                    ])
                expectTrue(timer.isCancelled)
            }
        }
    }

    @Test("a one-shot timer on a global queue fires once, off the main queue")
    func oneShot() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
                timer.schedule(deadline: .now() + .milliseconds(250))
                timer.setEventHandler { log("fired \(Thread.isMainThread)") }
                timer.activate()
                clock.advance(by: 5_000_000_000)
                expectEqual(log.entries, ["fired false@250"])
            }
        }
    }
}
