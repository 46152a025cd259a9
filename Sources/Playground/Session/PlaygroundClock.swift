import Foundation

/// The session's virtual time as the playground writes it.
enum PlaygroundClock {
    /// `0ms`, `300ms`, `1.3s`, `2s`.
    static func format(milliseconds: Int) -> String {
        if milliseconds < 1_000 { return "\(milliseconds)ms" }
        if milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
        return String(format: "%.1fs", Double(milliseconds) / 1_000).replacingOccurrences(of: ".0s", with: "s")
    }
}
