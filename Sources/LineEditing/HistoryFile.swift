import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where the REPL keeps its history: `$XDG_STATE_HOME/rxplay/history`, else
/// `~/.local/state/rxplay/history`.
public enum HistoryFile {
    /// The history path for the given environment.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let state = environment["XDG_STATE_HOME"], !state.isEmpty {
            return state + "/rxplay/history"
        }
        if let home = environment["HOME"], !home.isEmpty {
            return home + "/.local/state/rxplay/history"
        }
        return nil
    }

    /// Replaces `path` with what `write` puts in a new private file beside it (mode 0600, a
    /// random name created exclusively), renamed over `path` only when `write` succeeded.
    static func replace(_ path: String, write: (String) -> Bool) -> Bool {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var generator = SystemRandomNumberGenerator()
        let temporary = directory + "/.\(name).\(String(generator.next() as UInt64, radix: 36)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        guard write(temporary), rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Makes the history's folder; returns a problem to report, or `nil`.
    static func prepareDirectory(for path: String) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            return nil
        } catch {
            return "history is not kept: cannot create \(directory)"
        }
    }
}
