/// The characters a text timeline is drawn with.
public enum TextStyle: Hashable, Sendable {
    /// Box-drawing lines and typographic marks.
    case unicode
    /// Plain ASCII, for terminals that cannot show Unicode.
    case ascii

    var line: String { self == .unicode ? "─" : "-" }
    var gapBreak: String { self == .unicode ? "┄" : "~" }
    var cut: String { self == .unicode ? "…" : "<" }
    var pointer: String { self == .unicode ? "↑" : "^" }
    var ellipsis: String { self == .unicode ? "…" : "..." }
    var captionMark: String { self == .unicode ? "↓" : "v" }
    /// Before a value replayed to a new subscriber.
    var replayMark: String { self == .unicode ? "↺" : "*" }
    /// Before an element or an error sent off the main queue (`↯a`, `↯#`).
    public var offMainMark: String { self == .unicode ? "↯" : "%" }
}

/// ANSI colors for the parts of a text timeline; empty strings when colors are off.
struct TextPalette {
    let name: String
    let dim: String
    let completed: String
    let error: String
    let mark: String
    let reset: String
    let enabled: Bool

    init(enabled: Bool) {
        self.enabled = enabled
        let escape = "\u{1B}["
        name = enabled ? escape + "1m" : ""
        dim = enabled ? escape + "2m" : ""
        completed = enabled ? escape + "32m" : ""
        error = enabled ? escape + "31m" : ""
        mark = enabled ? escape + "33m" : ""
        reset = enabled ? escape + "0m" : ""
    }

    /// The color of a value, picked by its text (the same as its marble's in a picture).
    func value(_ text: String) -> String {
        enabled ? ValueColors.ansi(of: text) : ""
    }

    func paint(_ text: String, _ color: String) -> String {
        color.isEmpty ? text : color + text + reset
    }
}
