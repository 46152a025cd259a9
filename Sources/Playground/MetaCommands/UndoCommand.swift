/// `:undo`: drop the last input by replaying the ones before it. In a lesson, the lesson stays
/// open at the same step (its steps are inputs too, so they are replayed with the rest).
enum UndoCommand: MetaCommand {
    static let name = "undo"
    static let usage = ":undo"
    static let summary = "drop the last input (the others are replayed quietly)"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(session.texts.takesNoArguments(":undo"), session.texts) }
        guard let last = session.inputs.last else { return SessionReply(output: session.texts.nothingToUndo + "\n") }
        session.dropLastInput()
        let firstLine = last.source.split(separator: "\n").first.map(String.init) ?? ""
        return SessionReply(output: session.texts.undid(firstLine + (last.source.contains("\n") ? " …" : "")) + "\n")
    }
}
