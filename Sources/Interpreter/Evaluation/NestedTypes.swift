/// Types declared inside a type (`class PhotoWriter { enum Errors: Error { … } }`): each is
/// declared as a type of its own named `Outer.Inner` (so it prints as Swift prints it), and its
/// simple name is made to stand for it, so the enclosing type's members can say `Errors`.
///
/// Swift keeps the simple name inside the enclosing type; here it is visible after the
/// declaration too, unless another type already has that name.
enum NestedTypes {
    struct Lifted {
        /// The declarations with every nested type moved out, before its enclosing type.
        var decls: [Decl] = []
        /// Each nested type's simple name and its qualified one.
        var aliases: [(simple: String, qualified: String)] = []
    }

    static func lift(_ decls: [Decl]) -> Lifted {
        var lifted = Lifted()
        for decl in decls { lift(decl, prefix: "", into: &lifted) }
        return lifted
    }

    private static func lift(_ decl: Decl, prefix: String, into lifted: inout Lifted) {
        guard let (typeDecl, rebuild) = typeDeclaration(decl) else {
            lifted.decls.append(decl)
            return
        }
        let qualified = prefix.isEmpty ? typeDecl.name : prefix + "." + typeDecl.name
        if !prefix.isEmpty { lifted.aliases.append((typeDecl.name, qualified)) }
        var kept: [Decl] = []
        for member in typeDecl.members {
            if typeDeclaration(member) != nil {
                lift(member, prefix: qualified, into: &lifted)
            } else {
                kept.append(member)
            }
        }
        var renamed = TypeDecl(name: qualified, nameRange: typeDecl.nameRange, inherited: typeDecl.inherited, members: kept)
        renamed.isFinal = typeDecl.isFinal
        renamed.genericParameters = typeDecl.genericParameters
        lifted.decls.append(Decl(kind: rebuild(renamed), range: decl.range))
    }

    /// A struct, enum or class declaration, and how to make one of the same kind.
    private static func typeDeclaration(_ decl: Decl) -> (TypeDecl, (TypeDecl) -> Decl.Kind)? {
        switch decl.kind {
        case .structure(let typeDecl): return (typeDecl, { .structure($0) })
        case .enumeration(let typeDecl): return (typeDecl, { .enumeration($0) })
        case .classDecl(let typeDecl): return (typeDecl, { .classDecl($0) })
        default: return nil
        }
    }
}
