/// Tests a value against a pattern, binding names into the frame when it matches.
package typealias PatternMatch = (Value, Frame) throws -> Bool

/// Stores a bound value: into a local slot, or a global for top-level declarations.
package typealias Binder = (_ name: String, _ type: SwiftType, _ isLet: Bool, _ range: SourceRange) throws -> (Value, Frame) -> Void

extension Compiler {
    /// A binder that declares locals in the current block.
    package func localBinder(reuseNames: Bool) -> Binder {
        { [unowned self] name, type, isLet, range in
            let info: VariableInfo
            if reuseNames, let existing = scope.blocks[scope.blocks.count - 1][name] {
                info = existing
            } else {
                info = scope.declare(name, type: type, isLet: isLet, range: range)
            }
            guard case .local(let slot) = info.storage else { return { _, _ in } }
            return { value, frame in frame[slot] = value }
        }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    package func compilePattern(_ pattern: Pattern, type: SwiftType, reuseNames: Bool = false, binder: Binder? = nil) throws
        -> PatternMatch
    {
        let bind = binder ?? localBinder(reuseNames: reuseNames)
        let range = pattern.range
        switch pattern.kind {
        case .wildcard:
            return { _, _ in true }
        case .binding(let name, let isVar):
            let store = try bind(name, type, !isVar, range)
            return { value, frame in
                store(value, frame)
                return true
            }
        case .tuple(let elements):
            var types: [SwiftType] = []
            if case .tuple(let known, _) = type, known.count == elements.count { types = known }
            let matchers = try elements.enumerated().map { index, element in
                try compilePattern(element.pattern, type: types.isEmpty ? .unknown : types[index], reuseNames: reuseNames,
                                   binder: binder)
            }
            let count = elements.count
            return { value, frame in
                guard case .tuple(let tuple) = value, tuple.elements.count == count else {
                    if count == 0, case .void = value { return true }
                    return false
                }
                for (matcher, element) in zip(matchers, tuple.elements) where !(try matcher(element, frame)) { return false }
                return true
            }
        case .enumCase(let typeRef, let name, let payload):
            return try compileCasePattern(typeRef, name, payload, type: type, reuseNames: reuseNames, binder: binder,
                                          range: range)
        case .expression(let expr):
            let compiled = try compile(expr, expected: type.optionalWrapped ?? type)
            let eval = compiled.eval
            return { value, frame in
                var subject = value
                if case .optional(let wrapped?) = value, !(compiled.type.optionalWrapped != nil) { subject = wrapped }
                return try Operators.matches(pattern: try eval(frame), subject)
            }
        case .isType(let typeRef):
            let target = try resolveType(typeRef)
            return { value, _ in Compiler.dynamicCast(value, to: target) != nil }
        case .cast(let inner, let typeRef):
            let target = try resolveType(typeRef)
            let match = try compilePattern(inner, type: target, reuseNames: reuseNames, binder: binder)
            return { value, frame in
                guard let cast = Compiler.dynamicCast(value, to: target) else { return false }
                return try match(cast, frame)
            }
        case .optionalSome(let inner):
            let match = try compilePattern(inner, type: type.optionalWrapped ?? .unknown, reuseNames: reuseNames,
                                           binder: binder)
            return { value, frame in
                guard case .optional(let wrapped) = value, let wrapped else { return false }
                return try match(wrapped, frame)
            }
        }
    }

    // swiftlint:disable:next function_body_length
    private func compileCasePattern(_ typeRef: TypeRef?, _ name: String,
                                    _ payload: [(label: String?, pattern: Pattern)]?, type: SwiftType,
                                    reuseNames: Bool, binder: Binder?, range: SourceRange) throws -> PatternMatch {
        var enumType: SwiftType = type.optionalWrapped ?? type
        if let typeRef { enumType = try resolveType(typeRef) }
        if (name == "some" || name == "none"), typeRef == nil, type.optionalWrapped != nil || type.isUnknown {
            if name == "none" { return { value, _ in if case .optional(nil) = value { return true }; return false } }
            let inner = try payload?.first.map {
                try compilePattern($0.pattern, type: type.optionalWrapped ?? .unknown, reuseNames: reuseNames, binder: binder)
            }
            return { value, frame in
                guard case .optional(let wrapped) = value, let wrapped else { return false }
                return try inner?(wrapped, frame) ?? true
            }
        }
        var name = name
        if case .library(let enumName, _) = enumType, let alias = runtime.libraries.caseAliases[enumName]?[name] {
            // An older spelling of a library enum's case (RxSwift 5's `SingleEvent.error`).
            runtime.note(Diagnostic(.note, alias.note, at: range))
            name = alias.name
        }
        var payloadTypes: [SwiftType] = []
        var expectedIndex: Int?
        var knownEnum: EnumType?
        switch enumType {
        case .nominal(let nominal as EnumType, _):
            guard let index = nominal.caseIndex[name] else {
                throw Diagnostic(.error, "type '\(enumType)' has no member '\(name)'", at: range)
            }
            expectedIndex = index
            knownEnum = nominal
            payloadTypes = nominal.cases[index].types
        case .library(let library, let arguments):
            payloadTypes = runtime.libraries.payloadTypes(ofLibraryEnum: library, case: name, element: arguments.first ?? .unknown)
        case .error:
            if typeRef == nil, let found = runtime.learnerEnums.last(where: { $0.caseIndex[name] != nil }) {
                knownEnum = found
                expectedIndex = found.caseIndex[name]
                payloadTypes = found.cases[expectedIndex ?? 0].types
            }
        default: break
        }
        var matchers: [PatternMatch] = []
        var spreadsTuple = false
        if let payload {
            if payload.count == 1, payloadTypes.count > 1 {
                spreadsTuple = true
                matchers = [try compilePattern(payload[0].pattern, type: .tuple(payloadTypes, labels: payloadTypes.map { _ in nil }),
                                               reuseNames: reuseNames, binder: binder)]
            } else {
                matchers = try payload.enumerated().map { index, element in
                    try compilePattern(element.pattern, type: index < payloadTypes.count ? payloadTypes[index] : .unknown,
                                       reuseNames: reuseNames, binder: binder)
                }
            }
        }
        let count = matchers.count
        let libraries = runtime.libraries
        return { value, frame in
            var subject = value
            if case .optional(let wrapped) = value {
                guard let wrapped else { return false }
                subject = wrapped
            }
            if case .object(let object as NativeErrorObject) = subject, count == 0 {
                return libraries.errorCaseNames.contains { $0(object.error) == name }
            }
            guard case .enumCase(let instance) = subject else { return false }
            if let expectedIndex, let knownEnum, instance.type === knownEnum {
                if instance.caseIndex != expectedIndex { return false }
            } else if instance.caseName != name {
                return false
            }
            if count == 0 { return true }
            if spreadsTuple {
                return try matchers[0](.tuple(TupleValue(instance.payload)), frame)
            }
            guard instance.payload.count == count else {
                if count == 1 { return try matchers[0](.tuple(TupleValue(instance.payload)), frame) }
                return false
            }
            for index in 0..<count where !(try matchers[index](instance.payload[index], frame)) { return false }
            return true
        }
    }
}

