/// `:save FILE`: the inputs so far as a script `:load` can run, after a `:typed` line
/// (so it runs as typed, a frame per input, and prints what the session printed), through the
/// session's `FileWriter`: a new file, or one this session wrote and nobody changed since; any
/// other existing file needs `:save! FILE`. Symbolic links, devices, folders and read-only
/// files are never replaced.
enum SaveCommand: MetaCommand {
    static let name = "save"
    static let usage = ":save FILE"
    static let summary = "write the inputs that ran without error as a runnable script"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError(session.texts.giveOneFileName, session.texts) }
        return save(to: arguments[0], in: session, replacing: false)
    }

    static func fileAccess(_ arguments: [String]) -> FileAccess? { .writesFile }

    /// Writes the script to `path`; `replacing` allows replacing a file the session did not write.
    static func save(to path: String, in session: SessionHost, replacing: Bool) -> SessionReply {
        let sources = session.inputs.filter(\.succeeded).map(\.source)
        // A session is inputs typed one after the other, a frame apart: `:typed` runs it so.
        let script = ([":typed"] + sources).joined(separator: "\n") + "\n"
        switch session.fileWriter.write(script, to: path, replacing: replacing) {
        case .success:
            return SessionReply(output: session.texts.saved(sources.count, to: path) + "\n")
        case .failure(let refusal):
            return .failure(refusal.message(path: path, replacingForm: ":save! \(path)", texts: session.texts))
        }
    }
}

/// `:save! FILE`: `:save`, replacing a file the session did not write.
enum ForceSaveCommand: MetaCommand {
    static let name = "save!"
    static let usage = ":save! FILE"
    static let summary = "the same, also replacing a file this session did not write"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError(session.texts.giveOneFileName, session.texts) }
        return SaveCommand.save(to: arguments[0], in: session, replacing: true)
    }

    static func fileAccess(_ arguments: [String]) -> FileAccess? { .writesFile }
}
