import Foundation

/// The whole of a file under `/proc`. Foundation reads a file whose size the system gives as 0,
/// as every `/proc` file's is, with one read of a page: `String(contentsOfFile:)` and
/// `FileManager.contents(atPath:)` give at most 4 KB of it, so a process looked for by a variable
/// near the end of a longer environment was not found, and a check that none was left passed.
public enum ProcFile {
    /// The file's bytes to its end, or nil when it cannot be opened (the process ended).
    public static func contents(_ path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.readToEnd()) ?? nil
    }
}
