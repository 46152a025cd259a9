/// `:reset`: forget everything and start at time 0.
enum ResetCommand: MetaCommand {
    static let name = "reset"
    static let usage = ":reset"
    static let summary = "forget all variables and the timeline; time starts at 0"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(":reset takes no arguments") }
        session.reset()
        return SessionReply(output: "session reset: no variables, time 0\n")
    }
}
