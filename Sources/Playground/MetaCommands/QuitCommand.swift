/// `:quit`: leave the REPL.
enum QuitCommand: MetaCommand {
    static let name = "quit"
    static let usage = ":quit"
    static let summary = "leave (Ctrl-D on an empty line does the same)"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        SessionReply(shouldQuit: true)
    }
}
