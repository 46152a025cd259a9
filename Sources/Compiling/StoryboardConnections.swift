import SwiftSyntax

/// What a storyboard does for a learner's class, as code the compile step adds after it: the
/// class is a scene its name identifies (`instantiateViewController(withIdentifier:)`), and when
/// its view loads each `@IBOutlet` gets a control titled after its name, connected to the
/// `@IBAction` method the outlet's name points to (`buttonSave` → `actionSave()`).
///
/// Swift on Linux has no `@IBOutlet`: the compile step blanks the attribute, and this keeps what
/// it means. The code goes on the class's last line, after its closing brace, so the learner's
/// lines keep their numbers; an extension of the class connects the outlets, so private ones
/// can be reached.
enum StoryboardConnections {
    /// The prefix of the static method the extension adds.
    static let connector = "rxplayConnectOutlets"

    /// The code to add after `decl`, or nil for a class the storyboard has nothing to do with
    /// (generic classes are left alone).
    static func code(for decl: ClassDeclSyntax) -> String? {
        guard decl.genericParameterClause == nil, decl.inheritanceClause != nil else { return nil }
        let name = decl.name.text
        var outlets: [(name: String, type: String)] = []
        var actions: [String] = []
        for member in decl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), hasAttribute("IBOutlet", variable.attributes) {
                for binding in variable.bindings {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
                        let type = binding.typeAnnotation.flatMap({ outletType($0.type) })
                    else { continue }
                    outlets.append((identifier.identifier.text, type))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self),
                hasAttribute("IBAction", function.attributes), function.signature.parameterClause.parameters.isEmpty,
                function.genericParameterClause == nil
            {
                actions.append(function.name.text)
            }
        }
        var code = "; PlaygroundRuntime.storyboardScene(\(name).self)"
        guard !outlets.isEmpty else { return code }
        var body = outlets.map {
            "owner.\($0.name) = PlaygroundRuntime.outlet(\($0.type).self, named: \"\($0.name)\", in: owner)"
        }
        let outletList = outlets.map { "\"\($0.name)\": owner.\($0.name)" }.joined(separator: ", ")
        let actionList =
            actions.isEmpty
            ? "[:]"
            : "[" + actions.map { "\"\($0)\": { [unowned owner] in owner.\($0)() }" }.joined(separator: ", ") + "]"
        body.append("PlaygroundRuntime.connectActions([\(outletList)], \(actionList))")
        code += "; extension \(name) { fileprivate static func \(connector)(_ owner: \(name)) { "
        code += body.joined(separator: "; ") + " } }"
        code += "; PlaygroundRuntime.storyboardOutlets(\(name).self, \(name).\(connector))"
        return code
    }

    /// The view or bar item type of an outlet (`UIButton!`, `UIButton?`); nil for collections.
    private static func outletType(_ type: TypeSyntax) -> String? {
        if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return outletType(wrapped.wrappedType) }
        if let wrapped = type.as(OptionalTypeSyntax.self) { return outletType(wrapped.wrappedType) }
        if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) { return type.trimmedDescription }
        return nil
    }

    private static func hasAttribute(_ name: String, _ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == name
        }
    }
}
