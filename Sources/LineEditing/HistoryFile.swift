import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where the REPL keeps its history, `$XDG_STATE_HOME/rxplay/history` (else
/// `~/.local/state/rxplay/history`), and how it is kept: in libedit's own format
/// (`_HiStOrY_V2_`, then a line per entry in `strvis` escaping), so libedit reads it back, with
/// each accepted line appended at once under an exclusive `flock`: two sessions interleave their
/// lines, and a session killed keeps every line it accepted.
public enum HistoryFile {
    /// The first line of libedit's history format.
    static let header = "_HiStOrY_V2_\n"

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

    /// `line` as one line of the file: escaped as libedit's `strunvis` reads it back (a
    /// backslash doubled; spaces, control characters and DEL as three octal digits; other
    /// bytes, UTF-8 included, as they are).
    static func encode(_ line: String) -> String {
        var bytes: [UInt8] = []
        for byte in line.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): bytes += [byte, byte]
            case 0...0x20, 0x7F:
                bytes.append(UInt8(ascii: "\\"))
                for shift in [6, 3, 0] { bytes.append(UInt8(ascii: "0") + (byte >> UInt8(shift)) & 7) }
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `line` to the history at `path` (the header first when the file is new or
    /// empty); returns a problem to report, or `nil`.
    static func append(_ line: String, to path: String) -> String? {
        let written = withLock(path) { descriptor in
            var text = encode(line) + "\n"
            var info = stat()
            if fstat(descriptor, &info) == 0, info.st_size == 0 { text = header + text }
            return writeAll(Array(text.utf8), to: descriptor)
        }
        return written == true ? nil : "history is not kept: cannot write \(path)"
    }

    /// Runs `body` with `path` open for appending, locked against other sessions: created when
    /// missing (private, never through a link). The lock is on a file of its own beside it
    /// (`.history.lock`), which nothing replaces, so a session that compacts the history (a new
    /// file renamed over `path`) and one that appends always take the same lock, and the file
    /// is opened only once the lock is held (no line goes to a file already replaced). `nil`
    /// when either cannot be opened.
    static func withLock<T>(_ path: String, _ body: (Int32) -> T) -> T? {
        let directory = (path as NSString).deletingLastPathComponent
        let lockPath = directory + "/." + (path as NSString).lastPathComponent + ".lock"
        let lock = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return nil }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            if errno != EINTR { return nil }
        }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return body(descriptor)
    }

    /// Replaces `path` with what `write` puts in a new private file beside it (mode 0600, a
    /// random name created exclusively), renamed over `path` only when `write` succeeded.
    /// Called with `path`'s lock held, so no appended line is lost.
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

    /// The size of the file open as `descriptor` and its number of lines.
    static func measure(_ descriptor: Int32, path: String) -> (bytes: Int, lines: Int) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0 else { return (0, 0) }
        let lines = FileManager.default.contents(atPath: path)?.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } ?? 0
        return (Int(info.st_size), lines)
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

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }
}
