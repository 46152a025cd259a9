import Foundation

/// `…` in an exercise's expected text, or in a step's output block, stands for any text on that
/// line: a saved photo's id is `"asset-…"` whatever the learner saved before.
enum Wildcard {
    /// Whether every line of `actual` matches the line of `expected` at the same place.
    static func matches(_ actual: String, expected: String) -> Bool {
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
        guard want.count == got.count else { return false }
        return zip(want, got).allSatisfy { line($0.1, matches: $0.0) }
    }

    /// `expected` with each line that has a `…` replaced by the line of `actual` at the same
    /// place when that line matches it, so that what remains to compare is what differs.
    static func filled(_ expected: String, from actual: String) -> String {
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in want.indices where want[index].contains("…") && index < got.count {
            if line(got[index], matches: want[index]) { want[index] = got[index] }
        }
        return want.joined(separator: "\n")
    }

    static func line(_ line: Substring, matches pattern: Substring) -> Bool {
        guard pattern.contains("…") else { return line == pattern }
        let parts = pattern.split(separator: "…", omittingEmptySubsequences: false)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }
        guard let regex = try? NSRegularExpression(pattern: "^" + parts.joined(separator: ".*") + "$") else { return false }
        let text = String(line)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
