import Compiling

/// A lesson: a Markdown file of narration, code steps with their expected output, and exercises.
public struct Lesson: Equatable, Sendable {
    /// What `rxplay lesson NAME` takes.
    public var name: String
    /// The title (the `#` heading).
    public var title: String
    /// How long it takes, as written (`15 min`).
    public var duration: String
    /// One line saying what it teaches.
    public var summary: String
    /// The file it came from, for messages.
    public var file: String
    /// Narration, code and exercises, in order.
    public var parts: [LessonPart]

    /// The code steps and exercises, without narration.
    public var runnableParts: [LessonPart] {
        parts.filter { if case .narration = $0 { return false } else { return true } }
    }
}

/// One part of a lesson.
public enum LessonPart: Equatable, Sendable {
    /// Prose (Markdown), shown as it is.
    case narration(String)
    /// Code to run as if typed at the prompt.
    case code(LessonCode)
    /// A task for the learner.
    case exercise(Exercise)
}

/// A ```` ```swift ```` or ```` ```rxplay ```` block and the output expected after it.
public struct LessonCode: Equatable, Sendable {
    /// What the block holds.
    public enum Kind: String, Equatable, Sendable {
        /// Swift, run like input at the prompt.
        case swift
        /// Meta-commands, one per line.
        case rxplay
    }

    /// Swift or meta-commands.
    public var kind: Kind
    /// The block's text.
    public var source: String
    /// The 1-based line of the block's first line of code.
    public var line: Int
    /// The exact output expected after running it, if the lesson says.
    public var expectedOutput: String?
    /// The 1-based line of the expected output's first line.
    public var expectedOutputLine: Int?
    /// The file the block is in, when not the lesson's own (a playground page's).
    public var file: String?
}

/// A task, its hints, its solution and how to check it.
public struct Exercise: Equatable, Sendable {
    /// The heading's title.
    public var title: String
    /// The 1-based line of the heading.
    public var line: Int
    /// What to do (Markdown).
    public var task: String
    /// Hints, shown one at a time.
    public var hints: [String]
    /// The solution's code.
    public var solution: String
    /// The 1-based line of the solution's first line of code.
    public var solutionLine: Int
    /// What counts as done: every one of these checks passes.
    public var checks: [ExerciseCheck]

    /// The 1-based line of the first check.
    public var checkLine: Int { checks.first?.line ?? line }
}

/// One check of an exercise: something the learner's code must have done, read from the
/// session (a timeline, or a value), never from what it printed.
public struct ExerciseCheck: Equatable, Sendable {
    /// What a check reads.
    public enum Kind: Equatable, Sendable {
        /// The timeline of these lanes, as `:marbles` draws it with its instants renumbered
        /// 0, 1, 2, … (only the order of events counts); `timed`, the instants are counted
        /// from the first one instead, so the frames between events count too.
        case lanes([String], timed: Bool)
        /// The value of a Swift expression evaluated in the session, as the prompt shows it
        /// (`Bool = true`).
        case state(String)
    }

    /// What it reads.
    public var kind: Kind
    /// The expected drawing or value; `…` in a line stands for any text.
    public var expected: String
    /// The 1-based line of the expected text.
    public var line: Int

    /// A check of `kind` expecting `expected`.
    public init(_ kind: Kind, expected: String, line: Int) {
        self.kind = kind
        self.expected = expected
        self.line = line
    }
}

/// A problem in a lesson file: where, and what.
public struct LessonError: Error, Equatable, CustomStringConvertible {
    /// Why a lesson file was not read at all, which the session words in its language.
    enum Unread: Equatable {
        /// It is not a regular UTF-8 text file, or cannot be opened: why.
        case unreadable(FileProblem)
        /// It holds `bytes`, more than the `limit` a lesson may (`LessonLibrary.largestLesson`).
        case tooLarge(bytes: Int, limit: Int)
    }

    /// The file.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// What is wrong, in English.
    public var problem: String
    /// Why the file was not read, when that is the problem.
    var unread: Unread?

    /// A problem on `line` of `file`.
    public init(file: String, line: Int, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// The file at `file` was not read.
    init(file: String, unread: Unread) {
        self.init(file: file, line: 1, problem: "")
        self.unread = unread
        problem = Self.words(unread, in: SessionTexts(language: .en))
    }

    /// `file:line: problem`, the file's name with its control characters visible.
    public var description: String { "\(ControlCharacters.visible(file)):\(line): \(problem)" }

    /// `file:line: problem` in the language of `texts`, where the session has the words.
    func description(in texts: SessionTexts) -> String {
        "\(ControlCharacters.visible(file)):\(line): " + (unread.map { Self.words($0, in: texts) } ?? problem)
    }

    private static func words(_ unread: Unread, in texts: SessionTexts) -> String {
        switch unread {
        case .unreadable(let why): return texts.cannotBeRead + ": " + texts.fileProblem(why)
        case let .tooLarge(bytes, limit): return texts.fileTooLarge(bytes: bytes, limit: limit)
        }
    }
}
