import Foundation

/// Reads a lesson file in the format of `lessons/README.md`.
public struct LessonParser {
    private let file: String
    private let lines: [Substring]
    private var index = 0

    /// Parses `text`, naming `file` in any error.
    public static func parse(_ text: String, file: String) throws(LessonError) -> Lesson {
        var parser = LessonParser(file: file, text: text)
        return try parser.parseLesson()
    }

    private init(file: String, text: String) {
        self.file = file
        // A lesson is shown: its control characters, as visible symbols (everything it holds,
        // its code too, is shown as it runs).
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Substring(ControlCharacters.visible(String($0.hasSuffix("\r") ? $0.dropLast() : $0)))
        }
    }

    // MARK: - Structure

    private mutating func parseLesson() throws(LessonError) -> Lesson {
        skipBlankLines()
        guard index < lines.count, lines[index].hasPrefix("# ") else {
            throw error(at: index, "a lesson starts with its title, a line `# Title`")
        }
        let title = String(lines[index].dropFirst(2)).trimmed
        index += 1
        skipBlankLines()
        let header = try parseHeader()
        var parts: [LessonPart] = []
        var narration: [Substring] = []
        func flushNarration() {
            let text = narration.joined(separator: "\n").trimmed
            if !text.isEmpty { parts.append(.narration(text)) }
            narration.removeAll()
        }
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("## Exercise:") {
                flushNarration()
                parts.append(.exercise(try parseExercise()))
            } else if let fence = Fence(line) {
                switch fence.info {
                case "swift", "rxplay":
                    flushNarration()
                    parts.append(.code(try parseCode(fence)))
                case "output":
                    throw error(at: index, "an output block must follow a swift or rxplay block")
                case let info where info.hasPrefix("check"):
                    throw error(at: index, "a check block belongs inside an exercise (`## Exercise: …`)")
                default:
                    narration.append(contentsOf: try fencedLines(fence))
                }
            } else {
                narration.append(line)
                index += 1
            }
        }
        flushNarration()
        return Lesson(
            name: header.name, title: title, duration: header.duration, summary: header.summary,
            file: file, parts: parts)
    }

    private mutating func parseHeader() throws(LessonError) -> (name: String, duration: String, summary: String) {
        let prefix = "<!-- lesson:"
        guard index < lines.count, lines[index].hasPrefix(prefix), lines[index].hasSuffix("-->") else {
            throw error(at: index, "the title is followed by `<!-- lesson: NAME · DURATION · SUMMARY -->`")
        }
        let body = lines[index].dropFirst(prefix.count).dropLast(3)
        let fields = body.split(separator: "·").map { String($0).trimmed }
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty }) else {
            throw error(at: index, "the lesson header needs three fields separated by `·`: name, duration, summary")
        }
        index += 1
        return (fields[0], fields[1], fields[2])
    }

    private mutating func parseCode(_ fence: Fence) throws(LessonError) -> LessonCode {
        let kind = LessonCode.Kind(rawValue: fence.info) ?? .swift
        let firstLine = index + 2
        let source = try fencedLines(fence).dropFirst().dropLast().joined(separator: "\n")
        var code = LessonCode(kind: kind, source: source, line: firstLine)
        let afterCode = index
        skipBlankLines()
        if index < lines.count, let next = Fence(lines[index]), next.info == "output" {
            code.expectedOutputLine = index + 2
            code.expectedOutput = try fencedLines(next).dropFirst().dropLast().joined(separator: "\n")
        } else {
            index = afterCode
        }
        return code
    }

    // MARK: - Exercises

    private mutating func parseExercise() throws(LessonError) -> Exercise {
        let headingLine = index
        let title = String(lines[index].dropFirst("## Exercise:".count)).trimmed
        guard !title.isEmpty else { throw error(at: index, "an exercise heading needs a title") }
        index += 1
        var task: [Substring] = []
        var hints: [String] = []
        var solution: (String, Int)?
        var checks: [ExerciseCheck] = []
        while index < lines.count, !lines[index].hasPrefix("## ") {
            let line = lines[index]
            if let summary = detailsSummary(line) {
                let (body, codeLine) = try parseDetails()
                if summary.hasPrefix("Hint") {
                    hints.append(Prose.unwrapped(body))
                } else if summary == "Solution" {
                    guard let codeLine else {
                        throw error(at: index - 1, "the solution of an exercise is a swift block inside its <details>")
                    }
                    solution = (body, codeLine)
                } else {
                    task.append(contentsOf: body.split(separator: "\n", omittingEmptySubsequences: false))
                }
            } else if let fence = Fence(line), fence.info.hasPrefix("check") {
                let checkLine = index + 2
                let body = try fencedLines(fence).dropFirst().dropLast().joined(separator: "\n")
                checks.append(try parseCheck(fence.info, body: body, line: checkLine))
            } else if let fence = Fence(line), fence.info == "swift" || fence.info == "rxplay" {
                throw error(at: index, "code in an exercise goes inside its Solution <details>")
            } else {
                task.append(line)
                index += 1
            }
        }
        guard let solution else { throw error(at: headingLine, "exercise “\(title)” has no Solution") }
        guard !checks.isEmpty else { throw error(at: headingLine, "exercise “\(title)” has no check block") }
        return Exercise(
            title: title, line: headingLine + 1,
            task: task.joined(separator: "\n").trimmed
                .replacingOccurrences(of: "\n{3,}", with: "\n\n", options: .regularExpression),
            hints: hints,
            solution: solution.0, solutionLine: solution.1, checks: checks)
    }

    /// `check lanes: a, b`, `check timed lanes: a, b` or `check state: EXPRESSION`; `line` is
    /// the expected text's first line.
    private func parseCheck(_ info: String, body: String, line: Int) throws(LessonError) -> ExerciseCheck {
        var rest = info.dropFirst("check".count).trimmed
        if rest.hasPrefix("state:") {
            let expression = rest.dropFirst("state:".count).trimmed
            if !expression.isEmpty { return ExerciseCheck(.state(expression), expected: body, line: line) }
        }
        let timed = rest.hasPrefix("timed ")
        if timed { rest = rest.dropFirst("timed ".count).trimmed }
        if rest.hasPrefix("lanes:") {
            let lanes = rest.dropFirst("lanes:".count).split(separator: ",").map { String($0).trimmed }
            if !lanes.isEmpty, lanes.allSatisfy({ !$0.isEmpty }) {
                return ExerciseCheck(.lanes(lanes, timed: timed), expected: body, line: line)
            }
        }
        if rest == "output" {
            throw error(at: line - 2, "a check of printed text passes a wrong answer that prints it: check lanes or state instead")
        }
        throw error(at: line - 2, "a check block is ```check lanes: NAME, …, ```check timed lanes: NAME, … or ```check state: EXPRESSION")
    }

    /// Reads `<details><summary>…</summary>` … `</details>`; returns its text, or the code of
    /// the swift block inside with that code's first line.
    private mutating func parseDetails() throws(LessonError) -> (String, Int?) {
        let start = index
        index += 1
        var body: [Substring] = []
        var code: (String, Int)?
        while index < lines.count {
            let line = lines[index]
            if line.trimmed == "</details>" {
                index += 1
                if let code { return (code.0, code.1) }
                return (body.joined(separator: "\n").trimmed, nil)
            }
            if let fence = Fence(line), fence.info == "swift" {
                let codeLine = index + 2
                code = (try fencedLines(fence).dropFirst().dropLast().joined(separator: "\n"), codeLine)
            } else {
                body.append(line)
                index += 1
            }
        }
        throw error(at: start, "<details> is not closed with </details>")
    }

    private func detailsSummary(_ line: Substring) -> String? {
        let open = "<details><summary>"
        let close = "</summary>"
        guard line.hasPrefix(open), line.hasSuffix(close) else { return nil }
        return String(line.dropFirst(open.count).dropLast(close.count)).trimmed
    }

    // MARK: - Lines

    /// The lines of a fenced block, both fences included; moves past it.
    private mutating func fencedLines(_ fence: Fence) throws(LessonError) -> [Substring] {
        let start = index
        var end = index + 1
        while end < lines.count, lines[end].trimmingLeadingSpaces != fence.marker {
            end += 1
        }
        guard end < lines.count else { throw error(at: start, "the ``` block is not closed") }
        index = end + 1
        return Array(lines[start...end])
    }

    private mutating func skipBlankLines() {
        while index < lines.count, lines[index].trimmed.isEmpty { index += 1 }
    }

    private func error(at lineIndex: Int, _ problem: String) -> LessonError {
        LessonError(file: file, line: min(lineIndex, max(lines.count - 1, 0)) + 1, problem: problem)
    }
}

/// An opening code fence: its backticks and its info string.
private struct Fence {
    let marker: String
    let info: String

    init?(_ line: Substring) {
        let trimmed = line.trimmingLeadingSpaces
        let ticks = trimmed.prefix { $0 == "`" }
        guard ticks.count >= 3 else { return nil }
        marker = String(ticks)
        info = String(trimmed.dropFirst(ticks.count)).trimmed
    }
}

extension StringProtocol {
    var trimmed: String { String(self).trimmingCharacters(in: .whitespacesAndNewlines) }
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
