import PlaygroundTime
import TestSupport
import Testing
import VirtualClock

@Suite("Timer on the virtual clock")
struct TimerTests {
    @Test("a repeating timer fires every interval, on the main thread, until invalidated")
    func repeats() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                    log("tick \(Thread.isMainThread)")
                }
                clock.advance(to: 1_600_000_000)
                expectEqual(log.entries, ["tick true@500", "tick true@1000", "tick true@1500"])
                timer.invalidate()
                expectTrue(!timer.isValid)
                clock.advance(by: 10_000_000_000)
                expectEqual(log.entries.count, 3)
                expectEqual(clock.nextDue, nil)
            }
        }
    }

    // Measured with Foundation on Linux: a repeating timer made inside another's block fires
    // after it whenever both are due at the same instant (a timer's ticks keep the grid of its
    // start; the newer one started later in real time).
    @Test("of two repeating timers due at the same instant the older fires first")
    func olderTimerFirst() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let older = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                    log("A")
                    guard log.entries.count == 2 else { return }
                    _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in log("B") }
                }
                clock.advance(to: 2_000_000_000)
                expectEqual(log.entries, ["A@500", "A@1000", "A@1500", "B@1500", "A@2000", "B@2000"])
                older.invalidate()
            }
        }
    }

    @Test("a one-shot timer fires once and is then invalid; fire() runs it early")
    func oneShot() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in log("fired") }
                expectTrue(timer.isValid)
                clock.advance(by: 5_000_000_000)
                expectEqual(log.entries, ["fired@1000"])
                expectTrue(!timer.isValid)
                let early = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in log("early") }
                early.fire()
                clock.advance(by: 5_000_000_000)
                expectEqual(log.entries, ["fired@1000", "early@5000"])
            }
        }
    }

    @Test("a repeating timer whose block sleeps past ticks fires once late, then keeps its schedule")
    func fallsBehind() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    log("tick")
                    if log.entries.count == 1 { Thread.sleep(forTimeInterval: 2.5) }
                }
                clock.advance(to: 5_500_000_000)
                timer.invalidate()
                expectEqual(log.entries, ["tick@1000", "tick@3500", "tick@4000", "tick@5000"])
            }
        }
    }
}
