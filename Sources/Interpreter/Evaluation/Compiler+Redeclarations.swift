extension Compiler {
    /// Refuses a method that the type already has with the same labels, parameter types and
    /// result (in its body, an earlier extension, or the same declaration), as Swift does: the
    /// second `extension MainViewController { func updateUI(photos:) }` is an error, not a
    /// silent no-op. Checked before any member is added, so a refused input changes nothing.
    func checkRedeclarations(_ typeDecl: TypeDecl, _ type: NominalType) throws {
        var declared: [(isStatic: Bool, code: FunctionCode)] = []
        for member in typeDecl.members {
            guard case .function(let function) = member.kind else { continue }
            let code = try makeFunctionCode(function, hasSelf: !function.isStatic)
            // A protocol's requirement may get its default implementation in an extension.
            let isRequirement = (type as? ProtocolType)?.requirements.contains(function.name) == true
            let existing = isRequirement ? []
                : (function.isStatic ? type.staticMethods[function.name] : type.methods[function.name]) ?? []
            let earlier = existing.compactMap { ($0 as? LearnerFunction)?.code }
                + declared.filter { $0.isStatic == function.isStatic && $0.code.name == function.name }.map(\.code)
            if earlier.contains(where: { Self.sameSignature($0, code) }) {
                throw Diagnostic(.error, "invalid redeclaration of '\(Self.signatureName(function))'",
                                 at: function.nameRange)
            }
            declared.append((function.isStatic, code))
        }
    }

    private static func sameSignature(_ one: FunctionCode, _ other: FunctionCode) -> Bool {
        one.parameters.count == other.parameters.count && one.returnType == other.returnType
            && zip(one.parameters, other.parameters).allSatisfy {
                $0.label == $1.label && $0.type == $1.type && $0.isInout == $1.isInout && $0.isVariadic == $1.isVariadic
            }
    }

    /// `alert(title:text:)`, `f(_:)`, `hello()`: how Swift names a function in diagnostics.
    private static func signatureName(_ function: FunctionDecl) -> String {
        function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
