/// `:typed`: in a script, the lines after it run as if typed at the prompt, each input followed
/// by a frame of the clock, instead of as a program. `:save` starts the scripts it writes with
/// it, so running a saved session prints what the session printed.
enum TypedCommand: MetaCommand {
    static let name = "typed"
    static let usage = ":typed"
    static let summary = "in a script: the rest runs as typed (a frame per input)"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(session.texts.takesNoArguments(":typed"), session.texts) }
        return SessionReply(output: session.texts.typedAtPrompt + "\n")
    }
}
