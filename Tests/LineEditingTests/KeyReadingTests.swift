import Foundation
@testable import LineEditing
import Testing

/// How keys reach libedit (`EditLineKeys`, `TerminalByte`) and how Ctrl-C presses are taken
/// (`InterruptSignal`), read from a pipe. Serialized: the presses and the key source are
/// process-wide. A press is counted as the handler counts it, without sending a signal.
@Suite("Reading keys", .serialized)
struct KeyReadingTests {
    /// The values `EditLineKeys.next()` gives for `bytes`, up to the first -1, and why it ended.
    func characters(of bytes: [UInt8]) throws -> ([Int32], EditLineKeys.Stop?) {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(bytes))
        try pipe.fileHandleForWriting.close()
        EditLineKeys.descriptor = pipe.fileHandleForReading.fileDescriptor
        defer { EditLineKeys.descriptor = STDIN_FILENO }
        var values: [Int32] = []
        while true {
            let value = EditLineKeys.next()
            values.append(value)
            if value == -1 { return (values, EditLineKeys.stop) }
        }
    }

    @Test("each character comes whole, as its scalar; bytes that are not UTF-8 come as U+FFFD")
    func characters() throws {
        let bytes: [UInt8] =
            [0x61] + Array("é🐶".utf8) + [0xFF] + [0xC3, 0x62] + [0xE0, 0x80, 0x80] + [0xED, 0xA0, 0x80] + [0x0A]
        let (values, stop) = try characters(of: bytes)
        #expect(values == [0x61, 0xE9, 0x1F436, 0xFFFD, 0xFFFD, 0x62, 0xFFFD, 0xFFFD, 0x0A, -1])
        #expect(stop == .end)
    }

    @Test("Ctrl-C read as a key ends the read as interrupted; the keys after it stay for the next line")
    func controlCAsAKey() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("ab\u{03}cd".utf8))
        try pipe.fileHandleForWriting.close()
        EditLineKeys.descriptor = pipe.fileHandleForReading.fileDescriptor
        defer { EditLineKeys.descriptor = STDIN_FILENO }
        #expect([EditLineKeys.next(), EditLineKeys.next(), EditLineKeys.next()] == [0x61, 0x62, -1])
        #expect(EditLineKeys.stop == .interrupted)
        #expect([EditLineKeys.next(), EditLineKeys.next()] == [0x63, 0x64])
        #expect(EditLineKeys.stop == nil)
    }

    @Test("a press not yet taken ends the read before a key that waits is read; once taken, the key comes")
    func pendingPress() throws {
        InterruptSignal.take()
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("x".utf8))
        InterruptSignal.count()
        #expect(TerminalByte.read(pipe.fileHandleForReading.fileDescriptor) == .interrupted)
        #expect(InterruptSignal.take())
        #expect(TerminalByte.read(pipe.fileHandleForReading.fileDescriptor) == .byte(0x78))
        try pipe.fileHandleForWriting.close()
        #expect(TerminalByte.read(pipe.fileHandleForReading.fileDescriptor) == .end)
    }

    @Test("keys waiting as an input starts are collected: a Ctrl-C among them is a press, the keys before it dropped")
    func typedAhead() throws {
        InterruptSignal.take()
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        pipe.fileHandleForWriting.write(Data("ab\u{03}cd".utf8))
        TypedAhead.collect(from: descriptor)
        #expect(InterruptSignal.take())
        #expect(!TypedAhead.isEmpty)
        // Collected keys come first, then those the terminal still holds.
        pipe.fileHandleForWriting.write(Data("e".utf8))
        let read = (0..<3).map { _ in TerminalByte.read(descriptor) }
        #expect(read == [.byte(0x63), .byte(0x64), .byte(0x65)])
        #expect(TypedAhead.isEmpty)
        pipe.fileHandleForWriting.write(Data("f".utf8))
        TypedAhead.collect(from: descriptor)
        TypedAhead.drop()
        #expect(TypedAhead.isEmpty)
        #expect(!InterruptSignal.isPending)
        try pipe.fileHandleForWriting.close()
    }

    @Test("a press drops the keys collected before it, as the terminal drops what it holds, not those after a ^C key")
    func pressDropsKeysBeforeIt() throws {
        InterruptSignal.take()
        TypedAhead.drop()
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        // Collected while an input ran (a line typed ahead), then Ctrl-C as a signal.
        pipe.fileHandleForWriting.write(Data("ab\n".utf8))
        TypedAhead.collect(from: descriptor)
        InterruptSignal.count()
        TypedAhead.dropBeforeLastPress()
        #expect(TypedAhead.isEmpty)
        // Ctrl-C read as a key among keys: those after it were typed after it and stay.
        pipe.fileHandleForWriting.write(Data("cd\u{03}ef".utf8))
        TypedAhead.collect(from: descriptor)
        TypedAhead.dropBeforeLastPress()
        InterruptSignal.take()
        pipe.fileHandleForWriting.write(Data("g".utf8))
        let read = (0..<3).map { _ in TerminalByte.read(descriptor) }
        #expect(read == [.byte(0x65), .byte(0x66), .byte(0x67)])
        // Keys collected after the last press are not dropped by it.
        pipe.fileHandleForWriting.write(Data("h".utf8))
        TypedAhead.collect(from: descriptor)
        TypedAhead.dropBeforeLastPress()
        #expect(!TypedAhead.isEmpty)
        TypedAhead.drop()
        try pipe.fileHandleForWriting.close()
    }

    @Test("presses are taken once: by the input that ran while they came, not again by the prompt after it")
    func pressesAreTakenOnce() {
        InterruptSignal.take()
        #expect(!InterruptSignal.isPending)
        InterruptSignal.count()
        // A handler that passes the signal on to the reading thread counts the press twice.
        InterruptSignal.count()
        #expect(InterruptSignal.isPending)
        #expect(InterruptSignal.take())
        #expect(!InterruptSignal.isPending)
        #expect(!InterruptSignal.take())
        InterruptSignal.count()
        #expect(InterruptSignal.take())
    }
}
