import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Decides whether the REPL has a whole input or should ask for another line. More is coming
/// when a multi-line string or a block comment is still open, or when the input's only problem
/// is its missing end: an open brace, bracket or parenthesis, a line ending in `=`, a binary
/// operator, `,`, `->` or `in`. Input with a mistake before its end (`let = = (`) is complete,
/// so its error shows at once; so is an unterminated one-line string, which cannot span lines.
package enum InputCompleteness {
    package static func isComplete(_ source: String) -> Bool {
        switch lexicalState(source) {
        case .openCommentOrMultilineString: return false
        case .unterminatedString: return true
        case .closed: return !onlyMissesItsEnd(source)
        }
    }

    /// Whether every syntax error of `source` is at its very end (where more text would go).
    private static func onlyMissesItsEnd(_ source: String) -> Bool {
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return false }
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard !errors.isEmpty else { return false }
        var contentEnd = 0
        for token in tree.tokens(viewMode: .sourceAccurate)
        where token.tokenKind != .endOfFile && token.presence == .present {
            contentEnd = token.endPositionBeforeTrailingTrivia.utf8Offset
        }
        return errors.allSatisfy { $0.position.utf8Offset >= contentEnd }
    }

    private enum LexicalState {
        case closed, openCommentOrMultilineString, unterminatedString
    }

    /// Whether a block comment or multi-line string is still open, or a one-line string ends
    /// unterminated.
    private static func lexicalState(_ source: String) -> LexicalState {
        var depth = 0
        var scanner = Array(source.unicodeScalars)[...]
        // Each open string interpolation remembers the parenthesis depth it started at.
        var interpolations: [(depth: Int, multiline: Bool)] = []
        var commentDepth = 0
        var inString = false
        var multiline = false
        var unterminated = false

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            let index = scanner.startIndex + offset
            return index < scanner.endIndex ? scanner[index] : nil
        }

        while let scalar = peek() {
            if commentDepth > 0 {
                if scalar == "*", peek(1) == "/" {
                    commentDepth -= 1
                    scanner = scanner.dropFirst(2)
                } else if scalar == "/", peek(1) == "*" {
                    commentDepth += 1
                    scanner = scanner.dropFirst(2)
                } else {
                    scanner = scanner.dropFirst()
                }
                continue
            }
            if inString {
                if scalar == "\\" {
                    if peek(1) == "(" {
                        interpolations.append((depth, multiline))
                        depth += 1
                        inString = false
                        scanner = scanner.dropFirst(2)
                        continue
                    }
                    scanner = scanner.dropFirst(2)
                    continue
                }
                if multiline, scalar == "\"", peek(1) == "\"", peek(2) == "\"" {
                    inString = false
                    scanner = scanner.dropFirst(3)
                    continue
                }
                if !multiline, scalar == "\"" {
                    inString = false
                } else if !multiline, scalar == "\n" {
                    inString = false
                    unterminated = true
                }
                scanner = scanner.dropFirst()
                continue
            }
            switch scalar {
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n" { scanner = scanner.dropFirst() }
                continue
            case "/" where peek(1) == "*":
                commentDepth += 1
                scanner = scanner.dropFirst(2)
                continue
            case "\"":
                if peek(1) == "\"", peek(2) == "\"" {
                    inString = true
                    multiline = true
                    scanner = scanner.dropFirst(3)
                    continue
                }
                inString = true
                multiline = false
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                depth -= 1
                if scalar == ")", let last = interpolations.last, last.depth == depth {
                    interpolations.removeLast()
                    inString = true
                    multiline = last.multiline
                }
            default: break
            }
            scanner = scanner.dropFirst()
        }
        if commentDepth > 0 || (inString && multiline) { return .openCommentOrMultilineString }
        if inString || unterminated { return .unterminatedString }
        _ = depth
        return .closed
    }
}
