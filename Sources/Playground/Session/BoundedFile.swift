import Compiling
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads a file the playground takes in (a lesson, a project's files) up to a size limit: a
/// regular file only (a FIFO or a device would block or never end), and never much more than
/// the limit of a bigger one (`rxplay lessons` read a 1 GB lesson whole: 187 s and 4.2 GB).
enum BoundedFile {
    /// Why a file was not read.
    enum Problem: Error, Equatable {
        /// It cannot be opened or read (the system's error), is not a regular file, or is not
        /// UTF-8 text.
        case unreadable(FileProblem)
        /// It holds more than the limit: `bytes` (its size, or what was read when it grew).
        case tooLarge(bytes: Int)
    }

    /// The bytes of the regular file at `path` when it holds at most `limit` of them.
    static func data(at path: String, limit: Int) -> Result<Data, Problem> {
        withRegularFile(at: path) { descriptor, size -> Result<Data, Problem> in
            if size > limit { return .failure(.tooLarge(bytes: size)) }
            // Read to the end or past the limit: a file can grow after `fstat`, and the kernel's
            // own files say they are empty.
            guard let bytes = read(descriptor, past: limit) else { return .failure(.unreadable(.system(code: errno))) }
            if bytes.count > limit { return .failure(.tooLarge(bytes: bytes.count)) }
            return .success(Data(bytes))
        }
    }

    /// The UTF-8 text of the regular file at `path` when it holds at most `limit` bytes.
    static func text(at path: String, limit: Int) -> Result<String, Problem> {
        data(at: path, limit: limit).flatMap { data in
            String(data: data, encoding: .utf8).map { .success($0) } ?? .failure(.unreadable(.notUTF8))
        }
    }

    /// Up to the first `count` bytes of the regular file at `path` (an image's header).
    static func prefix(of path: String, count: Int) -> Data? {
        let read = withRegularFile(at: path) { descriptor, _ -> Result<Data, Problem> in
            Self.read(descriptor, past: count - 1).map { .success(Data($0.prefix(count))) }
                ?? .failure(.unreadable(.system(code: errno)))
        }
        return try? read.get()
    }

    /// `body` with the open descriptor and size of the file at `path`, or why it cannot be
    /// opened or is not a regular file.
    private static func withRegularFile<T>(at path: String, _ body: (Int32, Int) -> Result<T, Problem>)
        -> Result<T, Problem>
    {
        // Non-blocking, so opening a FIFO does not wait for a writer; a regular file reads the same.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(.system(code: errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(.system(code: errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable(.notRegularFile)) }
        return body(descriptor, Int(status.st_size))
    }

    /// What `descriptor` holds, read to its end or until more than `limit` bytes came; nil when
    /// reading fails.
    private static func read(_ descriptor: Int32, past limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let count = Glibc.read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
