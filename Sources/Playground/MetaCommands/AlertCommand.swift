/// `:alert TITLE`: taps a button of the alert on screen.
enum AlertCommand: MetaCommand {
    static let name = "alert"
    static let usage = ":alert TITLE   (the title of one of the alert's buttons)"
    static let summary = "tap the alert's button TITLE"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard !arguments.isEmpty else { return usageError(session.texts.nameTheAlertButton, session.texts) }
        let title = arguments.joined(separator: " ")
        return SessionReply(session.act(.alert(title), line: ":alert \(title)"))
    }
}
