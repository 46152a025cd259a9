/// Fix-its in words, as the compiler's Swift-style printer wrote them after a message before
/// swift-syntax drew its excerpts (`[insert 'try ']`, `[replace 'let' with 'var']`,
/// `[remove 'as! Int']`; two joined by `and`, more as a list ending `, and`). Swift 6.3's
/// printer shows none: this keeps its words and puts them back where the message is.
enum FixItText {
    /// The description of `fixIts`, which edit `text`; nil when there are none.
    static func describe(_ fixIts: [LearnerDiagnostic.FixIt], in text: String) -> String? {
        guard !fixIts.isEmpty else { return nil }
        let parts = fixIts.map { describe($0, in: text) }
        let joined: String
        switch parts.count {
        case 1: joined = parts[0]
        case 2: joined = parts[0] + " and " + parts[1]
        default: joined = parts.dropLast().joined(separator: ", ") + ", and " + parts[parts.count - 1]
        }
        return "[\(joined)]"
    }

    private static func describe(_ fixIt: LearnerDiagnostic.FixIt, in text: String) -> String {
        if fixIt.start == fixIt.end { return "insert \(quoted(fixIt.text))" }
        let replaced = extract(from: fixIt.start, to: fixIt.end, in: text)
        if fixIt.text.isEmpty { return "remove \(quoted(replaced))" }
        return "replace \(quoted(replaced)) with \(quoted(fixIt.text))"
    }

    /// Text on one line, line breaks written `\n`, in single quotes.
    private static func quoted(_ text: String) -> String {
        "'" + text.map { $0 == "\n" ? "\\n" : String($0) }.joined() + "'"
    }

    /// The text between two positions (lines, UTF-8 columns).
    private static func extract(
        from start: LearnerDiagnostic.Position, to end: LearnerDiagnostic.Position, in text: String
    ) -> String {
        let bytes = Array(text.utf8)
        guard let from = offset(of: start, in: bytes), let to = offset(of: end, in: bytes), from <= to else {
            return ""
        }
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }

    private static func offset(of position: LearnerDiagnostic.Position, in bytes: [UInt8]) -> Int? {
        var line = 1
        var index = 0
        while line < position.line {
            guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            index = newline + 1
            line += 1
        }
        let offset = index + position.column - 1
        return offset <= bytes.count ? offset : nil
    }
}
