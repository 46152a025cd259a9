/// What the command-line front end asks of a session besides single lines.
extension Session {
    /// Runs a script file's text as if typed; stops at the first error (naming `file`'s line).
    public func runScript(_ text: String, file: String) -> (output: String, succeeded: Bool) {
        let outcome = ScriptRunner(session: self).run(text, file: file)
        return (outcome.output, outcome.succeeded)
    }

    /// The lessons: name, duration and summary of each.
    public func lessonsListing() -> String {
        LessonsCommand.listing(LessonLibrary(directory: options.lessonsDirectory), width: options.width, language: options.lessonLanguage)
    }

    /// Starts the lesson `name` and shows it up to its first step.
    public func startLesson(_ name: String) -> SessionReply {
        LessonCommand.run([name], in: self)
    }

    /// Whether a lesson is open.
    public var isInLesson: Bool { lessonRun != nil }

    /// The open lesson's next step, shown and run.
    public func nextLessonStep() -> String {
        NextCommand.run([], in: self).output
    }

    /// Where the lessons are: `$RXPLAY_LESSONS`, else a `lessons` folder beside or above the
    /// executable, else in the current directory.
    public static func locateLessons() -> String? {
        LessonLibrary.locate()
    }
}
