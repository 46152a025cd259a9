import VirtualClock

// MARK: - Blocking on the clock

/// What blocking calls do on the clock: time passes, and the work that falls due meanwhile runs
/// (everything runs on the clock's one thread, so nothing else could end the wait).
enum Waiting {
    /// Moves the clock `nanoseconds` forward, running the work due meanwhile.
    static func pass(nanoseconds: Int64, on clock: VirtualClock) {
        clock.advance(to: Nanoseconds.add(clock.now, max(nanoseconds, 0)))
    }

    /// Runs the clock until `isDone()` holds or the clock reaches `deadline` (nil: no deadline).
    ///
    /// - Returns: whether `isDone()` holds; false when the deadline came first or, without a
    ///   deadline, when nothing left on the clock could make it hold.
    static func wait(on clock: VirtualClock, deadline: Int64?, until isDone: () -> Bool) -> Bool {
        while !isDone() {
            if let next = clock.nextDue, deadline.map({ next <= $0 }) ?? true {
                clock.advance(to: next)
                continue
            }
            if let deadline { clock.advance(to: deadline) }
            return isDone()
        }
        return true
    }

    /// Runs the clock until `isDone()` holds; stops the program when nothing left on the clock
    /// can make it hold, where a device would hang for good.
    static func waitForever(on clock: VirtualClock, for what: String, until isDone: () -> Bool) {
        if !wait(on: clock, deadline: nil, until: isDone) {
            fatalError("\(what) waits forever: nothing left to run can end the wait (a deadlock)")
        }
    }
}
