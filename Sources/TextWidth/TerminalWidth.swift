import Foundation

/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji
/// take two, combining marks and format characters none, everything else one.
public enum TerminalWidth {
    /// The columns `string` takes.
    public static func of(_ string: String) -> Int {
        var asciiOnly = true
        var count = 0
        for byte in string.utf8 {
            if byte >= 0x80 { asciiOnly = false; break }
            if byte >= 0x20 && byte != 0x7F { count += 1 }
        }
        if asciiOnly { return count }
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The columns one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        if base.value < 0x80 {
            if base.value < 0x20 || base.value == 0x7F { return 0 }
            return scalars.contains(where: { $0.value == 0xFE0F }) && base.properties.isEmoji ? 2 : 1
        }
        let width = of(base)
        if width == 1, scalars.count > 1, base.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        return width
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value >= 0x1160 && value <= 0x11FF { return 0 }  // Hangul medial vowels and final consonants
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        if value >= 0x1F1E6 && value <= 0x1F1FF { return 2 }  // regional indicators (flags)
        return 1
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth.txt, W and F).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
        0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        for range in wideRanges where range.contains(value) { return true }
        return false
    }

    /// `string` without its color escapes (`ESC [ … m`), which take no columns on screen.
    public static func withoutColorEscapes(_ string: String) -> String {
        guard string.contains("\u{1B}") else { return string }
        return string.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    /// The longest prefix of `string` that fits in `columns`.
    public static func prefix(_ string: String, fitting columns: Int) -> String {
        var used = 0
        var result = ""
        for character in string {
            let width = of(character)
            if used + width > columns { break }
            used += width
            result.append(character)
        }
        return result
    }
}
