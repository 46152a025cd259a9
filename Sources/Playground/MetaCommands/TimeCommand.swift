/// `:time`: the virtual clock.
enum TimeCommand: MetaCommand {
    static let name = "time"
    static let usage = ":time"
    static let summary = "the virtual time (each input moves it one frame)"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(session.texts.takesNoArguments(":time"), session.texts) }
        return SessionReply(output: session.texts.timeIs(session.timeDescription, frameLength: session.frameLength) + "\n")
    }
}
