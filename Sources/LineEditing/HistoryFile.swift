import Foundation

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
