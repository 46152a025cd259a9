import TextWidth
/// `:lessons`: the lessons, with what they teach and how long they take.
enum LessonsCommand: MetaCommand {
    static let name = "lessons"
    static let usage = ":lessons"
    static let summary = "list the lessons"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(session.texts.takesNoArguments(":lessons"), session.texts) }
        return SessionReply(output: listing(
            LessonLibrary(directory: session.options.lessonsDirectory), width: session.options.width,
            language: session.options.lessonLanguage))
    }

    /// One line per lesson: name, duration, summary (cut to `width`); then any broken lesson file.
    static func listing(_ library: LessonLibrary, width: Int = 80, language: LessonLanguage = .en) -> String {
        let (english, problems) = library.load()
        let lessons = english.map { (try? library.translated($0, to: language)) ?? $0 }
        if lessons.isEmpty && problems.isEmpty { return LessonTexts(language: language).noLessonsFound + "\n" }
        // Display columns, not characters: a Korean summary takes two columns a syllable.
        let nameWidth = lessons.map { TerminalWidth.of($0.name) }.max() ?? 0
        let durationWidth = lessons.map { TerminalWidth.of($0.duration) }.max() ?? 0
        let room = max(20, width - nameWidth - durationWidth - 4)
        var text = Table.render(lessons.map { lesson in
            let fits = TerminalWidth.of(lesson.summary) <= room
            let summary = fits ? lesson.summary : TerminalWidth.prefix(lesson.summary, fitting: room - 1) + "…"
            return [lesson.name, lesson.duration, summary]
        })
        for problem in problems { text += "error: \(problem.description(in: SessionTexts(language: language)))\n" }
        return text + (lessons.isEmpty ? "" : LessonTexts(language: language).startOne + "\n")
    }
}
