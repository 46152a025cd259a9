import Foundation

/// Reads plain lines from a file handle (standard input that is not a terminal): no prompts,
/// no history, no editing.
public final class PlainLineEditor: LineEditor {
    private let handle: FileHandle
    private var buffer = Data()
    /// How many bytes at the buffer's start are known to hold no newline, so a long line read
    /// in many chunks is searched once, not once per chunk (which was quadratic).
    private var searched = 0
    private var atEnd = false

    /// An editor reading from `handle` (standard input by default).
    public init(handle: FileHandle = .standardInput) {
        self.handle = handle
    }

    /// Whether a whole line is buffered, or more input (or its end) can be read at once.
    public var hasWaitingInput: Bool {
        buffer.contains(UInt8(ascii: "\n")) || atEnd || WaitingInput.isReady(handle.fileDescriptor)
    }

    /// Reads the next line; the prompt is not shown.
    public func readLine(prompt: String) -> LineInput {
        while true {
            let searchStart = buffer.index(buffer.startIndex, offsetBy: searched)
            if let newline = buffer[searchStart...].firstIndex(of: UInt8(ascii: "\n")) {
                let lineData = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                searched = 0
                return .line(Self.decode(lineData))
            }
            searched = buffer.count
            if atEnd {
                if buffer.isEmpty { return .endOfInput }
                let rest = buffer
                buffer.removeAll()
                searched = 0
                return .line(Self.decode(rest))
            }
            let chunk = handle.availableData
            if chunk.isEmpty { atEnd = true } else { buffer.append(chunk) }
        }
    }

    /// Piped input keeps no history.
    public func addHistory(_ line: String) {}

    /// Nothing to save.
    public func close() {}

    private static func decode(_ data: Data) -> String {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
