import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Decides whether the REPL has a whole input or should ask for another line. More is coming
/// when a multi-line string or a block comment is still open, or when the input's only problem
/// is its missing end: an open brace, bracket or parenthesis, a line ending in `=`, a binary
/// operator, `,`, `->` or `in`, a closure signature waiting for its `in`, or a function declared
/// without its body yet (its `where` clause or `{` comes next). Input with a mistake
/// before its end (`let = = (`) is complete, so its error shows at once; so is an unterminated
/// one-line string, which cannot span lines.
///
/// A text the playground will not parse, too long (`InputLength`) or nested too deeply
/// (`BracketNesting`), is judged by its characters alone: it ends where nothing is open and no
/// operator asks for more (`LexicalScan.mayEnd`), and is refused as a whole there.
public enum InputCompleteness {
    public static func isComplete(_ source: String) -> Bool {
        let scan = LexicalScan(source)
        return lexicalAnswer(scan) ?? grammarAnswer(source, scan: scan)
    }

    /// The answer the characters give without the parser: always for a text too long or too
    /// deep to parse, and for an open comment or string; nil when the grammar must decide.
    package static func lexicalAnswer(_ scan: LexicalScan) -> Bool? {
        if scan.length > InputLength.largest || scan.firstTooDeep != nil {
            return scan.end == .unterminatedString || scan.mayEnd
        }
        switch scan.end {
        case .openCommentOrMultilineString: return false
        case .unterminatedString: return true
        case .closed: return nil
        }
    }

    /// What Swift's grammar says of `source` (whose scan is `scan`, closed at its end).
    package static func grammarAnswer(_ source: String, scan: LexicalScan) -> Bool {
        let tree = Parser.parse(source: source)
        return !onlyMissesItsEnd(tree) && !awaitsBody(tree) && !awaitsClosureIn(source, open: scan.openBrackets)
    }

    /// Whether the input's last statement declares a function, or initializer with no
    /// body: outside a protocol Swift needs one, and a generic function's `where` clause or an
    /// Allman-style brace often starts the next line (`func f<T>(_ x: T) -> Bool`, then
    /// `where T: Equatable`, then `{`). The parser takes the declaration as it is.
    private static func awaitsBody(_ tree: SourceFileSyntax) -> Bool {
        guard let last = tree.statements.last?.item.as(DeclSyntax.self) else { return false }
        if let function = last.as(FunctionDeclSyntax.self) { return function.body == nil }
        if let initializer = last.as(InitializerDeclSyntax.self) { return initializer.body == nil }
        return false
    }

    /// Whether `source` ends inside a closure's signature that its `in` on the next line would
    /// complete (`{ [weak self] value` then `in`): Swift takes that from a file, but cut there the
    /// signature reads as an array literal with a mistake before the end. It does when `in` and the
    /// open brackets' closers make it parse without errors.
    private static func awaitsClosureIn(_ source: String, open: [Unicode.Scalar]) -> Bool {
        guard open.last == "{" else { return false }
        let closers = open.reversed().map { $0 == "{" ? "}" : $0 == "(" ? ")" : "]" }
        return !Parser.parse(source: source + " in\n" + closers.joined(separator: "\n")).hasError
    }

    /// Whether `source` has a token besides comments and whitespace.
    public static func hasCode(_ source: String) -> Bool {
        LexicalScan.hasCode(source)
    }

    /// Whether every syntax error of `source` is at its very end (where more text would go).
    private static func onlyMissesItsEnd(_ tree: SourceFileSyntax) -> Bool {
        guard tree.hasError else { return false }
        // An `#if` block is one input up to its `#endif`, whatever its mistakes: read line by
        // line, its body would otherwise run on its own after the error (issue #15).
        if hasOpenConditionalBlock(tree) { return true }
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard !errors.isEmpty else { return false }
        var contentEnd: Int?
        for token in tree.tokens(viewMode: .sourceAccurate)
        where token.tokenKind != .endOfFile && token.presence == .present {
            contentEnd = token.endPositionBeforeTrailingTrivia.utf8Offset
        }
        // Nothing but characters Swift does not take (a line of control characters): nothing
        // is open that a next line could finish.
        guard let contentEnd else { return false }
        return errors.allSatisfy { $0.position.utf8Offset >= contentEnd }
    }

    /// Whether more `#if` directives than `#endif` ones are written.
    private static func hasOpenConditionalBlock(_ tree: SourceFileSyntax) -> Bool {
        var depth = 0
        for token in tree.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            if token.tokenKind == .poundIf { depth += 1 }
            if token.tokenKind == .poundEndif { depth -= 1 }
        }
        return depth > 0
    }
}
