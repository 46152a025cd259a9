import SwiftSyntax

/// The subscription chains in a class body whose disposable goes into the class's bag `bag`:
/// the `X` of `X.disposed(by: bag)` and of `bag.insert(X)` (`self.bag` alike).
final class BagChains: SyntaxVisitor {
    private let bag: String
    private var chains: [ExprSyntax] = []

    private init(bag: String) {
        self.bag = bag
        super.init(viewMode: .sourceAccurate)
    }

    static func chains(in body: MemberBlockSyntax, bag: String) -> [ExprSyntax] {
        let finder = BagChains(bag: bag)
        finder.walk(body)
        return finder.chains
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return .visitChildren
        }
        switch member.declName.baseName.text {
        case "disposed":
            if node.arguments.count == 1, let argument = node.arguments.first, argument.label?.text == "by",
                isOwnBag(argument.expression)
            {
                chains.append(base)
            }
        case "insert":
            if isOwnBag(base) { chains += node.arguments.map(\.expression) }
        default: break
        }
        return .visitChildren
    }

    /// `bag` or `self.bag`.
    private func isOwnBag(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == bag }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == bag,
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.tokenKind == .keyword(.self)
        }
        return false
    }
}

/// The places in a subscription chain that capture `self` strongly: each outermost closure
/// whose body uses `self` (or `super`) or whose capture list holds `self` strongly, and each
/// method of the class passed as a function (`onNext: self.show`, `onNext: show`).
final class StrongSelf: SyntaxVisitor {
    private let methods: Set<String>
    private var places: [Syntax] = []

    private init(methods: Set<String>) {
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    static func places(in chain: ExprSyntax, methods: Set<String>) -> [Syntax] {
        let finder = StrongSelf(methods: methods)
        finder.walk(chain)
        return finder.places
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.captures(node) { places.append(Syntax(node)) }
        // What a closure holds, the closure around it holds: only outermost closures count.
        return .skipChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if isMethodReference(node.expression) { places.append(Syntax(node.expression)) }
        return .visitChildren
    }

    /// `self.name` or `name`, naming one of the class's methods.
    private func isMethodReference(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil && methods.contains(reference.baseName.text)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self)
        {
            return methods.contains(member.declName.baseName.text)
        }
        return false
    }

    /// Whether `closure` holds `self` strongly.
    static func captures(_ closure: ClosureExprSyntax) -> Bool {
        let items = closure.signature?.capture?.items ?? []
        for item in items where capturesSelf(item) {
            return item.specifier == nil
        }
        let uses = SelfUses()
        uses.walk(closure.statements)
        return uses.found
    }

    /// Whether a capture list item captures `self` (`self`, `weak self`, `owner = self`).
    private static func capturesSelf(_ item: ClosureCaptureSyntax) -> Bool {
        if let value = item.initializer?.value {
            return value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        return item.name.tokenKind == .keyword(.self)
    }
}

/// Whether code uses `self` or `super`, leaving out closures that capture `self` weakly or
/// unowned (and what is inside them).
private final class SelfUses: SyntaxVisitor {
    var found = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.tokenKind == .keyword(.self) { found = true }
        return .visitChildren
    }

    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let items = node.signature?.capture?.items ?? []
        let weak = items.contains { item in
            item.specifier != nil
                && (item.name.tokenKind == .keyword(.self)
                    || item.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self))
        }
        if !weak, StrongSelf.captures(node) { found = true }
        return .skipChildren
    }

    // Types declared in the closure have a `self` of their own.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
