/// `:save FILE`: the inputs so far as a script `rxplay run` can run.
enum SaveCommand: MetaCommand {
    static let name = "save"
    static let usage = ":save FILE"
    static let summary = "write the inputs that ran without error as a runnable script"

    static func run(_ arguments: [String], in session: Session) -> SessionReply {
        guard arguments.count == 1 else { return usageError("give one file name") }
        let sources = session.inputs.filter(\.succeeded).map(\.source)
        let script = sources.joined(separator: "\n") + (sources.isEmpty ? "" : "\n")
        do {
            try AtomicFile.write(script, to: arguments[0])
            return SessionReply(output: "saved \(sources.count) input\(sources.count == 1 ? "" : "s") to \(arguments[0])\n")
        } catch {
            return SessionReply(output: "error: cannot write \(arguments[0]): \(error.localizedDescription)\n")
        }
    }
}
