/// The end of a program: after a file's last statement, the main queue and the virtual clock
/// run until nothing is scheduled, as an app's run loop would, or until a time limit.
extension Session {
    /// Moves the clock from one scheduled action to the next until none is left, or until
    /// `limit` milliseconds from now, saying so when work is still scheduled then (`limitHint`
    /// says how to change the limit). Stops at a handler's error.
    func runClockUntilIdle(limit: Int, limitHint: String = "--time sets the limit") -> InputOutcome {
        let end = clock.clock + limit
        var output = ""
        while let due = clock.nextDueTime {
            if due > end {
                let last = advanceReporting(by: end - clock.clock)
                output += last.text
                if !last.succeeded { return InputOutcome(text: output, succeeded: false, errorLine: last.errorLine) }
                output += "stopped after \(PlaygroundClock.format(milliseconds: limit)) of virtual time "
                    + "with work still scheduled (\(limitHint))\n"
                return InputOutcome(text: output)
            }
            let step = advanceReporting(by: max(0, due - clock.clock))
            output += step.text
            if !step.succeeded { return InputOutcome(text: output, succeeded: false, errorLine: step.errorLine) }
        }
        return InputOutcome(text: output)
    }
}
