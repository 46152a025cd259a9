/// `:select N`: selects row or item N of the screen's table or collection view.
enum SelectCommand: MetaCommand {
    static let name = "select"
    static let usage = ":select N   (the row or item's number, from 1, as the screen box shows them)"
    static let summary = "select row or item N of the app's table or collection view"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError(session.texts.giveOneRow, session.texts) }
        guard let number = Int(arguments[0]), number >= 1 else {
            return usageError(session.texts.notARow(arguments[0]), session.texts)
        }
        return SessionReply(session.act(.select(number), line: ":select \(number)"))
    }
}
