import SwiftSyntax

/// Finds the attributes and modifiers book code carries that only Apple's platforms compile
/// (`@IBOutlet`, `@IBAction`, `@objc`, `dynamic` …): on Linux they are errors, and what they mean
/// (outlets, actions) is kept by the storyboard, not by the compiler.
final class AppleOnlyAttributes: SyntaxVisitor {
    static let attributeNames: Set<String> = [
        "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "IBOutletCollection",
        "objc", "objcMembers", "NSManaged", "GKInspectable", "UIApplicationMain", "NSApplicationMain",
    ]
    private(set) var ranges: [Range<Int>] = []

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text, Self.attributeNames.contains(name) {
            ranges.append(
                node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" {
            ranges.append(
                node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return .skipChildren
    }
}
