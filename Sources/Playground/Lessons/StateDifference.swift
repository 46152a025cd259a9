import Foundation

/// Where a state check's value differs from the expected one, when both are arrays of strings
/// (one string per case the check tried): the first case that differs, expected and actual.
///
/// `[String] = ["0: Save false", "1: Save true"]` against `["0: Save false", "1: Save false"]`
/// reads `case 2 differs: expected "1: Save false", got "1: Save true"`.
enum StateDifference {
    static func report(expected: String, actual: String) -> String? {
        let want = strings(in: expected)
        let got = strings(in: actual)
        guard !want.isEmpty, !got.isEmpty else { return nil }
        for index in 0..<max(want.count, got.count) {
            let wanted = index < want.count ? want[index] : nil
            let found = index < got.count ? got[index] : nil
            if let wanted, let found, Wildcard.line(Substring(found), matches: Substring(wanted)) { continue }
            return "case \(index + 1) differs: expected \(wanted ?? "nothing"), got \(found ?? "nothing")\n"
        }
        return nil
    }

    /// The string literals of a printed array, quotes included, in order.
    static func strings(in text: String) -> [String] {
        guard text.hasPrefix("[String] = [") else { return [] }
        var result: [String] = []
        var current = ""
        var inside = false
        var escaped = false
        for character in text.dropFirst("[String] = ".count) {
            if inside {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    result.append(current)
                    current = ""
                    inside = false
                }
            } else if character == "\"" {
                current = "\""
                inside = true
            }
        }
        return result
    }
}
