@testable import Playground
import TestSupport
import Testing

/// Program output as text that keeps every byte: invalid UTF-8 comes back as it was written.
@Suite("Program output kept byte for byte")
struct ByteExactTextTests {
    @Test(
        "bytes come back as they were, valid UTF-8 or not",
        arguments: [
            [0xFF, 0xFE, 0x41, 0x0A],
            Array("plain ASCII, é, 한국어, 🐶\n".utf8),
            [0xC2],  // half a character
            [0xE2, 0x82],  // two thirds of one
            [0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xF8, 0xFF],  // bytes no UTF-8 has in this place
            [0xED, 0xA0, 0x80],  // a surrogate
            [0xF4, 0x8F, 0xBC, 0x80, 0xF4, 0x8F, 0xBF, 0xBF],  // the characters standing for bytes, written as such
            [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
            [0x00, 0x1B, 0x5B, 0x33, 0x31, 0x6D],
            [],
        ] as [[UInt8]])
    func roundTrip(bytes: [UInt8]) {
        expectEqual(ByteExactText.bytes(of: ByteExactText.decode(bytes)), bytes)
    }

    @Test("valid UTF-8 is its own text; an invalid byte is one character standing for it")
    func decoded() {
        expectEqual(ByteExactText.decode(Array("é한🐶\n".utf8)), "é한🐶\n")
        expectEqual(ByteExactText.decode([0xFF, 0x41]), "\u{10FFFF}A")
        expectEqual(ByteExactText.decode([0x41, 0xC3]), "A\u{10FFC3}")
        expectEqual(ByteExactText.decode([0xF4, 0x8F, 0xBC, 0x80]), "\u{10FFF4}\u{10FF8F}\u{10FFBC}\u{10FF80}")
    }

    @Test("text rxplay writes around the output is its UTF-8")
    func ordinaryText() {
        expectEqual(ByteExactText.bytes(of: "error: ␛ é 한\n"), Array("error: ␛ é 한\n".utf8))
        expectEqual(
            ByteExactText.bytes(of: "note " + ByteExactText.decode([0xFF]) + "\n"), Array("note ".utf8) + [0xFF, 0x0A])
    }
}
