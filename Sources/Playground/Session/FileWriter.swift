import Compiling
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The one way a session writes a file (`:save`, `:marbles --svg`): atomically (`AtomicFile`),
/// and over an existing file only when this session wrote it and it still holds exactly what
/// was written. The check compares content, not the file's identity: a file edited in place
/// keeps its inode, and one deleted and made again may get the old inode back; either way it is
/// someone else's text now, and only the caller's `!` form replaces it.
final class FileWriter {
    /// Why a file was not written.
    enum Refusal: Error, Equatable {
        /// Something is at the path that this session did not write, or that changed since.
        case notWrittenHere
        /// The path cannot be written (not a regular file, read-only, or the system said no).
        case cannotWrite(AtomicFile.WriteError)
    }

    /// What this session wrote, by absolute path: the bytes each file held when written.
    private var written: [String: [UInt8]] = [:]

    /// Writes `text` to `path`; `replacing` allows replacing a file this session did not write.
    func write(_ text: String, to path: String, replacing: Bool) -> Result<Void, Refusal> {
        guard !path.unicodeScalars.contains("\u{FFFD}") else { return .failure(.cannotWrite(.nameNotUTF8)) }
        let key = Self.absolute(path)
        let bytes = Array(text.utf8)
        do {
            if !replacing, try AtomicFile.existing(at: path), !holds(written[key], at: path) {
                return .failure(.notWrittenHere)
            }
            try AtomicFile.write(bytes, to: path)
        } catch let error as AtomicFile.WriteError {
            return .failure(.cannotWrite(error))
        } catch {
            return .failure(.cannotWrite(.system(FileProblem(error))))
        }
        written[key] = bytes
        return .success(())
    }

    /// Whether the file at `path` holds exactly `expected` (never through a symbolic link).
    private func holds(_ expected: [UInt8]?, at path: String) -> Bool {
        guard let expected else { return false }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // One byte more than expected: a longer file differs without being read whole.
        var buffer = [UInt8](repeating: 0, count: expected.count + 1)
        var count = 0
        while count < buffer.count {
            let read = buffer[count...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if read < 0 && errno == EINTR { continue }
            if read <= 0 { break }
            count += read
        }
        return count == expected.count && buffer[..<count].elementsEqual(expected)
    }

    /// `path` from the root, as the working folder makes it now.
    static func absolute(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.standardizedFileURL.path
    }
}

extension FileWriter.Refusal {
    /// What to tell the learner; `replacingForm` is the command that replaces the file anyway.
    func message(path: String, replacingForm: String, texts: SessionTexts) -> String {
        switch self {
        case .notWrittenHere:
            return "error: \(texts.notWrittenHere(path, replacingForm: replacingForm))\n"
        case .cannotWrite(let reason):
            return "error: \(texts.cannotWrite(path, reason: texts.writeProblem(reason)))\n"
        }
    }
}
