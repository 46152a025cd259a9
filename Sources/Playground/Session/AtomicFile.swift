import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers see either the old content or the new, never half of it: the
/// text goes to a temporary file beside it, which `rename(2)` then puts in its place.
enum AtomicFile {
    struct WriteError: Error, LocalizedError {
        let reason: String
        var errorDescription: String? { reason }
    }

    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try Data(text.utf8).write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(reason: reason)
        }
    }
}
