import Compiling

/// Control characters in text that came from a file: a raw escape character written to the
/// terminal would be obeyed (a `:load`ed file could move the cursor, retitle the window or
/// worse), so text quoted from files shows them as visible symbols instead.
///
/// Drop-in for `DiagnosticRenderer.excerpt`: map each `character` of the quoted line through
/// `visible(_:)` and measure the caret columns over what `visible` returns; it is one column per
/// control character, so a caret stays under the character it points at.
public enum ControlCharacters {
    /// `character` as it may be shown: C0 controls (but tab) and DEL as their Unicode control
    /// pictures (`␛` for escape), C1 controls and bidirectional overrides as `�`, one column
    /// each; anything else unchanged.
    public static func visible(_ character: Character) -> String {
        // Control characters are never part of a larger cluster, except in "\r\n".
        String(String.UnicodeScalarView(character.unicodeScalars.map(visible)))
    }

    /// `text` with every control character made visible (line breaks too).
    public static func visible(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map(visible)))
    }

    /// `text` with every control character made visible but its line breaks (`\n`, `\r\n`),
    /// for text of several lines: a lesson's prose, a playground's page, a compiler's messages.
    public static func visibleLines(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        func isLineBreak(_ index: Int) -> Bool {
            scalars[index] == "\n"
                || (scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n")
        }
        guard scalars.indices.contains(where: { visible(scalars[$0]) != scalars[$0] && !isLineBreak($0) }) else {
            return text
        }
        let shown = scalars.indices.map { isLineBreak($0) ? scalars[$0] : visible(scalars[$0]) }
        return String(String.UnicodeScalarView(shown))
    }

    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ControlPicture.of(scalar)
    }

    /// The first control character in a script other than tab, line feed, carriage return and
    /// form feed, with its 1-based line and a name such as `U+001B`. Scripts with one are not
    /// run, so their lines never reach the terminal.
    static func firstForbidden(in text: String) -> (line: Int, name: String)? {
        var line = 1
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: line += 1
            case 0x09, 0x0C, 0x0D: continue
            case 0x00...0x1F, 0x7F, 0x80...0x9F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return (line, "U+" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: continue
            }
        }
        return nil
    }
}
