import SwiftSyntax

extension Lowering {
    /// `class Name: Superclass, Protocol { … }`; `final`, access levels and attributes such as
    /// `@objc` are accepted.
    package func lowerClass(_ node: ClassDeclSyntax) throws -> TypeDecl {
        if let clause = node.genericParameterClause { throw unsupported("generic types are", clause) }
        var decl = TypeDecl(
            name: node.name.text, nameRange: range(node.name),
            inherited: try node.inheritanceClause?.inheritedTypes.map { try lowerType($0.type) } ?? [],
            members: try node.memberBlock.members.map { try lowerDecl($0.decl) })
        decl.isFinal = hasModifier(node.modifiers, "final")
        return decl
    }

    /// `deinit { … }`.
    package func lowerDeinit(_ node: DeinitializerDeclSyntax) throws -> [Stmt] {
        guard let body = node.body else { throw unsupported("a deinitializer without a body is", node) }
        return try lowerBlock(body)
    }

    /// The modifiers that change a member's meaning; access levels and `final` on members are
    /// accepted and change nothing in the playground.
    package func memberModifiers(_ modifiers: DeclModifierListSyntax) -> MemberModifiers {
        var result = MemberModifiers()
        for modifier in modifiers {
            switch modifier.name.text {
            case "weak": result.ownership = .weak
            case "unowned": result.ownership = .unowned
            case "lazy": result.isLazy = true
            case "override": result.isOverride = true
            case "convenience": result.isConvenience = true
            case "required": result.isRequired = true
            case "final": result.isFinal = true
            case "class": result.isClassMember = true
            default: break
            }
        }
        return result
    }
}
