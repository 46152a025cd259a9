/// `:back`: goes back, as the navigation bar's back button does.
enum BackCommand: MetaCommand {
    static let name = "back"
    static let usage = ":back"
    static let summary = "go back to the screen before, as the navigation bar's back button"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.isEmpty else { return usageError(session.texts.takesNoArguments(":back"), session.texts) }
        return SessionReply(session.act(.back, line: ":back"))
    }
}
