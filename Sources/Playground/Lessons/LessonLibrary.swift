import Compiling
import Foundation

/// The lesson files of a folder.
public struct LessonLibrary {
    /// The most bytes of one lesson file (or translation) read: 1 MB, twenty times the longest
    /// lesson. A larger one is listed as a problem, read no further than its size.
    static let largestLesson = 1 << 20

    let directory: String?

    /// The lesson files, sorted by name (`README.md` is the format's description, not a lesson).
    var files: [String] {
        guard let directory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
            .map { directory + "/" + $0 }
    }

    /// Every lesson that parses, and the problems of those that do not.
    func load() -> (lessons: [Lesson], problems: [LessonError]) {
        var lessons: [Lesson] = []
        var problems: [LessonError] = []
        for file in files {
            do {
                lessons.append(try lesson(at: file))
            } catch let error as LessonError {
                problems.append(error)
            } catch {
                // Lesson files' problems are in English, as the parser's are.
                let texts = SessionTexts(language: .en)
                let problem = texts.cannotBeRead + ": " + texts.fileProblem(FileProblem(error))
                problems.append(LessonError(file: file, line: 1, problem: problem))
            }
        }
        return (lessons.sorted { order($0) < order($1) }, problems)
    }

    /// The lesson names.
    var names: [String] { load().lessons.map(\.name) }

    /// The lesson called `name`.
    func lesson(named name: String) throws -> Lesson {
        let (lessons, problems) = load()
        if let lesson = lessons.first(where: { $0.name == name }) { return lesson }
        if let problem = problems.first(where: { ($0.file as NSString).lastPathComponent == name + ".md" }) {
            throw problem
        }
        throw NoSuchLesson(name: name, known: lessons.map(\.name))
    }

    /// The lesson called `name` in `language`: the English lesson with the translation's prose.
    func lesson(named name: String, language: LessonLanguage) throws -> Lesson {
        let english = try lesson(named: name)
        return try translated(english, to: language)
    }

    /// `lesson` with the prose of its translation into `language` (English is itself).
    func translated(_ lesson: Lesson, to language: LessonLanguage) throws -> Lesson {
        guard language != .en else { return lesson }
        let file = translationFile(of: lesson, in: language)
        switch BoundedFile.text(at: file, limit: Self.largestLesson) {
        case .success(let text): return try LessonTranslation.apply(text, file: file, to: lesson)
        case .failure(.tooLarge(let bytes)):
            throw LessonError(file: file, unread: .tooLarge(bytes: bytes, limit: Self.largestLesson))
        case .failure(.unreadable):
            throw LessonLookupError(reason: .noTranslation(language: language, lesson: lesson.name, file: file))
        }
    }

    /// Where the translation of `lesson` into `language` is: `LANG/` beside the English file.
    func translationFile(of lesson: Lesson, in language: LessonLanguage) -> String {
        let url = URL(fileURLWithPath: lesson.file)
        return url.deletingLastPathComponent().appendingPathComponent(language.rawValue)
            .appendingPathComponent(url.lastPathComponent).path
    }

    /// The lesson after `name` in teaching order, if any: its name and title in `language`.
    func following(_ name: String, language: LessonLanguage) -> (name: String, title: String)? {
        let lessons = load().lessons
        guard let position = lessons.firstIndex(where: { $0.name == name }), position + 1 < lessons.count else { return nil }
        let next = lessons[position + 1]
        return (next.name, (try? translated(next, to: language))?.title ?? next.title)
    }

    /// The lesson in `file`, read only when it holds at most `largestLesson` bytes.
    func lesson(at file: String) throws -> Lesson {
        switch BoundedFile.text(at: file, limit: Self.largestLesson) {
        case .success(let text): return try LessonParser.parse(text, file: file)
        case .failure(.tooLarge(let bytes)):
            throw LessonError(file: file, unread: .tooLarge(bytes: bytes, limit: Self.largestLesson))
        case .failure(.unreadable(let why)): throw LessonError(file: file, unread: .unreadable(why))
        }
    }

    /// Lessons in teaching order: a numeric file prefix (`1-subjects.md`) first, then by name.
    private func order(_ lesson: Lesson) -> String { (lesson.file as NSString).lastPathComponent }

    /// Where the lessons are: `$RXPLAY_LESSONS`, else a `lessons` folder beside or above the
    /// executable, else in the current directory.
    public static func locate(executable: String = CommandLine.arguments.first ?? "") -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["RXPLAY_LESSONS"], !path.isEmpty { return path }
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("lessons")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("README.md").path) {
                return candidate.path
            }
            directory = directory.deletingLastPathComponent()
        }
        let local = FileManager.default.currentDirectoryPath + "/lessons"
        return FileManager.default.fileExists(atPath: local) ? local : nil
    }
}

/// No lesson of that name: the name asked for and the lessons there are.
struct NoSuchLesson: Error, CustomStringConvertible {
    let name: String
    let known: [String]
    var description: String { SessionTexts(language: .en).noLesson(name, known: known) }
}

/// A lesson that is not there.
struct LessonLookupError: Error, CustomStringConvertible {
    /// What is missing, worded by `SessionTexts.lookupProblem`.
    enum Reason: Equatable {
        /// `lesson` has no translation into `language` at `file`.
        case noTranslation(language: LessonLanguage, lesson: String, file: String)
        /// No playground folder at `path`.
        case noPlayground(path: String)
        /// The playground at `path` has neither a `Contents.swift` nor pages.
        case noPages(path: String)
        /// The page `name` (its folder `path`) has no `Contents.swift`.
        case pageWithoutContents(name: String, path: String)
        /// The file at `path` could not be read.
        case cannotRead(path: String, problem: FileProblem)
    }

    let reason: Reason
    var description: String { SessionTexts(language: .en).lookupProblem(reason) }
}
