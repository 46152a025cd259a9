/// Reads the end of a typed line the way completion needs it: the word being typed, and
/// whether a member is being typed after a `.` (then the receiver's text before it).
struct LineScan {
    /// The partial identifier at the end of the line.
    let word: String
    /// The expression before the `.` that precedes the word; nil when no `.` precedes it.
    let receiver: String?
    /// The line before the receiver (or before the word): statements typed earlier on it.
    let before: String
    /// Whether the line ends inside a string literal or a comment, where nothing is completed.
    let isInTextOrComment: Bool

    init(_ line: String) {
        let characters = Array(line)
        var start = characters.count
        while start > 0, Self.isIdentifier(characters[start - 1]) { start -= 1 }
        word = String(characters[start...])
        isInTextOrComment = Self.endsInTextOrComment(characters[..<start])
        guard start > 0, characters[start - 1] == "." else {
            receiver = nil
            before = String(characters[..<start])
            return
        }
        let receiverStart = Self.expressionStart(characters, before: start - 1)
        receiver = String(characters[receiverStart..<(start - 1)])
        before = String(characters[..<receiverStart])
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where the expression ending at `end` starts: identifiers, dots, `?`/`!` and balanced
    /// brackets (a call's arguments, a trailing closure, generic arguments).
    private static func expressionStart(_ characters: [Character], before end: Int) -> Int {
        var start = end
        var depth = 0
        while start > 0 {
            let character = characters[start - 1]
            if ")]}>".contains(character) {
                depth += 1
            } else if "([{<".contains(character) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, !(isIdentifier(character) || ".?!$".contains(character)) {
                // A space before a trailing closure: `subject.map { $0 }.`
                guard character == " ", characters[start] == "{" else { break }
            }
            start -= 1
        }
        return start
    }

    /// Whether `text` ends inside a string literal or a `//` comment (a line is all we see).
    private static func endsInTextOrComment(_ text: ArraySlice<Character>) -> Bool {
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                return true
            }
            previous = character
        }
        return inString
    }
}
