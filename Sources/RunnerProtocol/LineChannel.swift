import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// JSON values one per line over a file descriptor: how the session and the runner talk.
public final class LineChannel {
    private let readDescriptor: Int32
    private let writeDescriptor: Int32
    private var buffered: [UInt8] = []
    /// The read end's file (device and inode) when the channel was made.
    private let readFile: (device: UInt64, inode: UInt64)?

    /// A channel reading from `read` and writing to `write` (either may be -1 when unused).
    public init(read: Int32, write: Int32) {
        readDescriptor = read
        writeDescriptor = write
        readFile = read >= 0 ? Self.file(of: read) : nil
    }

    /// Whether the read end is still the file it was made with: false when code in the process
    /// closed the descriptor (`close(3)`) or put another file in its place (`dup2`).
    public var readEndIsIntact: Bool {
        guard let readFile else { return true }
        guard let now = Self.file(of: readDescriptor) else { return false }
        return now == readFile
    }

    private static func file(of descriptor: Int32) -> (device: UInt64, inode: UInt64)? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return (UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// Writes `value` as one line; false when the other end is gone.
    @discardableResult
    public func send<Value: Encodable>(_ value: Value) -> Bool {
        guard var data = try? JSONEncoder().encode(value) else { return false }
        data.append(UInt8(ascii: "\n"))
        return data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            var offset = 0
            while offset < raw.count {
                let written = write(writeDescriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Reads the next line and decodes it; nil at the end of the channel or on a line that does
    /// not decode.
    public func receive<Value: Decodable>(_ type: Value.Type) -> Value? {
        guard let line = nextLine() else { return nil }
        return try? JSONDecoder().decode(type, from: Data(line))
    }

    /// Whether any bytes are buffered, a part of a line too.
    public var hasBufferedBytes: Bool { !buffered.isEmpty }

    /// How many bytes are buffered.
    public var bufferedCount: Int { buffered.count }

    /// Reads the next line, undecoded; nil at the end of the channel.
    public func receiveLine() -> [UInt8]? { nextLine() }

    /// Whether a whole line is already buffered (so `receive` will not block).
    public var hasBufferedLine: Bool { buffered.contains(UInt8(ascii: "\n")) }

    /// Reads what is available without blocking past one `read`; false at the end of the channel.
    public func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(readDescriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            buffered.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    private func nextLine() -> [UInt8]? {
        while true {
            if let end = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffered[..<end])
                buffered.removeSubrange(...end)
                return line
            }
            guard fill() else { return nil }
        }
    }
}
