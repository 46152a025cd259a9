import PlaygroundTime
import TestSupport
import Testing
import VirtualClock

@Suite("dispatchMain() on the virtual clock")
struct DispatchMainTests {
    @Test("with no runner, dispatchMain() runs the clock until nothing is scheduled, then ends the process")
    func runsUntilIdle() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            withInstalledClock { clock in
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    print("main at \(clock.now / 1_000_000)")
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("then at \(clock.now / 1_000_000)") }
                }
                dispatchMain()
            }
        }
        expectEqual(
            result.map { String(decoding: $0.standardOutputContent, as: UTF8.self) }, "main at 2000\nthen at 3000\n")
    }
}
