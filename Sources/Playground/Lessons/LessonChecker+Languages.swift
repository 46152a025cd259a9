import Compiling

extension LessonChecker {
    /// Checks one lesson in several languages in one fresh session: a translation holds only
    /// prose (`LessonTranslation`), so every code step and every exercise's solution is the same
    /// in each, and runs once; each language's report is written from that run, its prose,
    /// headings and exercise messages in its own language. The first language leads (its file
    /// names the problems found; the others' reports name their own files).
    ///
    /// A translation whose code differs from the first language's is checked on its own.
    public static func check(
        named name: String, languages: [LessonLanguage], options: SessionOptions, toolchain: Toolchain
    ) -> [LessonLanguage: LessonCheckReport] {
        guard let lead = languages.first else { return [:] }
        var reports: [LessonLanguage: LessonCheckReport] = [:]
        var lessons: [(LessonLanguage, Lesson)] = []
        for language in languages {
            var languageOptions = options
            languageOptions.lessonLanguage = language
            do {
                lessons.append(
                    (language, try LessonLibrary(directory: options.lessonsDirectory).lesson(named: name, language: language)))
            } catch {
                reports[language] = checkAlone(named: name, options: languageOptions, toolchain: toolchain)
            }
        }
        guard let first = lessons.first, first.0 == lead else { return reports }
        let sameCode = lessons.filter { sharesCode($0.1, with: first.1) }
        for (language, _) in lessons where !sameCode.contains(where: { $0.0 == language }) {
            var languageOptions = options
            languageOptions.lessonLanguage = language
            reports[language] = checkAlone(named: name, options: languageOptions, toolchain: toolchain)
        }
        var leadOptions = options
        leadOptions.lessonLanguage = lead
        do {
            let session = CompiledConsole(session: try CompiledSession(toolchain: toolchain), options: leadOptions)
            for (language, report) in check(sameCode, in: session) { reports[language] = report }
        } catch {
            for (language, lesson) in sameCode {
                reports[language] = LessonCheckReport(
                    file: lesson.file, transcript: "", problems: [SessionTexts(language: language).describing(error)])
            }
        }
        return reports
    }

    /// Whether `lesson`'s code steps and exercises' solutions and checks are `other`'s.
    private static func sharesCode(_ lesson: Lesson, with other: Lesson) -> Bool {
        guard lesson.parts.count == other.parts.count else { return false }
        for (part, otherPart) in zip(lesson.parts, other.parts) {
            switch (part, otherPart) {
            case (.narration, .narration): continue
            case (.code(let code), .code(let otherCode)):
                if code.source != otherCode.source || code.kind != otherCode.kind { return false }
            case (.exercise(let exercise), .exercise(let otherExercise)):
                if exercise.solution != otherExercise.solution || exercise.checks != otherExercise.checks { return false }
            default: return false
            }
        }
        return true
    }

    /// Runs `lessons` (the same code in several languages, the first leading) in `session`.
    private static func check(_ lessons: [(LessonLanguage, Lesson)], in session: SessionHost)
        -> [(LessonLanguage, LessonCheckReport)]
    {
        guard let (leadLanguage, lead) = lessons.first else { return [] }
        var transcripts = lessons.map { "# \($0.1.title)\n\n" }
        var problems: [String] = []
        for (index, part) in lead.parts.enumerated() {
            switch part {
            case .narration:
                for (number, (_, lesson)) in lessons.enumerated() {
                    if case .narration(let prose) = lesson.parts[index] { transcripts[number] += prose + "\n\n" }
                }
            case .code(let code):
                let outcome = LessonSteps.run(code, of: lead.file, in: session, echo: true)
                for number in transcripts.indices { transcripts[number] += outcome.output + "\n" }
                problems += compare(code, outcome: outcome, in: session, file: lead.file)
            case .exercise(let exercise):
                let (output, found) = checkSolution(of: exercise, in: session, file: lead.file, language: leadLanguage)
                problems += found
                let leadDone = LessonTexts(language: leadLanguage).done(exercise.title)
                for (number, (language, lesson)) in lessons.enumerated() {
                    guard case .exercise(let translated) = lesson.parts[index] else { continue }
                    let texts = LessonTexts(language: language)
                    transcripts[number] += texts.exerciseHeading(translated.title) + "\n\(translated.task)\n"
                    // The solution printed the same; only the message that it is done is in words.
                    transcripts[number] +=
                        output.replacingOccurrences(of: leadDone, with: texts.done(translated.title)) + "\n"
                }
            }
        }
        return lessons.enumerated().map { number, entry in
            let (language, lesson) = entry
            let named = problems.map { $0.replacingOccurrences(of: lead.file + ":", with: lesson.file + ":") }
            return (language, LessonCheckReport(file: lesson.file, transcript: transcripts[number], problems: named))
        }
    }
}
