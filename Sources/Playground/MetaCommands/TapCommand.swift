import RunnerProtocol

/// `:tap NAME`: taps a button or bar button item of the screen, as the user does.
enum TapCommand: MetaCommand {
    static let name = "tap"
    static let usage = ":tap NAME   (a title such as Save, a system item such as +, or an outlet's name)"
    static let summary = "tap a button or bar button item of the app's screen"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard !arguments.isEmpty else { return usageError(session.texts.nameTheButton, session.texts) }
        let name = arguments.joined(separator: " ")
        return SessionReply(session.act(.tap(name), line: ":tap \(name)"))
    }
}

extension SessionReply {
    /// The reply to a user's action: what it printed, then the screen.
    init(_ outcome: InputOutcome) {
        self.init(output: outcome.text, failed: !outcome.succeeded)
    }
}
