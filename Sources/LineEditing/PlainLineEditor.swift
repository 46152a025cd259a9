import Foundation

/// Reads plain lines from a file handle (standard input that is not a terminal): no prompts,
/// no history, no editing.
public final class PlainLineEditor: LineEditor {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// Where the next line starts in the buffer: lines are read off its front without moving
    /// the rest each time (which cost a pipe of short lines a copy of the buffer per line).
    private var start = 0
    /// How many bytes from `start` are known to hold no newline, so a long line read in many
    /// chunks is searched once, not once per chunk (which was quadratic).
    private var searched = 0
    private var atEnd = false

    /// An editor reading from `handle` (standard input by default).
    public init(handle: FileHandle = .standardInput) {
        self.handle = handle
    }

    /// Whether a whole line is buffered, or more input (or its end) can be read at once.
    public var hasWaitingInput: Bool {
        buffer[(start + searched)...].contains(UInt8(ascii: "\n")) || atEnd
            || WaitingInput.isReady(handle.fileDescriptor)
    }

    /// Whether more input is there after the last line (a pipe's lines come together).
    public var lineCameWithMore: Bool { hasWaitingInput }

    /// Reads the next line; the prompt is not shown.
    public func readLine(prompt: String) -> LineInput {
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Self.decode(buffer[start..<newline])
                start = newline + 1
                searched = 0
                return .line(line)
            }
            searched = buffer.count - start
            if atEnd {
                if start == buffer.count { return .endOfInput }
                let rest = Self.decode(buffer[start...])
                buffer.removeAll()
                start = 0
                searched = 0
                return .line(rest)
            }
            // Room for the next chunk: the lines already read go.
            buffer.removeSubrange(0..<start)
            start = 0
            let chunk = handle.availableData
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }

    /// Piped input keeps no history.
    public func addHistory(_ line: String) {}

    /// Nothing to save.
    public func close() {}

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
