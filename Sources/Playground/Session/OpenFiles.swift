import Foundation

/// The files whose content runs now (a `:load`ed script, a lesson's or a playground page's
/// step), outermost first, each at the line running now. A command that opens one of them again
/// (`:load` of a file being loaded, directly or through others; a page that opens its own
/// playground as a lesson) is refused instead of recursing without end.
final class OpenFiles {
    /// One open file.
    struct Entry: Equatable {
        /// The file's real path (links resolved), to compare.
        var path: String
        /// The path as the learner or the lesson wrote it, to show.
        var shown: String
        /// The line running now.
        var line: Int
    }

    private(set) var entries: [Entry] = []

    /// Runs `body` with `file` open at `line`.
    func whileOpen<T>(_ file: String, line: Int, _ body: () -> T) -> T {
        entries.append(Entry(path: Self.canonical(file), shown: file, line: line))
        defer { entries.removeLast() }
        return body()
    }

    /// The innermost file is at `line` now.
    func move(to line: Int) {
        guard !entries.isEmpty else { return }
        entries[entries.count - 1].line = line
    }

    /// Why `command` may not open `target` now (a file, or a folder such as a playground, which
    /// is open when a file inside it is); `nil` when it may.
    func refusal(opening target: String, command: String, texts: SessionTexts) -> String? {
        guard let innermost = entries.last else { return nil }
        let path = Self.canonical(target)
        guard entries.contains(where: { $0.path == path || $0.path.hasPrefix(path + "/") }) else { return nil }
        let chain = entries.map { "\($0.shown):\($0.line)" }.joined(separator: " → ")
        let problem = texts.alreadyOpen(target, command: command, chain: chain)
        return ControlCharacters.visible("\(innermost.shown):\(innermost.line): error: \(problem)") + "\n"
    }

    /// The real path of `path` when it exists (links and `..` resolved), else its absolute form.
    static func canonical(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let resolved = realpath(trimmed, nil) else { return FileWriter.absolute(trimmed) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
