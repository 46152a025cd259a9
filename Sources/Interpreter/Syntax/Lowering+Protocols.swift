import SwiftSyntax

extension Lowering {
    /// A protocol's requirements by name; bodies are not allowed, as in Swift.
    package func lowerProtocol(_ node: ProtocolDeclSyntax) throws -> ProtocolDecl {
        var requirements: [String] = []
        var associatedTypes: [String] = []
        for member in node.memberBlock.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                if let body = function.body {
                    throw Diagnostic(.error, "protocol methods must not have bodies", at: range(body))
                }
                requirements.append(function.name.text)
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        throw unsupported("this protocol requirement is", binding)
                    }
                    if binding.accessorBlock == nil {
                        throw Diagnostic(.error, "property in protocol must have explicit { get } or { get set } specifier",
                                         at: range(binding))
                    }
                    requirements.append(name)
                }
            } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
                associatedTypes.append(associated.name.text)
            } else if decl.is(InitializerDeclSyntax.self) {
                requirements.append("init")
            } else {
                throw unsupported("this protocol requirement is", decl)
            }
        }
        return ProtocolDecl(
            name: node.name.text, nameRange: range(node.name),
            inherited: try node.inheritanceClause?.inheritedTypes.map { try lowerType($0.type) } ?? [],
            requirements: requirements, associatedTypes: associatedTypes)
    }

    /// The names of `<T, Source: ObservableType>`; constraints and `where` clauses are accepted
    /// and not checked.
    package func genericNames(_ clause: GenericParameterClauseSyntax?) -> [String] {
        clause?.parameters.map(\.name.text) ?? []
    }
}
