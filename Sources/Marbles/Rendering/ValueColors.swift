/// The color of a value, the same in the terminal and in pictures: picked from xterm's
/// 256-color palette by a hash of the value's text, so `🐶` has one color everywhere.
enum ValueColors {
    /// xterm-256 color numbers and their exact RGB.
    static let palette: [(code: Int, hex: String)] = [
        (221, "#ffd75f"), (114, "#87d787"), (117, "#87d7ff"), (215, "#ffaf5f"),
        (147, "#afafff"), (211, "#ff87af"), (123, "#87ffff"), (180, "#d7af87"),
    ]

    /// The palette index of `text`.
    static func index(of text: String) -> Int {
        Int(stableHash(text) % UInt32(palette.count))
    }

    /// The SVG fill of `text`'s marble.
    static func hex(of text: String) -> String { palette[index(of: text)].hex }

    /// The ANSI escape that paints `text` in the terminal.
    static func ansi(of text: String) -> String { "\u{1B}[38;5;\(palette[index(of: text)].code)m" }

    /// FNV-1a of the text's UTF-8, the same in every run (unlike `hashValue`).
    static func stableHash(_ string: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in string.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }
}
