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
        let tree = Parser.parse(source: file.text)
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
