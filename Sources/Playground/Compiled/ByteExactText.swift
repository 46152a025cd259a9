/// A program's output as a `String` that keeps every byte, so that what reaches the terminal
/// (or a pipe) is what the program wrote, invalid UTF-8 included: decoding with
/// `String(decoding:as:)` would turn each invalid byte into U+FFFD for good.
///
/// Each byte that is not part of valid UTF-8 becomes one of 256 private-use scalars,
/// U+10FF00 + the byte; a valid character that is itself one of those scalars is kept as its four
/// bytes the same way, so the mapping has no two texts for one output. `bytes(of:)` turns the text
/// back into the program's bytes; text rxplay adds around the output is ordinary UTF-8 and comes
/// back as itself.
///
/// ```swift
/// let text = ByteExactText.decode([0xFF, 0x41])  // "\u{10FFFF}A"
/// ByteExactText.bytes(of: text)                 // [0xFF, 0x41]
/// ```
public enum ByteExactText {
    /// The scalar that stands for the byte 0.
    static let base: UInt32 = 0x10FF00

    /// `bytes` as text: valid UTF-8 as its characters, every other byte as the scalar standing
    /// for it.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // U+10FF00…U+10FFFF are the only characters whose UTF-8 starts F4 8F BC…BF.
        if !bytes.contains(0xF4), let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var rest = bytes[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .emptyInput:
                return String(scalars)
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value >= base {
                    scalars.append(contentsOf: rest.prefix(encoded.count).map(standIn))
                } else {
                    scalars.append(scalar)
                }
                rest = rest.dropFirst(encoded.count)
            case .error(let length):
                scalars.append(contentsOf: rest.prefix(length).map(standIn))
                rest = rest.dropFirst(length)
            }
        }
    }

    /// The bytes `text` stands for: a stand-in scalar as its byte, everything else as UTF-8.
    public static func bytes(of text: String) -> [UInt8] {
        guard text.utf8.contains(0xF4) else { return Array(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value >= base {
                bytes.append(UInt8(scalar.value - base))
            } else {
                Unicode.UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return bytes
    }

    private static func standIn(_ byte: UInt8) -> Unicode.Scalar {
        // Every value base…base + 255 is a scalar (plane 16, private use and its two noncharacters).
        Unicode.Scalar(base + UInt32(byte)) ?? "\u{FFFD}"
    }
}
