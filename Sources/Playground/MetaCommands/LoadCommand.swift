import Foundation

/// `:load FILE`: runs a Swift file as a program runs it (declarations visible throughout, no
/// clock move between statements, then the clock until idle, up to a minute). Only `.swift` files are run, so a
/// file that is not a script (a key, a password file) is never quoted line by line in errors.
enum LoadCommand: MetaCommand {
    static let name = "load"
    static let usage = ":load FILE.swift"
    static let summary = "run a Swift file as a program; stops at the first error"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError(session.texts.giveOneFileName, session.texts) }
        let path = arguments[0]
        guard path.hasSuffix(".swift") else {
            return .failure("error: \(session.texts.loadRunsSwiftOnly(path))\n")
        }
        if let refusal = session.openFiles.refusal(opening: path, command: ":load", texts: session.texts) { return .failure(refusal) }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return .failure("error: \(session.texts.cannotRead(path))\n")
        }
        let outcome = session.runFile(text, file: path, timeLimit: 60_000, limitHint: session.texts.waitMovesFurther)
        return SessionReply(output: outcome.output, shouldQuit: outcome.quit, failed: !outcome.succeeded)
    }

    static func fileAccess(_ arguments: [String]) -> FileAccess? { .readsFile }
}
