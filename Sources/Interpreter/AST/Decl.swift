/// A declaration of the learner's code.
package struct Decl {
    package indirect enum Kind {
        case variable(VariableDecl)
        case function(FunctionDecl)
        case structure(TypeDecl)
        case enumeration(TypeDecl)
        /// `class Name: Superclass, Protocol { … }`.
        case classDecl(TypeDecl)
        /// `deinit { … }` inside a class.
        case deinitializer([Stmt])
        case extensionDecl(TypeDecl)
        case typeAlias(name: String, TypeRef)
        case initializer(FunctionDecl)
        /// `case a, b(Int)` inside an enum.
        case enumCases([EnumCaseDecl])
        /// `import RxSwift`: accepted for the modules the playground stands in for.
        case importModule(String)
        /// `protocol Shape { var area: Double { get } }`.
        case protocolDecl(ProtocolDecl)
    }

    package let kind: Kind
    package let range: SourceRange
}

/// `let`/`var` with one or more bindings.
package struct VariableDecl {
    package struct Binding {
        package let pattern: Pattern
        package let type: TypeRef?
        package let initializer: Expr?
        /// A computed property's getter body, and its setter (with the new value's name).
        package let getter: [Stmt]?
        package let setter: (name: String, body: [Stmt])?
        package let observers: (willSet: [Stmt]?, didSet: [Stmt]?)
        package let range: SourceRange
    }

    package let isLet: Bool
    package let isStatic: Bool
    package let bindings: [Binding]
    /// `weak`, `unowned`, `lazy`, `override`, `class var` (see `MemberModifiers`).
    package var modifiers = MemberModifiers()
}

/// A function, method or initializer.
package struct FunctionDecl {
    package struct Parameter {
        /// The argument label; nil for `_`.
        package let label: String?
        package let name: String
        package let type: TypeRef
        package let defaultValue: Expr?
        package let isVariadic: Bool
        package let isInout: Bool
        package let range: SourceRange
    }

    package let name: String
    package let nameRange: SourceRange
    package let parameters: [Parameter]
    package let returnType: TypeRef?
    package let isThrowing: Bool
    package let isStatic: Bool
    package let isMutating: Bool
    /// `init?`.
    package let isFailable: Bool
    package let body: [Stmt]
    /// `override`, `convenience`, `required`, `class func` (see `MemberModifiers`).
    package var modifiers = MemberModifiers()
    /// `<Source: ObservableType>`: the generic parameters' names.
    package var genericParameters: [String] = []
}

/// A struct, enum or extension with its members.
package struct TypeDecl {
    package let name: String
    package let nameRange: SourceRange
    /// Inherited types: protocols, and an enum's raw type first.
    package let inherited: [TypeRef]
    package let members: [Decl]
    /// `final class`.
    package var isFinal = false
    /// `struct Box<T>`: the generic parameters' names.
    package var genericParameters: [String] = []
}

/// One `case` of an enum.
package struct EnumCaseDecl {
    package let name: String
    package let parameters: [(label: String?, type: TypeRef, defaultValue: Expr?)]
    package let rawValue: Expr?
    package let range: SourceRange
}
