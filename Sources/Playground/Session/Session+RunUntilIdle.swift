/// The end of a program: after a file's last statement, the main queue and the virtual clock
/// run until nothing is scheduled, as an app's run loop would, or until a time limit.
extension Session {
    /// Moves the clock from one scheduled action to the next until none is left, or until
    /// `limit` milliseconds from now, saying so when work is still scheduled then (`limitHint`
    /// says how to change the limit). Stops at a handler's error.
    func runClockUntilIdle(limit: Int, limitHint: String = "--time sets the limit")
        -> (text: String, succeeded: Bool, errorLine: Int?)
    {
        let end = clock.clock + limit
        var output = ""
        while let due = clock.nextDueTime {
            if due > end {
                let last = advanceReporting(by: end - clock.clock)
                output += last.text
                if !last.succeeded { return (output, false, last.errorLine) }
                output += "stopped after \(PlaygroundClock.format(milliseconds: limit)) of virtual time "
                    + "with work still scheduled (\(limitHint))\n"
                return (output, true, nil)
            }
            let step = advanceReporting(by: max(0, due - clock.clock))
            output += step.text
            if !step.succeeded { return (output, false, step.errorLine) }
        }
        return (output, true, nil)
    }

    /// Runs a Swift file as a program: its statements (see `ScriptRunner`), then the clock
    /// until idle, unless the file ended at `:quit` or an error, or runs as typed (`:typed`).
    func runFile(_ text: String, file: String, timeLimit: Int, limitHint: String) -> ScriptOutcome {
        var outcome = ScriptRunner(session: self).run(text, file: file, mode: .file)
        guard outcome.succeeded, !outcome.quit, !outcome.endedTyped else { return outcome }
        let idle = runClockUntilIdle(limit: timeLimit, limitHint: limitHint)
        outcome.output += idle.text
        outcome.printed += idle.text
        if !idle.succeeded {
            // A handler failed after the last statement: name the line of its code.
            let line = idle.errorLine ?? 1
            if !file.isEmpty { outcome.output += "\(file):\(line): stopped at this error\n" }
            outcome.failedLine = line
        }
        return outcome
    }
}
