// MARK: - Which queue the running work stands for

// On the clock, every queue's work runs on one thread, the one that advances the clock. What
// the main queue means to code (MainScheduler running at once, `Thread.isMainThread`, the
// deadlock of `DispatchQueue.main.sync`) then follows this flag instead of the real thread: the
// engine's schedulers and PlaygroundTime's queues set it around the work they run.

extension VirtualClock {
    nonisolated(unsafe) private static var runsMainQueueWork = true

    /// Whether the code running now stands for the main queue: top-level code and main-queue
    /// work do, work of any other queue does not. Meaningful while a clock is installed.
    public static var isOnMainQueue: Bool { runsMainQueueWork }

    /// Runs `body` as work of the main queue (`onMainQueue`) or of another queue, then restores
    /// what ran before.
    ///
    /// - Parameters:
    ///   - onMainQueue: whether `body` stands for main-queue work.
    ///   - body: the work.
    /// - Returns: what `body` returns.
    public static func run<Result>(onMainQueue: Bool, _ body: () throws -> Result) rethrows -> Result {
        let previous = runsMainQueueWork
        runsMainQueueWork = onMainQueue
        defer { runsMainQueueWork = previous }
        return try body()
    }
}
