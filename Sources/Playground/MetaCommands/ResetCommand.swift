/// `:reset`: forget everything and start at time 0.
enum ResetCommand: MetaCommand {
    static let name = "reset"
    static let usage = ":reset"
    static let summary = "forget all variables and the timeline; time starts at 0"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(session.texts.takesNoArguments(":reset"), session.texts) }
        session.reset()
        return SessionReply(output: session.texts.sessionReset + "\n")
    }
}
