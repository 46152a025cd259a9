/// A declaration of the learner's code.
struct Decl {
    indirect enum Kind {
        case variable(VariableDecl)
        case function(FunctionDecl)
        case structure(TypeDecl)
        case enumeration(TypeDecl)
        case extensionDecl(TypeDecl)
        case typeAlias(name: String, TypeRef)
        case initializer(FunctionDecl)
        /// `case a, b(Int)` inside an enum.
        case enumCases([EnumCaseDecl])
        /// `import RxSwift`: accepted for the modules the playground stands in for.
        case importModule(String)
    }

    let kind: Kind
    let range: SourceRange
}

/// `let`/`var` with one or more bindings.
struct VariableDecl {
    struct Binding {
        let pattern: Pattern
        let type: TypeRef?
        let initializer: Expr?
        /// A computed property's getter body, and its setter (with the new value's name).
        let getter: [Stmt]?
        let setter: (name: String, body: [Stmt])?
        let observers: (willSet: [Stmt]?, didSet: [Stmt]?)
        let range: SourceRange
    }

    let isLet: Bool
    let isStatic: Bool
    let bindings: [Binding]
}

/// A function, method or initializer.
struct FunctionDecl {
    struct Parameter {
        /// The argument label; nil for `_`.
        let label: String?
        let name: String
        let type: TypeRef
        let defaultValue: Expr?
        let isVariadic: Bool
        let isInout: Bool
        let range: SourceRange
    }

    let name: String
    let nameRange: SourceRange
    let parameters: [Parameter]
    let returnType: TypeRef?
    let isThrowing: Bool
    let isStatic: Bool
    let isMutating: Bool
    /// `init?`.
    let isFailable: Bool
    let body: [Stmt]
}

/// A struct, enum or extension with its members.
struct TypeDecl {
    let name: String
    let nameRange: SourceRange
    /// Inherited types: protocols, and an enum's raw type first.
    let inherited: [TypeRef]
    let members: [Decl]
}

/// One `case` of an enum.
struct EnumCaseDecl {
    let name: String
    let parameters: [(label: String?, type: TypeRef, defaultValue: Expr?)]
    let rawValue: Expr?
    let range: SourceRange
}
