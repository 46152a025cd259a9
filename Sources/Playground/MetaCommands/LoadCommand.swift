import Foundation

/// `:load FILE`: runs a script's inputs as if typed.
enum LoadCommand: MetaCommand {
    static let name = "load"
    static let usage = ":load FILE"
    static let summary = "run a script's inputs as if typed; stops at the first error"

    static func run(_ arguments: [String], in session: Session) -> SessionReply {
        guard arguments.count == 1 else { return usageError("give one file name") }
        guard let text = try? String(contentsOfFile: arguments[0], encoding: .utf8) else {
            return SessionReply(output: "error: cannot read \(arguments[0])\n")
        }
        let outcome = ScriptRunner(session: session).run(text, file: arguments[0])
        return SessionReply(output: outcome.output)
    }
}
