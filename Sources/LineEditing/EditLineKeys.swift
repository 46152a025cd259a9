@preconcurrency import CEditLine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How libedit reads keys (`rl_getc_function`): a character at a time, its UTF-8 bytes read
/// through `TerminalByte`, so that Ctrl-C acts on the line it was pressed at.
///
/// While libedit reads, the terminal passes Ctrl-C on as a key (ISIG off), so it arrives in
/// order with the keys around it: those typed before it go with the dropped line, those typed
/// after it to the next one (a signal would overtake them, and the terminal would flush the
/// keys before it). A press that came as a signal before the prompt took the terminal (the
/// input's reply was on screen) ends the read at once, even one that landed just before libedit
/// started reading, which a signal does not interrupt.
enum EditLineKeys {
    /// Why a read ended without a character.
    enum Stop: Equatable {
        case interrupted, hangUp, end
    }

    /// Where the keys come from: standard input, or a pipe in the tests.
    nonisolated(unsafe) static var descriptor = STDIN_FILENO
    /// Why the last read ended without a character; nil once a character came.
    nonisolated(unsafe) static var stop: Stop?
    /// A byte read as the continuation of a character that it does not continue: the next
    /// character's first byte.
    nonisolated(unsafe) private static var pending: UInt8?

    /// Whether more bytes were waiting at the moment the last Enter was read (before libedit
    /// echoed it): the line came together with the next, as a paste's lines do.
    nonisolated(unsafe) static var moreCameWithEnter = false

    /// Ctrl-C.
    static let interruptKey: UInt8 = 3
    /// The keys that end a line: Enter as the terminal sends it, and a newline.
    static let lineEnds: Set<UInt8> = [0x0A, 0x0D]
    /// U+FFFD, for bytes that are not UTF-8.
    static let replacement: Int32 = 0xFFFD

    /// Makes libedit read through `next()` (taken up by `rl_initialize`, so call this first)
    /// and take Ctrl-C as a key while it reads.
    static func install() {
        rl_getc_function = { _ in EditLineKeys.next() }
        // Each readline() sets libedit's terminal modes up anew from its defaults, which keep
        // ISIG on; this hook runs after that, before the terminal is taken.
        rl_pre_input_hook = {
            _ = rl_parse_and_bind("setty -d -isig")
            return 0
        }
    }

    /// The next character's Unicode scalar value, or -1 (libedit's end of input) with `stop`
    /// saying why.
    static func next() -> Int32 {
        guard let first = byte() else { return -1 }
        if first == interruptKey {
            stop = .interrupted
            return -1
        }
        if lineEnds.contains(first) {
            moreCameWithEnter = pending != nil || !TypedAhead.isEmpty || WaitingInput.isReady(descriptor)
        }
        let length: Int
        switch first {
        case 0x00...0x7F: return Int32(first)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return replacement
        }
        var value = UInt32(first) & (0xFF >> (length + 1))
        for _ in 1..<length {
            guard let next = byte() else { return -1 }
            guard next & 0xC0 == 0x80 else {
                pending = next
                return replacement
            }
            value = value << 6 | UInt32(next & 0x3F)
        }
        // Overlong forms and surrogates are not characters.
        guard let scalar = Unicode.Scalar(value), UTF8.width(scalar) == length else { return replacement }
        return Int32(scalar.value)
    }

    private static func byte() -> UInt8? {
        if let byte = pending {
            pending = nil
            return byte
        }
        switch TerminalByte.read(descriptor) {
        case .byte(let byte):
            stop = nil
            return byte
        case .interrupted: stop = .interrupted
        case .hangUp: stop = .hangUp
        case .end: stop = .end
        }
        return nil
    }
}
