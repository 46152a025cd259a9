import SwiftSyntax

/// What an expression is, as far as completion can tell without the compiler: a value of a
/// type, or a type itself (`Observable` in `Observable.just`).
enum ExpressionType: Equatable {
    case value(TypeReference)
    case type(TypeReference)
}

/// Follows the type of an expression through names the session declared, type names,
/// initializer calls, members and calls of members whose declared types are spelled, and
/// literals. A closure's result, an operator's or an overloaded function's chosen by its
/// arguments' types are out of its reach (nil).
struct ExpressionTyper {
    let session: SessionState

    private var catalog: TypeCatalog { session.catalog }

    func type(of expression: ExprSyntax) -> ExpressionType? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return named(reference.baseName.text)
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            let type = TypeReference(parsing: specialized.trimmedDescription)
            return catalog.resolve(type) == nil ? nil : .type(type)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            return type(of: base).flatMap { member(access.declName.baseName.text, of: $0, labels: nil) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return result(of: call)
        }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
            let arguments = subscripted.arguments.map { value(of: $0.expression) }
            return type(of: subscripted.calledExpression).flatMap { subscriptResult(of: $0, arguments: arguments) }
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return value(of: unwrapped.expression).map { .value($0.unwrapped) }
        }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return value(of: chained.expression).map { .value($0.unwrapped) }
        }
        if let tried = expression.as(TryExprSyntax.self) { return type(of: tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return type(of: awaited.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return type(of: only.expression)
        }
        if let cast = expression.as(AsExprSyntax.self) {
            let type = TypeReference(parsing: cast.type.trimmedDescription)
            return .value(cast.questionOrExclamationMark?.text == "?" ? TypeReference("Optional", [type]) : type)
        }
        return literal(expression).map { .value($0) }
    }

    /// The type of a value expression (nil for a type or when unknown).
    func value(of expression: ExprSyntax) -> TypeReference? {
        if case .value(let type) = type(of: expression) { return type }
        return nil
    }

    private func named(_ name: String) -> ExpressionType? {
        if let variable = session.variables[name] { return .value(variable) }
        if name == "Self" || session.functions[name] != nil { return nil }
        return catalog.resolve(TypeReference(name)) == nil ? nil : .type(TypeReference(name))
    }

    private func result(of call: FunctionCallExprSyntax) -> ExpressionType? {
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self),
            let function = session.functions[reference.baseName.text]
        {
            return function.isUnknown ? nil : .value(function)
        }
        if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base {
            return type(of: base).flatMap { member(access.declName.baseName.text, of: $0, labels: labels) }
        }
        // A type called is its initializer: `PublishSubject<Int>()`.
        if case .type(let type) = type(of: callee) { return .value(type) }
        return nil
    }

    private func member(_ name: String, of base: ExpressionType, labels: [String]?) -> ExpressionType? {
        let receiver: TypeReference
        let isStatic: Bool
        switch base {
        case .value(let type): (receiver, isStatic) = (type, false)
        case .type(let type):
            if name == "init" { return labels == nil ? nil : .value(type) }
            if name == "self" { return .type(type) }
            (receiver, isStatic) = (type, true)
        }
        guard let resolved = catalog.resolve(receiver) else { return nil }
        // Of a requirement and its default implementation (`rx: Reactive<Self.ReactiveBase>`
        // and `rx: Reactive<Self>`), the one that says more about the result.
        let results = catalog.members(named: name, of: resolved, isStatic: isStatic, labels: labels).compactMap {
            result(of: $0, on: resolved, called: labels != nil)
        }
        return results.min { $0.unknownCount < $1.unknownCount }
    }

    /// The result of subscripting a value: of the subscript whose parameter types are the
    /// arguments' (`numbers[0]` is an element, not a slice), else of one that may fit.
    private func subscriptResult(of base: ExpressionType, arguments: [TypeReference?]) -> ExpressionType? {
        guard case .value(let receiver) = base, let resolved = catalog.resolve(receiver) else { return nil }
        func fit(_ member: APIIndex.Member) -> Int {
            guard let parameters = member.parameterTypes, parameters.count == arguments.count else { return 0 }
            var fit = 2
            for (parameter, argument) in zip(parameters, arguments) {
                let type = TypeReference(parsing: parameter).substituting(
                    resolved.bindings, unknowns: Set(member.genericParameters))
                guard let argument, !argument.isUnknown, !type.isUnknown else {
                    fit = 1
                    continue
                }
                if type.name != argument.name { return 0 }
            }
            return fit
        }
        let candidates = catalog.members(named: "subscript", of: resolved, isStatic: false, labels: nil)
        let ordered = candidates.enumerated().sorted { (fit($1.element), $0.offset) < (fit($0.element), $1.offset) }
        return ordered.lazy.compactMap { result(of: $0.element, on: resolved, called: false) }.first
    }

    private func result(of member: APIIndex.Member, on resolved: TypeCatalog.Resolved, called: Bool) -> ExpressionType?
    {
        if let nested = member.nestedType, let entry = catalog.entry(nested) {
            // A nested type called is its initializer: `Counter.Step(size: 1)`.
            return called ? .value(TypeReference(entry.name)) : .type(TypeReference(entry.name))
        }
        // A function named without its arguments is a function value: its type is not followed.
        guard let spelled = member.type, !(member.isFunction && !called) else { return nil }
        var result = TypeReference(parsing: spelled).substituting(
            resolved.bindings, selfType: catalog.reference(to: resolved), unknowns: Set(member.genericParameters))
        guard !result.isUnknown else { return nil }
        if result.isMetatype {
            result.isMetatype = false
            return .type(result)
        }
        return .value(result)
    }

    private func literal(_ expression: ExprSyntax) -> TypeReference? {
        if expression.is(IntegerLiteralExprSyntax.self) { return TypeReference("Int") }
        if expression.is(FloatLiteralExprSyntax.self) { return TypeReference("Double") }
        if expression.is(StringLiteralExprSyntax.self) { return TypeReference("String") }
        if expression.is(BooleanLiteralExprSyntax.self) { return TypeReference("Bool") }
        if let array = expression.as(ArrayExprSyntax.self) {
            let element = array.elements.first.flatMap { value(of: $0.expression) } ?? .unknown
            return TypeReference("Array", [element])
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content, let first = elements.first else {
                return TypeReference("Dictionary", [.unknown, .unknown])
            }
            return TypeReference(
                "Dictionary", [value(of: first.key) ?? .unknown, value(of: first.value) ?? .unknown])
        }
        return nil
    }
}

extension ExpressionType {
    /// How many of the type's generic arguments are unknown, at any depth.
    var unknownCount: Int {
        switch self {
        case .value(let type), .type(let type): return type.unknownCount
        }
    }
}

extension TypeReference {
    /// How many of its generic arguments are unknown, at any depth.
    var unknownCount: Int {
        arguments.reduce(0) { $0 + ($1.isUnknown ? 1 : $1.unknownCount) }
    }
}

extension TypeCatalog {
    /// A resolved type written back as a reference, its known generic arguments in order.
    func reference(to resolved: Resolved) -> TypeReference {
        guard let entry = entry(resolved.identifier) else { return .unknown }
        return TypeReference(entry.name, entry.genericParameters.map { resolved.bindings[$0] ?? .unknown })
    }
}
