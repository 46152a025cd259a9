// MARK: - What dispatchMain() does on the clock

extension VirtualClock {
    /// What `dispatchMain()` does while this clock is installed, set by the runner that installed
    /// it: it answers the session as if the program's code had returned and serves the session
    /// from inside the call, which never returns. Nil: run the clock until nothing is scheduled,
    /// then end the process.
    nonisolated(unsafe) public static var dispatchMainHandler: (() -> Never)?
}
