/// `:screen`: draws the screen box again.
enum ScreenCommand: MetaCommand {
    static let name = "screen"
    static let usage = ":screen"
    static let summary = "draw what the app's screen shows"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.isEmpty else { return usageError(session.texts.takesNoArguments(":screen"), session.texts) }
        let box = session.screenText
        return SessionReply(output: box.isEmpty ? session.texts.nothingOnScreen + "\n" : box)
    }
}
