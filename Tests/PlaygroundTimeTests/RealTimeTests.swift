import Glibc
import PlaygroundTime
import TestSupport
import Testing
import VirtualClock

@Suite("real time with and without a clock")
struct RealTimeTests {
    @Test("with a clock installed nothing runs on real time: work waits for the clock to advance")
    func nothingRunsOnRealTime() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                DispatchQueue.main.async { log("async") }
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { log("after") }
                let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in log("tick") }
                Glibc.usleep(200_000)
                expectEqual(log.entries, [])
                expectEqual(clock.now, 0)
                clock.advance(by: 10_000_000)
                expectEqual(log.entries, ["async@0", "after@10", "tick@10"])
                timer.invalidate()
            }
        }
    }

    @Test("without a clock the queues, times and waits are Dispatch's and Foundation's")
    func withoutClock() {
        expectTrue(VirtualClock.installed == nil)
        let start = DispatchTime.now()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { done.signal() }
        expectEqual(done.wait(timeout: .now() + 10), .success)
        expectTrue(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds >= 15_000_000)
        let result = DispatchQueue(label: "real").sync { 42 }
        expectEqual(result, 42)
        expectTrue(abs(Date().timeIntervalSince1970 - Double(time(nil))) < 5)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {}
        expectEqual(group.wait(timeout: .now() + 10), .success)
    }
}
