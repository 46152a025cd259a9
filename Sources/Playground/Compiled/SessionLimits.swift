/// What the runner process of a session may use, so no input can take the machine: its address
/// space (a runaway allocation ends the runner, never wakes the kernel's OOM killer) and its
/// processor time (a loop or thread that outlives its input ends there too).
///
/// `RXPLAY_MEMORY_LIMIT_MB` and `RXPLAY_CPU_LIMIT_S` in rxplay's own environment lower them;
/// they never raise them.
struct SessionLimits: Equatable {
    /// The runner's address space, in MiB.
    var memoryMegabytes: Int
    /// The runner's processor time, in seconds, over its whole life (it starts afresh when the
    /// runner is started again after a trap).
    var processorSeconds: Int

    /// The processor time a runner may use by default: ten minutes, hundreds of times what a
    /// lesson or a long session of typed inputs uses.
    static let defaultProcessorSeconds = 600

    init(memoryMegabytes: Int, processorSeconds: Int) {
        self.memoryMegabytes = memoryMegabytes
        self.processorSeconds = processorSeconds
    }

    init(environment: [String: String], physicalMemory: UInt64) {
        // A quarter of the machine's memory, at most 8 GiB and at least 1 GiB.
        let physical = Int(min(physicalMemory / 1_048_576, UInt64(Int.max)))
        memoryMegabytes = max(1_024, min(8_192, physical / 4))
        processorSeconds = Self.defaultProcessorSeconds
        if let asked = Self.positive(environment["RXPLAY_MEMORY_LIMIT_MB"]) {
            memoryMegabytes = min(memoryMegabytes, asked)
        }
        if let asked = Self.positive(environment["RXPLAY_CPU_LIMIT_S"]) {
            processorSeconds = min(processorSeconds, asked)
        }
    }

    private static func positive(_ text: String?) -> Int? {
        guard let text, let value = Int(text), value > 0 else { return nil }
        return value
    }
}
