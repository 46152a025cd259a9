import Foundation
import SwiftOperators
@_spi(Compiler) import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses one input with swift-syntax, folds operators with Swift's precedence, and lowers the
/// tree into our AST; every problem comes back as a `Diagnostic`.
package enum ParseOutcome {
    case success([Stmt])
    case failure([Diagnostic])
}

package enum SourceParser {
    /// The statements of `file`, or the diagnostics that stop it from running.
    package static func parse(_ file: SourceFile) -> ParseOutcome {
        if let tooDeep = BracketNesting.firstTooDeep(in: file.text) {
            let range = SourceRange(file: file, start: tooDeep.offset, end: tooDeep.offset + 1)
            return .failure([Diagnostic(.error, "brackets nest too deeply for the playground (more than "
                                        + "\(tooDeep.limit) levels)", at: range,
                                        notes: ["split the expression into named parts"])])
        }
        let tree = Parser.parse(source: file.text)
        if let long = LongExpressionFinder.first(in: tree) {
            let start = long.position.utf8Offset
            return .failure([Diagnostic(.error, "the expression is too long for the playground (more than "
                                        + "\(Runtime.grouped(LongExpressionFinder.mostOperators)) operators)",
                                        at: SourceRange(file: file, start: start, end: start + 1),
                                        notes: ["split the expression into named parts"])])
        }
        let parseErrors = ParseDiagnosticsGenerator.diagnostics(for: tree)
        if !parseErrors.isEmpty {
            let diagnostics = parseErrors.filter { $0.diagMessage.severity == .error }.map { error in
                let position = error.position.utf8Offset
                var range = SourceRange(file: file, start: position, end: position)
                if let highlight = error.highlights.first {
                    range = SourceRange(
                        file: file, start: highlight.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: highlight.endPositionBeforeTrailingTrivia.utf8Offset)
                }
                return Diagnostic(.error, error.message, at: range)
            }
            var seen: Set<Int> = []
            let distinct = diagnostics.filter { seen.insert($0.range?.start ?? -1).inserted }
            if !distinct.isEmpty { return .failure(distinct) }
        }
        var foldErrors: [Diagnostic] = []
        let folded = OperatorTable.standardOperators.foldAll(Syntax(tree)) { error in
            let diagnostic = error.asDiagnostic
            let node = diagnostic.node
            foldErrors.append(Diagnostic(
                .error, diagnostic.message,
                at: SourceRange(
                    file: file, start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: node.endPositionBeforeTrailingTrivia.utf8Offset)))
        }
        if !foldErrors.isEmpty { return .failure(foldErrors) }
        guard let source = folded.as(SourceFileSyntax.self) else {
            return .failure([Diagnostic(.error, "could not read the input", at: nil)])
        }
        do {
            return .success(try Lowering(file: file).lower(source))
        } catch let diagnostic as Diagnostic {
            return .failure([diagnostic])
        } catch {
            return .failure([Diagnostic(.error, "\(error)", at: nil)])
        }
    }
}

extension SourceParser {
    /// Whether an integer literal's digits are 2^63, the magnitude of `Int.min` (valid only
    /// after a minus sign).
    package static func isMinimumIntMagnitude(_ literal: String) -> Bool {
        unsignedValue(of: literal) == 1 << 63
    }

    /// An integer literal's value as a `UInt64`, or nil when it does not fit one.
    package static func unsignedValue(of literal: String) -> UInt64? {
        var digits = literal.replacingOccurrences(of: "_", with: "")
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            digits.removeFirst(2)
            radix = base
        }
        return UInt64(digits, radix: radix)
    }
}

/// Finds an operator sequence longer than the playground folds and lowers in reasonable time:
/// each node of the folded tree finds its first token by walking down the tree, so a chain of
/// 100,000 `+` takes time quadratic in its length.
final class LongExpressionFinder: SyntaxVisitor {
    static let mostOperators = 2_000
    private var found: SequenceExprSyntax?

    static func first(in tree: SourceFileSyntax) -> SequenceExprSyntax? {
        let finder = LongExpressionFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if node.elements.count > 2 * LongExpressionFinder.mostOperators + 1 {
            found = node
            return .skipChildren
        }
        return .visitChildren
    }
}
