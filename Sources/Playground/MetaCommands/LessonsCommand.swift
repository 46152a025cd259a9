/// `:lessons`: the lessons, with what they teach and how long they take.
enum LessonsCommand: MetaCommand {
    static let name = "lessons"
    static let usage = ":lessons"
    static let summary = "list the lessons"

    static func run(_ arguments: [String], in session: Session) -> SessionReply {
        if !arguments.isEmpty { return usageError(":lessons takes no arguments") }
        return SessionReply(output: listing(LessonLibrary(directory: session.options.lessonsDirectory)))
    }

    /// One line per lesson: name, duration, summary; then any broken lesson file.
    static func listing(_ library: LessonLibrary) -> String {
        let (lessons, problems) = library.load()
        if lessons.isEmpty && problems.isEmpty { return "no lessons found\n" }
        var text = Table.render(lessons.map { [$0.name, $0.duration, $0.summary] })
        for problem in problems { text += "error: \(problem)\n" }
        return text + (lessons.isEmpty ? "" : "Start one with :lesson NAME (or rxplay lesson NAME).\n")
    }
}
