import SwiftSyntax

/// Finds the `fileprivate` modifiers of members (of types and extensions, at any depth) in a
/// session input, to be blanked.
///
/// An input is a module of one file, so a `fileprivate` member is the input's like an internal
/// one and blanking it changes nothing in the input itself. Later inputs reach it as REPL code
/// does (`-disable-access-control`), and with its private symbol name overriding it there made
/// the compiler fail ("Broken module found"), as the Swift book's access-control listing does:
/// `public class A { fileprivate func someMethod() {} }`, then `class B: A { override … }`.
/// A `private` member stays as written: in one file it is narrower than internal.
final class FilePrivateMembers: SyntaxVisitor {
    private(set) var ranges: [Range<Int>] = []

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let modifiers = node.decl.asProtocol(WithModifiersSyntax.self)?.modifiers {
            for modifier in modifiers where modifier.name.tokenKind == .keyword(.fileprivate) {
                ranges.append(
                    modifier.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        return .visitChildren
    }

    // Code inside bodies declares nothing a later input can reach.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
