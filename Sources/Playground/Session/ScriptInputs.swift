import Compiling

/// A script cut into the pieces it runs as: meta-commands (a line starting with `:` between
/// statements), complete statements, and an unfinished one at the end. A statement ends where
/// its text is complete and the next line that is not blank or a comment does not continue it
/// (`.member`); blank and comment lines between statements belong to no piece.
struct ScriptInputs {
    enum Kind: Equatable {
        case metaCommand, statement, unfinished
    }

    struct Piece {
        var kind: Kind
        var lines: [String]
        /// The file line of the first and the last line (1-based).
        var startLine: Int
        var endLine: Int { startLine + lines.count - 1 }
    }

    private(set) var pieces: [Piece] = []

    /// Whether a statement is whole is `InputCompleteness`'s answer, asked as the statement
    /// grows (`GrowingInput`), so a long statement costs time linear in its length.
    ///
    /// - Parameter skipsOpenBrackets: whether to skip asking while a bracket is open (see
    ///   `ScriptOutline`); the same pieces either way, tests compare the two.
    init(lines: [String], skipsOpenBrackets: Bool = true) {
        let outline = skipsOpenBrackets ? ScriptOutline(lines) : nil
        var pending: [String] = []
        var statement = GrowingInput()
        var start = 1
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if pending.isEmpty {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty {
                    index += 1
                    continue
                }
                start = index + 1
                if trimmed.hasPrefix(":") {
                    pieces.append(Piece(kind: .metaCommand, lines: [line], startLine: start))
                    index += 1
                    continue
                }
            }
            pending.append(line)
            index += 1
            let complete = statement.add(line)
            if let outline, outline.isOpen(from: start - 1, through: index - 1) { continue }
            guard complete else { continue }
            // A later `.member` line, past blank lines and comments, continues this statement.
            var next = index
            while next < lines.count, LineContinuation.isBlankOrComment(lines[next]) { next += 1 }
            if next < lines.count, LineContinuation.continuesPrevious(lines[next]) {
                for joined in lines[index..<next] {
                    pending.append(joined)
                    _ = statement.add(joined)
                }
                index = next
                continue
            }
            pieces.append(Piece(kind: .statement, lines: pending, startLine: start))
            pending.removeAll()
            statement = GrowingInput()
        }
        if !pending.isEmpty { pieces.append(Piece(kind: .unfinished, lines: pending, startLine: start)) }
    }
}
