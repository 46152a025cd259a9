/// What the command-line front end asks of a session besides single lines.
extension Session {
    /// Runs a Swift file as a program (`main.swift`): declarations are visible throughout the
    /// file, the clock does not move between statements, then the clock runs until nothing is
    /// scheduled or `timeLimit` milliseconds pass. Stops at the first error (naming `file`'s line).
    public func runScript(_ text: String, file: String, timeLimit: Int = 60_000) -> (output: String, succeeded: Bool) {
        let outcome = runFile(text, file: file, timeLimit: timeLimit, limitHint: "--time sets the limit")
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
