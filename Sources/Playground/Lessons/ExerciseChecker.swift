import Foundation
import Marbles
import TextWidth

/// Decides whether an exercise is done.
enum ExerciseChecker {
    /// The verdict of one check.
    enum Verdict: Equatable {
        /// The check passes.
        case passed
        /// Nothing to compare yet (the lanes do not exist).
        case notYet
        /// The lanes exist but differ: the report shows both side by side.
        case differs(String)
    }

    static func check(_ exercise: Exercise, in session: Session, printed: String) -> Verdict {
        switch exercise.check {
        case .output(let expected):
            return printed.normalizedForComparison.contains(expected.normalizedForComparison) ? .passed : .notYet
        case .lanes(let names, let expected):
            let known = session.timeline.laneNames
            guard names.allSatisfy(known.contains) else { return .notYet }
            // Compared as text without colors and at full width, whatever the terminal shows.
            let actual = session.render(
                session.timeline.timeline(lanes: names).compacted(), style: .unicode, colors: false, width: 1_000)
            if actual.normalizedForComparison == expected.normalizedForComparison { return .passed }
            return .differs(SideBySide.report(expected: expected, actual: actual))
        }
    }
}

extension Timeline {
    /// The same timeline with its instants renumbered 0, 1, 2, … in order: what happened, in
    /// which order and together with what, without how many inputs lay between. An exercise's
    /// check compares this, so a learner who types an extra line still passes.
    func compacted() -> Timeline {
        var instants = Set<Int>()
        for lane in lanes {
            if let start = lane.start { instants.insert(start) }
            for entry in lane.entries { instants.insert(entry.time) }
        }
        let order = Dictionary(uniqueKeysWithValues: instants.sorted().enumerated().map { ($1, $0) })
        var result = self
        for index in result.lanes.indices {
            if let start = result.lanes[index].start { result.lanes[index].start = order[start] }
            for entry in result.lanes[index].entries.indices {
                result.lanes[index].entries[entry].time = order[result.lanes[index].entries[entry].time] ?? 0
            }
        }
        return result
    }
}

/// Two texts in two columns, with the first differing line marked.
enum SideBySide {
    static func report(expected: String, actual: String) -> String {
        let left = expected.normalizedForComparison.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let right = actual.normalizedForComparison.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = max(8, left.map { TerminalWidth.of($0) }.max() ?? 0)
        var lines = ["not yet: the timeline differs from the expected one", "  " + "expected".padded(to: width) + " │ actual"]
        var firstDifference: Int?
        for row in 0..<max(left.count, right.count) {
            let a = row < left.count ? left[row] : ""
            let b = row < right.count ? right[row] : ""
            let marker = a == b ? "  " : "≠ "
            if a != b && firstDifference == nil { firstDifference = row + 1 }
            lines.append(marker + a.padded(to: width) + " │ " + b)
        }
        if let firstDifference { lines.append("first difference on line \(firstDifference)") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// Trailing spaces of each line and trailing blank lines removed.
    var normalizedForComparison: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        while lines.last == "" { lines.removeLast() }
        while lines.first == "" { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }

    func padded(to width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - TerminalWidth.of(self)))
    }
}
