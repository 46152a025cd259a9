/// `:screen`: draws the screen box again.
enum ScreenCommand: MetaCommand {
    static let name = "screen"
    static let usage = ":screen"
    static let summary = "draw what the app's screen shows"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.isEmpty else { return usageError(":screen takes no arguments") }
        let box = session.screenText
        return SessionReply(output: box.isEmpty ? "(nothing is on screen)\n" : box)
    }
}
