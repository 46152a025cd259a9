import SwiftParser
import SwiftSyntax

/// Finds a declaration the compiler printed again in the text it came from. A note about an
/// earlier input's declaration (`'f(a:)' declared here`) points into the compiler's printout of
/// it (`public func f(a: Int)`, in a buffer named `Input3.f`); the learner wrote something else
/// on their own line, and that line is what the note shows.
public enum DeclarationFinder {
    /// The position, in `source`, of the first declaration of the name the compiler pointed at in
    /// `printed`; nil when the position is not on a name or `source` declares none by it.
    public static func position(
        pointedAt point: (line: Int, column: Int), inPrinted printed: String, inSource source: String
    ) -> LearnerDiagnostic.Position? {
        let printedTree = Parser.parse(source: printed)
        let printedLines = SourceLocationConverter(fileName: "", tree: printedTree)
        guard let token = printedTree.token(at: printedLines.position(ofLine: point.line, column: point.column))
        else { return nil }
        let tree = Parser.parse(source: source)
        let lines = SourceLocationConverter(fileName: "", tree: tree)
        for candidate in tree.tokens(viewMode: .sourceAccurate) where candidate.text == token.text {
            guard declaresName(candidate) else { continue }
            let location = candidate.startLocation(converter: lines)
            return LearnerDiagnostic.Position(line: location.line, column: location.column)
        }
        return nil
    }

    /// Whether `token` is the name a declaration introduces (or `init`, `subscript`).
    private static func declaresName(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let named = parent.asProtocol(NamedDeclSyntax.self) { return named.name.id == token.id }
        if let element = parent.as(EnumCaseElementSyntax.self) { return element.name.id == token.id }
        if parent.is(IdentifierPatternSyntax.self) { return true }
        if let initializer = parent.as(InitializerDeclSyntax.self) { return initializer.initKeyword.id == token.id }
        if let subscriptDecl = parent.as(SubscriptDeclSyntax.self) {
            return subscriptDecl.subscriptKeyword.id == token.id
        }
        return false
    }
}
