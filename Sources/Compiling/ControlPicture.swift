/// How a control character is shown where it must not act: C0 controls (but tab) and DEL as
/// their Unicode control pictures (`␛` for escape), C1 controls and bidirectional overrides as
/// `�`, one column each; any other scalar as it is. One rule for the compiler's file names
/// (`UnitSource`) and for everything the session draws (`ControlCharacters`).
public enum ControlPicture {
    /// `scalar` as it may be shown.
    public static func of(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: return scalar
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return "\u{FFFD}"
        default: return scalar
        }
    }
}
