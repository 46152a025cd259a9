/// `:type FIELD TEXT`: types into a text field of the screen, as the keyboard does.
enum TypeCommand: MetaCommand {
    static let name = "type"
    static let usage = ":type FIELD TEXT   (the field's outlet name or placeholder, one word)"
    static let summary = "type TEXT into a text field of the app's screen"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count >= 2 else { return usageError(session.texts.nameFieldThenText, session.texts) }
        let text = arguments.dropFirst().joined(separator: " ")
        return SessionReply(
            session.act(.type(field: arguments[0], text: text), line: ":type \(arguments[0]) \(text)"))
    }
}
