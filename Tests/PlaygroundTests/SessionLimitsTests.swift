@testable import Playground
import TestSupport
import Testing

/// The runner's limits: a quarter of the machine's memory within 1–8 GiB, ten minutes of
/// processor time, and the environment may only lower them.
@Suite("what a session's runner may use")
struct SessionLimitsTests {
    static let gibibyte: UInt64 = 1 << 30

    @Test("memory: a quarter of the machine, at least 1 GiB, at most 8 GiB")
    func memory() {
        expectEqual(SessionLimits(environment: [:], physicalMemory: 16 * Self.gibibyte).memoryMegabytes, 4_096)
        expectEqual(SessionLimits(environment: [:], physicalMemory: 2 * Self.gibibyte).memoryMegabytes, 1_024)
        expectEqual(SessionLimits(environment: [:], physicalMemory: 256 * Self.gibibyte).memoryMegabytes, 8_192)
        expectEqual(SessionLimits(environment: [:], physicalMemory: UInt64.max).memoryMegabytes, 8_192)
    }

    @Test("processor time: ten minutes")
    func processor() {
        expectEqual(SessionLimits(environment: [:], physicalMemory: Self.gibibyte).processorSeconds, 600)
    }

    @Test("the environment lowers the limits, never raises them, and is ignored when not a positive number")
    func environment() {
        let lowered = SessionLimits(
            environment: ["RXPLAY_MEMORY_LIMIT_MB": "1500", "RXPLAY_CPU_LIMIT_S": "2"],
            physicalMemory: 16 * Self.gibibyte)
        expectEqual(lowered, SessionLimits(memoryMegabytes: 1_500, processorSeconds: 2))
        let raised = SessionLimits(
            environment: ["RXPLAY_MEMORY_LIMIT_MB": "100000", "RXPLAY_CPU_LIMIT_S": "100000"],
            physicalMemory: 16 * Self.gibibyte)
        expectEqual(raised, SessionLimits(memoryMegabytes: 4_096, processorSeconds: 600))
        for bad in ["0", "-5", "lots", "", "99999999999999999999999"] {
            let ignored = SessionLimits(
                environment: ["RXPLAY_MEMORY_LIMIT_MB": bad, "RXPLAY_CPU_LIMIT_S": bad],
                physicalMemory: 16 * Self.gibibyte)
            expectEqual(ignored, SessionLimits(memoryMegabytes: 4_096, processorSeconds: 600), "\(bad)")
        }
    }
}
