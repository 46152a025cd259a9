/// The word being completed and what precedes it on the line.
public struct CompletionContext: Equatable, Sendable {
    /// The whole line as typed so far.
    public let line: String
    /// The text before the word being completed.
    public let prefix: String
    /// The partial word under the cursor.
    public let word: String

    /// The characters that end a word; `.` among them so members complete after a dot.
    public static let wordBreaks: Set<Character> = [
        " ", "\t", "\n", "\"", "\\", "'", "`", "@", "$", ">", "<", "=", ";", "|", "&", "{", "(", ".", "[",
        ",", ")", "]", "}", ":", "!", "?", "+", "-", "*", "/", "%",
    ]

    /// The same set as a C string for libedit.
    static let wordBreakCString = String(wordBreaks.sorted())

    /// Splits `line` (cursor at its end) into the text before the last word and the word.
    public init(line: String) {
        self.line = line
        var start = line.endIndex
        while start > line.startIndex {
            let before = line.index(before: start)
            if Self.wordBreaks.contains(line[before]) { break }
            start = before
        }
        prefix = String(line[..<start])
        word = String(line[start...])
    }

    /// Whether the word follows a `.`: a member is being completed.
    public var isMember: Bool { prefix.hasSuffix(".") }

    /// Whether the line is a meta-command (`:…`) and the word is its first word.
    public var isMetaCommand: Bool { prefix == ":" || (prefix.isEmpty && word.hasPrefix(":")) }
}
