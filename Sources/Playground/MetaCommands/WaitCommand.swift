/// `:wait DURATION`: moves virtual time forward and runs what falls due.
enum WaitCommand: MetaCommand {
    static let name = "wait"
    static let usage = ":wait DURATION   (500ms, 2s, 1.5s)"
    static let summary = "move virtual time on, running the timers that fall due"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError(session.texts.giveOneDuration, session.texts) }
        guard let milliseconds = parseDuration(arguments[0]) else {
            return usageError(session.texts.notADuration(arguments[0]), session.texts)
        }
        guard milliseconds <= longest else {
            return usageError(session.texts.clockMovesAtMost(minutes: longest / 60_000), session.texts)
        }
        let moved = session.moveClock(by: milliseconds)
        // Kept as an input, so that `:undo` replays it and `:save` writes it.
        session.recordTimeMove(":wait \(arguments[0])")
        return SessionReply(output: moved.text + session.texts.timeIs(session.timeDescription) + "\n", failed: !moved.succeeded)
    }

    /// The longest move, in milliseconds (an hour): a timer ticking every frame runs 36,000 times.
    static let longest = 3_600_000

    /// `500ms`, `2s`, `1.5s`, `1m` in milliseconds.
    static func parseDuration(_ text: String) -> Int? {
        let units: [(String, Double)] = [("ms", 1), ("s", 1_000), ("m", 60_000)]
        for (unit, scale) in units where text.hasSuffix(unit) {
            guard let number = Double(text.dropLast(unit.count)), number >= 0, number.isFinite else { return nil }
            let value = (number * scale).rounded()
            return value <= Double(Int32.max) ? Int(value) : nil
        }
        return nil
    }
}
