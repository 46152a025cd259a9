import Foundation

/// `:load FILE`: runs a Swift script's inputs as if typed. Only `.swift` files are run, so a
/// file that is not a script (a key, a password file) is never quoted line by line in errors.
enum LoadCommand: MetaCommand {
    static let name = "load"
    static let usage = ":load FILE.swift"
    static let summary = "run a script's inputs as if typed; stops at the first error"

    static func run(_ arguments: [String], in session: Session) -> SessionReply {
        guard arguments.count == 1 else { return usageError("give one file name") }
        let path = arguments[0]
        guard path.hasSuffix(".swift") else {
            return .failure("error: :load runs Swift scripts; \(path) does not end in .swift\n")
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return .failure("error: cannot read \(path)\n")
        }
        let outcome = ScriptRunner(session: session).run(text, file: path)
        return SessionReply(output: outcome.output, shouldQuit: outcome.quit, failed: !outcome.succeeded)
    }
}
