import Foundation
import Marbles
import TextWidth

/// Decides whether an exercise is done, by what the learner's code did (a timeline, a value),
/// never by what it printed.
enum ExerciseChecker {
    /// The verdict of one check.
    enum Verdict: Equatable {
        /// The check passes.
        case passed
        /// Nothing to compare yet: the whole sentence (a lane or a name that is not there).
        case notYet(String)
        /// Something to compare, and it differs: what differs, expected and actual.
        case differs(String)

        /// The verdict as `:check` says it.
        var message: String {
            switch self {
            case .passed: return ""
            case .notYet(let sentence): return sentence + "\n"
            case .differs(let report): return report
            }
        }
    }

    /// Every check of `exercise`, in order: the first that does not pass decides.
    static func check(_ exercise: Exercise, in session: SessionHost) -> Verdict {
        for check in exercise.checks {
            let verdict = self.check(check, in: session)
            if verdict != .passed { return verdict }
        }
        return .passed
    }

    /// The verdict's sentences wrap to the session's width; its drawings and tables fit it as
    /// they are drawn.
    static func check(_ check: ExerciseCheck, in session: SessionHost) -> Verdict {
        let texts = CheckTexts(language: session.options.lessonLanguage)
        let width = session.options.width
        switch check.kind {
        case .lanes(let names, let timed):
            let known = session.laneNames
            let missing = names.filter { !known.contains($0) }
            if !missing.isEmpty {
                return .notYet(LineFit.fit(texts.notYet(texts.noLane(missing)), width: width))
            }
            let actual = drawing(of: names, timed: timed, expected: check.expected, in: session)
            return compareDrawings(expected: check.expected, actual: actual, timed: timed, texts: texts, width: width)
        case .state(let expression):
            let actual: String
            switch session.evaluateUnrecorded(expression) {
            case .failed(let message):
                // A check that tries cases is code of the lesson's, not the learner's: not shown.
                let sentence = texts.notYet(texts.doesNotRunYet(expression.count > 60 ? nil : expression, message))
                return .notYet(LineFit.fit(sentence, width: width))
            case .value(let line): actual = line
            }
            if Wildcard.matches(actual, expected: check.expected.normalizedForComparison) { return .passed }
            let expected = check.expected.normalizedForComparison
            // Cases, one string each: a table of those that differ, without the check's code.
            if let table = StateDifference.report(
                expected: expected, actual: actual, texts: texts, width: width) {
                return .differs(table)
            }
            return .differs(LineFit.fit(texts.value(of: expression, is: actual, expected: expected), width: width))
        }
    }

    /// The lanes drawn as a check compares them: no colors or replay marks, full width, instants renumbered
    /// and, when their order fits the `expected` drawing, laid on its instants (or, timed,
    /// counted from the first event).
    static func drawing(of names: [String], timed: Bool, expected: String? = nil, in session: SessionHost) -> String {
        let timeline = session.recordedTimeline(lanes: names).withoutPresentation()
        var drawn = timed ? timeline.relative() : timeline.compacted()
        if !timed, let expected,
            let fitted = ExpectedInstants.fit(drawn, to: ExpectedInstants.lanes(of: expected.normalizedForComparison))
        {
            drawn = fitted
        }
        return session.render(drawn, style: .unicode, colors: false, width: 1_000)
    }

    /// Whether two drawings show the same events; if not, which lanes differ and how.
    static func compareDrawings(
        expected: String, actual: String, timed: Bool, texts: CheckTexts = CheckTexts(language: .en), width: Int? = nil
    ) -> Verdict {
        let expected = Wildcard.filled(expected.normalizedForComparison, from: actual.normalizedForComparison)
        let actual = actual.normalizedForComparison
        if expected == actual { return .passed }
        if let report = LaneDifference.report(expected: expected, actual: actual, texts: texts) {
            // The first line says which lanes differ; the drawings under it are left as drawn.
            let head = report.prefix { $0 != "\n" }
            let events = LaneEvents.firstDifferences(expected: expected, actual: actual, texts: texts)
            return .differs(
                LineFit.fit(String(head), width: width) + report.dropFirst(head.count) + LineFit.fit(events, width: width))
        }
        // The same events, drawn in other columns: only the instants can tell them apart.
        let wantedRuler = expected.split(separator: "\n").first.map(String.init) ?? ""
        let actualRuler = actual.split(separator: "\n").first.map(String.init) ?? ""
        if timed, wantedRuler.split(separator: " ") != actualRuler.split(separator: " ") {
            let instants =
                texts.timesDiffer + "\n" + texts.expectedInstants + wantedRuler.split(separator: " ").joined(separator: " ")
                + "\n" + texts.actualInstants + actualRuler.split(separator: " ").joined(separator: " ") + "\n"
            return .differs(LineFit.fit(instants, width: width))
        }
        return .passed
    }
}

extension Timeline {
    /// The same events without how they are drawn (an element's carried color, a replay's
    /// mark): a check asks what arrived when, which an expected drawing writes as `(^20,30)`.
    func withoutPresentation() -> Timeline {
        var plain = self
        for index in plain.lanes.indices {
            for entry in plain.lanes[index].entries.indices {
                plain.lanes[index].entries[entry].colorKey = nil
                plain.lanes[index].entries[entry].isReplayed = false
            }
        }
        return plain
    }

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

    /// The same timeline with its instants counted from its first event (an element, an error or
    /// a completion), which comes at instant 1: what happened and how many frames apart,
    /// however many inputs came before. Lane starts and subscriptions before it are drawn at 0.
    func relative() -> Timeline {
        var first = Int.max
        for lane in lanes {
            for entry in lane.entries {
                switch entry.kind {
                case .next, .error, .completed: first = Swift.min(first, entry.time)
                case .subscribed, .disposed: break
                }
            }
        }
        guard first != Int.max else { return compacted() }
        let shift = { (time: Int) in Swift.max(0, time - first + 1) }
        var result = self
        for index in result.lanes.indices {
            if let start = result.lanes[index].start { result.lanes[index].start = shift(start) }
            for entry in result.lanes[index].entries.indices {
                result.lanes[index].entries[entry].time = shift(result.lanes[index].entries[entry].time)
            }
        }
        return result
    }
}

/// Two texts in two columns, with the first differing line marked.
enum SideBySide {
    static func report(expected: String, actual: String) -> String {
        let left = expected.normalizedForComparison.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let right = actual.normalizedForComparison.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let width = max(8, left.map { TerminalWidth.of($0) }.max() ?? 0)
        var lines = [
            "not yet: the timeline differs from the expected one", "  " + "expected".padded(to: width) + " │ actual",
        ]
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
