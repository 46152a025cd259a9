import TextWidth

/// A `:command` the REPL understands besides Swift.
protocol MetaCommand {
    /// The name after the colon.
    static var name: String { get }
    /// The command's form, e.g. `:wait DURATION`.
    static var usage: String { get }
    /// One line for `:help`.
    static var summary: String { get }
    /// More, for `:help NAME` (may be empty).
    static var details: String { get }
    /// Runs the command with its arguments.
    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply
    /// What the command does with files given `arguments` (`.writesFile`), or `nil` when it
    /// touches none: a file's content may not do that (`ScriptOrigin`).
    static func fileAccess(_ arguments: [String]) -> FileAccess?
}

extension MetaCommand {
    static var details: String { "" }

    static func fileAccess(_ arguments: [String]) -> FileAccess? { nil }

    /// The command's form in `texts`' language.
    static func usage(in texts: SessionTexts) -> String {
        texts.usage(of: name, english: usage)
    }

    /// The reply for a wrong argument: the problem and the right form, in `texts`' language.
    /// A form's later lines are aligned for `usage: ` and move with a longer label.
    static func usageError(_ problem: String, _ texts: SessionTexts) -> SessionReply {
        let label = texts.usageLabel
        let shift = String(repeating: " ", count: max(0, TerminalWidth.of(label) - "usage:".count))
        let form = usage(in: texts).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 ? String($0.element) : shift + $0.element }.joined(separator: "\n")
        return .failure("error: \(problem)\n\(label) \(form)\n")
    }
}

/// The table of meta-commands, and how a `:` line is read.
enum MetaCommands {
    static let all: [MetaCommand.Type] = [
        HelpCommand.self, MarblesCommand.self, AutoCommand.self, VarsCommand.self, SubsCommand.self,
        ResourcesCommand.self, WaitCommand.self, TimeCommand.self, PlayCommand.self, ResetCommand.self, UndoCommand.self,
        SaveCommand.self, ForceSaveCommand.self, LoadCommand.self, TypedCommand.self, LessonsCommand.self, LessonCommand.self, NextCommand.self,
        CheckCommand.self, HintCommand.self,
        SolutionCommand.self, AppCommand.self, TapCommand.self, SelectCommand.self, BackCommand.self, TypeCommand.self,
        AlertCommand.self, ScreenCommand.self, QuitCommand.self,
    ]

    static func named(_ name: String) -> MetaCommand.Type? {
        all.first { $0.name == name }
    }

    /// Runs a `:name args…` line.
    static func run(_ line: String, in session: SessionHost) -> SessionReply {
        let words = line.trimmingCharacters(in: .whitespaces).dropFirst().split(separator: " ").map(String.init)
        let texts = session.texts
        guard let name = words.first else {
            return .failure("error: \(texts.noCommandName)\n")
        }
        guard let command = named(name) else {
            return .failure(
                "error: \(texts.unknownCommand(name, near: nearest(to: name)))\n\(texts.helpListsCommands)\n")
        }
        return command.run(Array(words.dropFirst()), in: session)
    }

    /// The name of the command on the `:` line `line` and what it does with files, when it
    /// reads or writes one.
    static func fileAccess(of line: String) -> (name: String, access: FileAccess)? {
        let words = line.trimmingCharacters(in: .whitespaces).dropFirst().split(separator: " ").map(String.init)
        guard let name = words.first, let command = named(name),
              let access = command.fileAccess(Array(words.dropFirst())) else { return nil }
        return (name, access)
    }

    /// Completions for a line that starts with `:`.
    static func completions(for line: String, in session: SessionHost) -> [String] {
        let words = line.dropFirst().split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if words.count <= 1 {
            let prefix = words.first ?? ""
            return all.map { $0.name }.filter { $0.hasPrefix(prefix) }
        }
        let last = words.last ?? ""
        switch words[0] {
        case "lesson": return LessonLibrary(directory: session.options.lessonsDirectory).names.filter { $0.hasPrefix(last) }
        case "help": return (HelpTexts.topicNames + all.map { $0.name }).filter { $0.hasPrefix(last) }
        case "marbles": return session.laneNames.filter { $0.hasPrefix(last) }
        case "auto": return ["on", "off"].filter { $0.hasPrefix(last) }
        default: return []
        }
    }

    private static func nearest(to name: String) -> String? {
        all.map { $0.name }.filter { $0.hasPrefix(String(name.prefix(2))) || name.hasPrefix($0) }.first
    }
}
