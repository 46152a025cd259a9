import SwiftSyntax

extension Lowering {
    /// The learner's program is one file, `main.swift` of the module `main`, as a script
    /// compiled with `swiftc main.swift` (Swift 5 language mode, the compiler's default):
    /// `#file` and `#filePath` are the path the compiler was given, `#fileID` is
    /// `module/file`.
    package static let fileID = "main/main.swift"
    package static let filePath = "main.swift"

    /// `#line`, `#column`, `#file`, `#fileID`, `#filePath` and `#function` as literals, or nil
    /// for other macros.
    package func sourceLocationLiteral(_ node: MacroExpansionExprSyntax) -> Expr.Kind? {
        guard node.arguments.isEmpty, node.trailingClosure == nil else { return nil }
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        switch node.macroName.text {
        case "line": return .integerLiteral(file.line(of: offset) + file.firstLine - 1)
        case "column": return .integerLiteral(file.location(of: offset).column)
        case "fileID": return .stringLiteral(Lowering.fileID)
        case "file", "filePath": return .stringLiteral(Lowering.filePath)
        case "function": return .stringLiteral(Lowering.functionName(around: Syntax(node)))
        default: return nil
        }
    }

    /// What `#function` says at `node`: the enclosing function's name with its argument
    /// labels (`example(_:action:)`), a property's name in its accessors, `main` at the top
    /// level; closures take their enclosing function's name.
    package static func functionName(around node: Syntax) -> String {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.name.text + labels(function.signature.parameterClause)
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                return "init" + labels(initializer.signature.parameterClause)
            }
            if let subscriptDecl = ancestor.as(SubscriptDeclSyntax.self) {
                return "subscript" + labels(subscriptDecl.parameterClause)
            }
            if let binding = ancestor.as(PatternBindingSyntax.self), binding.accessorBlock != nil,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return name
            }
            if ancestor.is(DeinitializerDeclSyntax.self) { return "deinit" }
            current = ancestor.parent
        }
        return "main"
    }

    private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}
