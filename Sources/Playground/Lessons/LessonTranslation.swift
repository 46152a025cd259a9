import Foundation

/// A lesson's prose in another language, laid over the English lesson: the code, outputs,
/// solutions and checks stay the English file's, so a translation cannot drift from what runs.
///
/// The file `lessons/LANG/NAME.md` has the lesson's title and header, then one section per
/// narration of the English file (`<!-- prose N -->`, N counting from 1 in order) and one per
/// exercise (`<!-- exercise N -->`, then `## …: TITLE`, the task, and as many
/// `<details><summary>…</summary>` hints as the English exercise has).
enum LessonTranslation {
    /// `english` with the prose of `text`, or what does not line up.
    static func apply(_ text: String, file: String, to english: Lesson) throws(LessonError) -> Lesson {
        // Shown as the English lesson is: control characters as visible symbols.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            ControlCharacters.visible(String($0.hasSuffix("\r") ? $0.dropLast() : $0))
        }
        func problem(_ line: Int, _ message: String) -> LessonError { LessonError(file: file, line: line, problem: message) }
        var index = 0
        while index < lines.count, lines[index].trimmed.isEmpty { index += 1 }
        guard index < lines.count, lines[index].hasPrefix("# ") else { throw problem(index + 1, "a translation starts with its title, a line `# Title`") }
        let title = String(lines[index].dropFirst(2)).trimmed
        index += 1
        while index < lines.count, lines[index].trimmed.isEmpty { index += 1 }
        let header = index < lines.count ? lines[index] : ""
        let fields = header.hasPrefix("<!-- lesson:") && header.hasSuffix("-->")
            ? header.dropFirst("<!-- lesson:".count).dropLast(3).split(separator: "·").map { String($0).trimmed } : []
        guard fields.count == 3 else { throw problem(index + 1, "the title is followed by `<!-- lesson: NAME · DURATION · SUMMARY -->`") }
        guard fields[0] == english.name else { throw problem(index + 1, "this translates “\(fields[0])”, not “\(english.name)”") }
        index += 1

        // The sections, in order: kind, number, first line, body lines.
        var sections: [(kind: String, number: Int, line: Int, body: [String])] = []
        for lineIndex in index..<lines.count {
            let line = lines[lineIndex].trimmed
            if line.hasPrefix("<!-- prose ") || line.hasPrefix("<!-- exercise "), line.hasSuffix("-->") {
                let words = line.dropFirst(5).dropLast(3).split(separator: " ")
                guard words.count == 2, let number = Int(words[1]) else { throw problem(lineIndex + 1, "a section marker is `<!-- prose N -->` or `<!-- exercise N -->`") }
                sections.append((String(words[0]), number, lineIndex + 1, []))
            } else if sections.isEmpty {
                if !line.isEmpty { throw problem(lineIndex + 1, "text before the first `<!-- prose 1 -->`") }
            } else {
                sections[sections.count - 1].body.append(lines[lineIndex])
            }
        }
        var prose = sections.filter { $0.kind == "prose" }
        var exercises = sections.filter { $0.kind == "exercise" }
        var lesson = english
        lesson.title = title
        lesson.duration = fields[1]
        lesson.summary = fields[2]
        lesson.file = file
        var proseNumber = 0
        var exerciseNumber = 0
        let end = sections.last?.line ?? index + 1
        for partIndex in lesson.parts.indices {
            switch lesson.parts[partIndex] {
            case .narration:
                proseNumber += 1
                guard !prose.isEmpty else { throw problem(end, "prose \(proseNumber) is missing (the English lesson has more narration)") }
                let section = prose.removeFirst()
                guard section.number == proseNumber else { throw problem(section.line, "expected prose \(proseNumber) here, found prose \(section.number)") }
                lesson.parts[partIndex] = .narration(section.body.joined(separator: "\n").trimmed)
            case .exercise(var exercise):
                exerciseNumber += 1
                guard !exercises.isEmpty else { throw problem(end, "exercise \(exerciseNumber) is missing") }
                let section = exercises.removeFirst()
                guard section.number == exerciseNumber else { throw problem(section.line, "expected exercise \(exerciseNumber) here, found exercise \(section.number)") }
                try translate(&exercise, from: section.body, line: section.line, file: file)
                lesson.parts[partIndex] = .exercise(exercise)
            case .code(var code):
                // The code is the English file's, at its lines: messages and `:app` name that file.
                code.file = code.file ?? english.file
                lesson.parts[partIndex] = .code(code)
            }
        }
        if let extra = prose.first { throw problem(extra.line, "prose \(extra.number) has no narration to translate in the English lesson") }
        if let extra = exercises.first { throw problem(extra.line, "exercise \(extra.number) is not in the English lesson") }
        return lesson
    }

    private static func translate(_ exercise: inout Exercise, from body: [String], line: Int, file: String) throws(LessonError) {
        var task: [String] = []
        var hints: [String] = []
        var title: String?
        var index = 0
        while index < body.count {
            let text = body[index]
            if title == nil, text.hasPrefix("## "), let colon = text.firstIndex(of: ":") {
                title = String(text[text.index(after: colon)...]).trimmed
            } else if text.hasPrefix("<details><summary>") {
                var hint: [String] = []
                index += 1
                while index < body.count, body[index].trimmed != "</details>" {
                    hint.append(body[index])
                    index += 1
                }
                hints.append(Prose.unwrapped(hint.joined(separator: "\n").trimmed))
            } else {
                task.append(text)
            }
            index += 1
        }
        guard let title else { throw LessonError(file: file, line: line + 1, problem: "an exercise section starts with `## …: TITLE`") }
        guard hints.count == exercise.hints.count else {
            throw LessonError(file: file, line: line, problem: "exercise “\(title)” has \(hints.count) hints; the English one has \(exercise.hints.count)")
        }
        exercise.title = title
        exercise.task = task.joined(separator: "\n").trimmed.replacingOccurrences(of: "\n{3,}", with: "\n\n", options: .regularExpression)
        exercise.hints = hints
    }
}
