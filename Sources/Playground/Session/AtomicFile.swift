import Compiling
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers see either the old content or the new, never half of it, and
/// so that nothing but a regular file is ever replaced: the text goes to a new file with an
/// unpredictable name beside the target, created exclusively (`O_EXCL | O_NOFOLLOW`, so a
/// symbolic link planted there is never followed), which `rename(2)` then puts in its place.
/// Symbolic links, devices, folders, pipes and read-only files are refused, also for root.
/// `FileWriter` is the only caller: commands write through it.
enum AtomicFile {
    /// Why a file was not written.
    enum WriteError: Error, Equatable, LocalizedError {
        /// The path names something other than a regular file (`kind` says what).
        case notRegularFile(kind: FileKind)
        /// The file has no write permission (refused even where root could write it).
        case readOnly
        /// The system refused (`SessionTexts.fileProblem` words why).
        case system(FileProblem)
        /// The name holds U+FFFD, which the line editors put where the typed bytes were not UTF-8:
        /// writing it would make a file named after the mark, not the bytes.
        case nameNotUTF8

        var errorDescription: String? {
            switch self {
            case .notRegularFile(let kind): return SessionTexts(language: .en).notRegularFile(kind)
            case .readOnly: return SessionTexts(language: .en).readOnly
            case .system(let problem): return SessionTexts(language: .en).fileProblem(problem)
            case .nameNotUTF8: return SessionTexts(language: .en).nameNotUTF8
            }
        }
    }

    /// What a path names when it is not a regular file.
    enum FileKind: Equatable {
        case symbolicLink, folder, device, pipe, socket, other
    }

    /// Whether something is at `path` now; anything that is not a regular file, or a
    /// read-only one, is an error.
    static func existing(at path: String) throws -> Bool {
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT { return false }
            throw WriteError.system(.system(code: errno))
        }
        if let kind = kind(of: info.st_mode) { throw WriteError.notRegularFile(kind: kind) }
        if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 { throw WriteError.readOnly }
        return true
    }

    /// Writes `bytes` to `path` (a new path or a writable regular file). A replaced file keeps
    /// its permissions (and, for root, its owner). Only `FileWriter` calls it: it decides
    /// whether a file may be replaced.
    static func write(_ bytes: [UInt8], to path: String) throws {
        var previousInfo = stat()
        let hadPrevious = try existing(at: path) && lstat(path, &previousInfo) == 0
        let (descriptor, temporary) = try createTemporary(beside: path)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor)
            if hadPrevious {
                fchmod(descriptor, previousInfo.st_mode & 0o7777)
                if geteuid() == 0 { _ = fchown(descriptor, previousInfo.st_uid, previousInfo.st_gid) }
            }
            if fsync(descriptor) != 0 { throw systemError() }
        }
        if rename(temporary, path) != 0 { throw systemError() }
        succeeded = true
    }

    /// What a file mode names when it is not a regular file.
    static func kind(of mode: mode_t) -> FileKind? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .folder
        case S_IFCHR, S_IFBLK: return .device
        case S_IFIFO: return .pipe
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    /// A new file beside `path` with a random name, created exclusively, never through a link.
    private static func createTemporary(beside path: String) throws -> (Int32, String) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let suffix = String(generator.next() as UInt64, radix: 36)
            let temporary = directory + "/.\(url.lastPathComponent).\(suffix).tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (descriptor, temporary) }
            if errno != EEXIST { throw systemError() }
        }
        throw systemError()
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw systemError()
            }
            offset += count
        }
    }

    private static func systemError() -> WriteError {
        .system(.system(code: errno))
    }
}
