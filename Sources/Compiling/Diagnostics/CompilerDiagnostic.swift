/// One message of the compiler's, as it reported it (`FILE:LINE:COLUMN: error: …`).
public struct CompilerDiagnostic: Equatable, Sendable {
    /// How serious the message is.
    public enum Severity: String, Equatable, Sendable {
        case error, warning, note, remark
    }

    /// The file the compiler named, or nil for a message about no file.
    public let file: String?
    /// The line, from 1 (0 when there is no position).
    public let line: Int
    /// The column in UTF-8 bytes, from 1.
    public let column: Int
    /// How serious it is.
    public let severity: Severity
    /// The compiler's words.
    public let message: String
    /// The notes the compiler attached.
    public var notes: [CompilerDiagnostic] = []
    /// The edits the compiler suggests, in `file`.
    public var fixIts: [FixIt] = []
    /// The group the message belongs to (`DeprecatedDeclaration`), shown after it as `[#name]`.
    public var category: Category?
    /// The text of `file` when the compiler made it up (a declaration of another module printed
    /// for a note, named `Module.name`), nil for a file on disk.
    public var generatedText: String?

    /// An edit the compiler suggests: the text between two positions of the diagnostic's file
    /// (the same position to insert) replaced with `text`.
    public struct FixIt: Equatable, Sendable {
        /// Where the replaced text starts: line and UTF-8 column, from 1.
        public let start: (line: Int, column: Int)
        /// Where it ends (exclusive).
        public let end: (line: Int, column: Int)
        /// What goes there.
        public let text: String

        /// An edit replacing `start..<end` with `text`.
        public init(start: (line: Int, column: Int), end: (line: Int, column: Int), text: String) {
            self.start = start
            self.end = end
            self.text = text
        }

        public static func == (lhs: FixIt, rhs: FixIt) -> Bool {
            lhs.start == rhs.start && lhs.end == rhs.end && lhs.text == rhs.text
        }
    }

    /// A diagnostic group, with the address of its documentation when it has one.
    public struct Category: Hashable, Sendable {
        /// Its name (`no-usage`, `DeprecatedDeclaration`).
        public let name: String
        /// Its documentation page, which the compiler lists under a file's messages.
        public let documentationURL: String?

        /// A group named `name`.
        public init(name: String, documentationURL: String?) {
            self.name = name
            self.documentationURL = documentationURL
        }
    }

    /// A diagnostic.
    public init(file: String?, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// Reads the compiler's output in its LLVM style (`-diagnostic-style llvm`): each message
    /// starts a line with its position and severity; the excerpt lines after it are skipped, and
    /// notes join the message before them.
    public static func parse(_ output: String) -> [CompilerDiagnostic] {
        var result: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parseLine(Substring(line)) else { continue }
            if diagnostic.severity == .note, !result.isEmpty {
                result[result.count - 1].notes.append(diagnostic)
            } else {
                result.append(diagnostic)
            }
        }
        return result
    }

    private static func parseLine(_ line: Substring) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note, .remark] {
            let marker = ": \(severity.rawValue): "
            guard let range = line.range(of: marker) else { continue }
            let location = line[..<range.lowerBound]
            let message = String(line[range.upperBound...])
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count >= 3, let column = Int(parts[parts.count - 1]), let lineNumber = Int(parts[parts.count - 2])
            {
                let file = parts[..<(parts.count - 2)].joined(separator: ":")
                return CompilerDiagnostic(
                    file: file == "<unknown>" ? nil : file, line: lineNumber, column: column, severity: severity,
                    message: message)
            }
            if parts.count == 2, Int(parts[1]) != nil {
                return CompilerDiagnostic(file: nil, line: 0, column: 0, severity: severity, message: message)
            }
        }
        return nil
    }

    /// The diagnostic with file paths replaced by their pairs' second paths.
    public func renamingFiles<Pairs: Sequence>(_ pairs: Pairs) -> CompilerDiagnostic
    where Pairs.Element == (String, String) {
        var renamed = self
        for (from, to) in pairs where file == from {
            renamed = CompilerDiagnostic(file: to, line: line, column: column, severity: severity, message: message)
            renamed.notes = notes
            renamed.fixIts = fixIts
            renamed.category = category
            renamed.generatedText = generatedText
        }
        renamed.notes = renamed.notes.map { $0.renamingFiles(Array(pairs)) }
        return renamed
    }
}
