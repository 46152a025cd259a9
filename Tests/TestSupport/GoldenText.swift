import Foundation
import Testing

/// Golden files for every test target, under one rule: a missing file is recorded and the test
/// fails; `RECORD=1` re-records (and fails where the text changed, so a recording run is never
/// mistaken for a pass); a difference fails with a line diff.
public enum GoldenText {
    /// Whether this run re-records golden files (`RECORD=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }

    /// Compares `actual` with the golden file at `url`, recording it when it is missing or when
    /// recording (`recording` defaults to `RECORD=1`). `actual` is compared and written with a
    /// final line break.
    public static func check(
        _ actual: String, file url: URL, recording: Bool = isRecording,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = actual.isEmpty || actual.hasSuffix("\n") ? actual : actual + "\n"
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if let expected, expected == text { return }
        if expected == nil || recording {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("cannot record golden file \(url.path): \(error)", sourceLocation: sourceLocation)
                return
            }
            let what = expected == nil ? "recorded missing" : "re-recorded changed"
            var message = "\(what) golden file \(url.path); check it and run again"
            if let expected { message += " (- old, + new):\n" + lineDiff(expected, text) }
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        Issue.record(
            Comment(
                rawValue: "\(url.lastPathComponent) differs (- golden, + actual):\n" + lineDiff(expected ?? "", text)),
            sourceLocation: sourceLocation)
    }

    /// A line diff of two texts: common lines indented by two spaces, lines only in `old`
    /// marked `- `, lines only in `new` marked `+ ` (a longest common subsequence).
    public static func lineDiff(_ old: String, _ new: String) -> String {
        lineDiff(lines(old), lines(new))
    }

    /// A line diff of two lists of lines, as `lineDiff(_:_:)` on texts.
    public static func lineDiff(_ left: [String], _ right: [String]) -> String {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in stride(from: left.count - 1, through: 0, by: -1) {
            for j in stride(from: right.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    left[i] == right[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var diff: [String] = []
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            if i < left.count, j < right.count, left[i] == right[j] {
                diff.append("  " + left[i])
                i += 1
                j += 1
            } else if i < left.count, j == right.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                diff.append("- " + left[i])
                i += 1
            } else {
                diff.append("+ " + right[j])
                j += 1
            }
        }
        return diff.joined(separator: "\n")
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
