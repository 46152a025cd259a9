import Foundation
import Testing

/// Golden files beside the tests: a missing file is recorded and the test fails; `RECORD=1`
/// re-records every file (and fails, so a recording run is never mistaken for a pass); a
/// difference fails with a line diff.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let text = actual.hasSuffix("\n") ? actual : actual + "\n"
        let recording = ProcessInfo.processInfo.environment["RECORD"] == "1"
        guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("recorded golden file \(name).txt; check it and run again", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record golden file \(name).txt: \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        if expected != text {
            Issue.record("\(name).txt differs (- golden, + actual):\n\(lineDiff(expected, text))", sourceLocation: sourceLocation)
        }
    }

    /// A line diff of two texts: common lines indented, removed ones `-`, added ones `+`.
    static func lineDiff(_ old: String, _ new: String) -> String {
        let left = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let right = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in stride(from: left.count - 1, through: 0, by: -1) {
            for j in stride(from: right.count - 1, through: 0, by: -1) {
                lengths[i][j] = left[i] == right[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            if i < left.count, j < right.count, left[i] == right[j] {
                lines.append("  " + left[i]); i += 1; j += 1
            } else if j < right.count, i == left.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                lines.append("+ " + right[j]); j += 1
            } else {
                lines.append("- " + left[i]); i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
