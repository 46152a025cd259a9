import Foundation
import TextWidth

/// What `:check` says when a state check's value differs and both values are arrays of
/// strings, one per case the check tried, each `"LABEL: DETAILS"`: the cases that differ, by
/// their labels, and in each what differs, expected and got, in the learner's terms rather
/// than the check's code.
///
/// Details made of `NAME VALUE` fields joined by `", "` (`"title 4 photos, Save true, + true"`)
/// are compared field by field, one row per differing field; other details are shown whole.
///
///     not yet: 2 of 8 cases differ
///       case       │ what │ expected │ got
///       4 photos   │ +    │ true     │ false
///       5 photos   │ +    │ true     │ false
///
/// A table wider than the terminal is written a case at a time instead, each side on its own
/// line, wrapped:
///
///     not yet: 1 of 4 cases differ
///       Back without saving · answer
///         expected  completed on Back
///         got       completed on opening
enum StateDifference {
    /// One row of the table.
    struct Row: Equatable {
        var label: String
        var what: String
        var expected: String
        var got: String
    }

    static func report(
        expected: String, actual: String, texts: CheckTexts = CheckTexts(language: .en), width: Int? = nil
    ) -> String? {
        let want = strings(in: expected).map(unquoted)
        let got = strings(in: actual).map(unquoted)
        guard !want.isEmpty, !got.isEmpty else { return nil }
        var rows: [Row] = []
        var differing = 0
        for index in 0..<max(want.count, got.count) {
            let wanted = index < want.count ? want[index] : nil
            let found = index < got.count ? got[index] : nil
            if let wanted, let found, Wildcard.line(Substring(found), matches: Substring(wanted)) { continue }
            differing += 1
            rows += self.rows(expected: wanted, got: found, nothing: texts.nothing)
        }
        guard differing > 0 else { return nil }
        let total = want.count
        var lines = [texts.casesDiffer(differing, of: total)]
        let headings = texts.caseHeadings
        let table = [Row(label: headings.case, what: headings.what, expected: headings.expected, got: headings.got)] + rows
        let widths = (
            table.map { TerminalWidth.of($0.label) }.max() ?? 0, table.map { TerminalWidth.of($0.what) }.max() ?? 0,
            table.map { TerminalWidth.of($0.expected) }.max() ?? 0
        )
        let tableLines = table.map { row in
            "  " + row.label.padded(to: widths.0) + " │ " + row.what.padded(to: widths.1) + " │ "
                + row.expected.padded(to: widths.2) + " │ " + row.got
        }
        if let width, tableLines.contains(where: { TerminalWidth.of($0) > width }) {
            lines += stacked(rows, headings: (headings.expected, headings.got), width: width)
        } else {
            lines += tableLines
        }
        return lines.map { $0.normalizedForComparison }.joined(separator: "\n") + "\n"
    }

    /// The rows a case at a time: its label and field, then each side on a line of its own.
    private static func stacked(_ rows: [Row], headings: (expected: String, got: String), width: Int) -> [String] {
        let side = max(TerminalWidth.of(headings.expected), TerminalWidth.of(headings.got)) + 2
        var lines: [String] = []
        for row in rows {
            lines.append("  " + row.label + (row.what.isEmpty ? "" : " · " + row.what))
            for (heading, value) in [(headings.expected, row.expected), (headings.got, row.got)] {
                lines += ProseWrap.wrap(
                    value, width: width, firstPrefix: "    " + heading.padded(to: side),
                    restPrefix: String(repeating: " ", count: 4 + side))
            }
        }
        return lines
    }

    /// The rows for one differing case: one per differing field when both sides have the same
    /// fields, else one with each side whole.
    static func rows(expected: String?, got: String?, nothing: String = "nothing") -> [Row] {
        let none: (label: String, details: String) = ("", "")
        let wanted = expected.map(split) ?? none
        let found = got.map(split) ?? none
        let label = expected != nil ? wanted.label : found.label
        let wantedFields = fields(wanted.details)
        let foundFields = fields(found.details)
        if let wantedFields, let foundFields, wantedFields.map(\.name) == foundFields.map(\.name),
            wanted.label == found.label
        {
            return zip(wantedFields, foundFields).compactMap { pair in
                Wildcard.line(Substring(pair.1.value), matches: Substring(pair.0.value))
                    ? nil : Row(label: label, what: pair.0.name, expected: pair.0.value, got: pair.1.value)
            }
        }
        return [
            Row(
                label: label, what: "",
                expected: expected == nil ? nothing : wanted.details,
                got: got == nil ? nothing : (found.label == label ? found.details : got ?? ""))
        ]
    }

    /// `"LABEL: DETAILS"` cut at its first `": "`; a string without one is all details.
    static func split(_ text: String) -> (label: String, details: String) {
        guard let range = text.range(of: ": ") else { return ("", text) }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    /// `"title 4 photos, Save true"` as (`title`, `4 photos`), (`Save`, `true`); nil when a field
    /// has no value.
    static func fields(_ details: String) -> [(name: String, value: String)]? {
        var result: [(name: String, value: String)] = []
        for field in details.components(separatedBy: ", ") {
            guard let space = field.firstIndex(of: " ") else { return nil }
            result.append((String(field[..<space]), String(field[field.index(after: space)...])))
        }
        return result
    }

    /// A Swift string literal's text: the quotes removed, `\"` and `\\` read back.
    static func unquoted(_ literal: String) -> String {
        var text = Substring(literal)
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 { text = text.dropFirst().dropLast() }
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
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
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
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
