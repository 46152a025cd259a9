/// `:save FILE`: the inputs so far as a script `:load` can run, after a `:typed` line
/// (so it runs as typed, a frame per input, and prints what the session printed). It writes a new file, or
/// replaces one this session wrote; any other existing file needs `:save! FILE`. Symbolic
/// links, devices, folders and read-only files are never replaced.
enum SaveCommand: MetaCommand {
    static let name = "save"
    static let usage = ":save FILE"
    static let summary = "write the inputs that ran without error as a runnable script"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError("give one file name") }
        return save(to: arguments[0], in: session, replacing: false)
    }

    /// Writes the script to `path`; `replacing` allows replacing a file the session did not write.
    static func save(to path: String, in session: SessionHost, replacing: Bool) -> SessionReply {
        let sources = session.inputs.filter(\.succeeded).map(\.source)
        // A session is inputs typed one after the other, a frame apart: `:typed` runs it so.
        let script = ([":typed"] + sources).joined(separator: "\n") + "\n"
        do {
            if !replacing, let existing = try AtomicFile.existing(at: path), !session.writtenFiles.contains(existing) {
                return .failure("error: \(path) exists and this session did not write it; :save! \(path) replaces it\n")
            }
            session.writtenFiles.insert(try AtomicFile.write(script, to: path))
            return SessionReply(output: "saved \(sources.count) input\(sources.count == 1 ? "" : "s") to \(path)\n")
        } catch {
            return .failure("error: cannot write \(path): \(error.localizedDescription)\n")
        }
    }
}

/// `:save! FILE`: `:save`, replacing a file the session did not write.
enum ForceSaveCommand: MetaCommand {
    static let name = "save!"
    static let usage = ":save! FILE"
    static let summary = "the same, also replacing a file this session did not write"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError("give one file name") }
        return SaveCommand.save(to: arguments[0], in: session, replacing: true)
    }
}
