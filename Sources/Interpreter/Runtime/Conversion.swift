/// Where a value is converted, for the wording of the error.
package enum ConversionContext {
    /// `let x: T = value`.
    case specified
    /// An argument of a call.
    case argument
    /// `return value` in a function returning `T`.
    case returnValue
    /// `x = value`.
    case assignment
}

extension Runtime {
    /// The value converted to `type` as Swift would at compile time, or a Swift-like error.
    /// `literal` allows what literals allow: an integer literal as a `Double`.
    package func convert(_ value: Value, to type: SwiftType, literal: Bool, context: ConversionContext,
                 at range: SourceRange?, staticType: SwiftType = .unknown) throws -> Value {
        if case .unknown = type { return value }
        if let converted = Conversion.convert(value, to: type, literal: literal) { return converted }
        let expected = type.description
        if case .optional(nil) = value, literal, type.optionalWrapped == nil {
            switch context {
            case .specified: throw Diagnostic(.error, "'nil' cannot initialize specified type '\(expected)'", at: range)
            case .argument:
                throw Diagnostic(.error, "'nil' is not compatible with expected argument type '\(expected)'", at: range)
            case .returnValue:
                throw Diagnostic(.error, "'nil' is incompatible with return type '\(expected)'", at: range)
            case .assignment: throw Diagnostic(.error, "'nil' cannot be assigned to type '\(expected)'", at: range)
            }
        }
        let actual = staticType.isUnknown ? ValuePrinter.dynamicType(of: value) : staticType
        switch context {
        case .specified:
            throw Diagnostic(.error, "cannot convert value of type '\(actual)' to specified type '\(expected)'", at: range)
        case .argument:
            throw Diagnostic(.error, "cannot convert value of type '\(actual)' to expected argument type '\(expected)'",
                             at: range)
        case .returnValue:
            throw Diagnostic(.error, "cannot convert return expression of type '\(actual)' to return type '\(expected)'",
                             at: range)
        case .assignment:
            throw Diagnostic(.error, "cannot assign value of type '\(actual)' to type '\(expected)'", at: range)
        }
    }
}

/// Conversions between values and types.
package enum Conversion {
    /// Whether the value already has the type, for the common cases (no conversion needed).
    @inline(__always)
    package static func isExactly(_ value: Value, _ type: SwiftType) -> Bool {
        switch (value, type) {
        case (_, .unknown), (_, .any), (.int, .int), (.string, .string), (.double, .double), (.bool, .bool): return true
        default: return false
        }
    }

    /// The value as `type`, or nil when Swift would not convert it.
    package static func convert(_ value: Value, to type: SwiftType, literal: Bool) -> Value? {
        switch type {
        case .unknown, .any: return value
        case .optional(let wrapped):
            if case .optional(let inner) = value {
                guard let inner else { return value }
                if case .optional = wrapped { return convert(inner, to: wrapped, literal: literal).map { .optional($0) } }
                return convert(inner, to: wrapped, literal: literal).map { .optional($0) }
            }
            return convert(value, to: wrapped, literal: literal).map { .optional($0) }
        case .int:
            if case .int = value { return value }
        case .double:
            if case .double = value { return value }
            if literal, case .int(let number) = value { return .double(Double(number)) }
        case .bool:
            if case .bool = value { return value }
        case .string:
            if case .string = value { return value }
        case .character:
            if case .character = value { return value }
            if literal, case .string(let text) = value, text.count == 1, let first = text.first { return .character(first) }
        case .void:
            if case .void = value { return value }
            if case .tuple(let tuple) = value, tuple.elements.isEmpty { return .void }
        case .array(let element):
            if case .array(let elements) = value {
                if element.isUnknown { return value }
                var converted: [Value] = []
                converted.reserveCapacity(elements.count)
                for item in elements {
                    guard let item = convert(item, to: element, literal: literal) else { return nil }
                    converted.append(item)
                }
                return .array(converted)
            }
        case .dictionary(let keyType, let valueType):
            if case .dictionary(let dictionary) = value {
                var converted = DictionaryValue()
                for (key, item) in zip(dictionary.keys, dictionary.values) {
                    guard let key = convert(key, to: keyType, literal: literal),
                          let item = convert(item, to: valueType, literal: literal) else { return nil }
                    converted[key] = item
                }
                return .dictionary(converted)
            }
        case .tuple(let types, let labels):
            if case .tuple(let tuple) = value, tuple.elements.count == types.count {
                var converted: [Value] = []
                for (item, itemType) in zip(tuple.elements, types) {
                    guard let item = convert(item, to: itemType, literal: literal) else { return nil }
                    converted.append(item)
                }
                return .tuple(TupleValue(converted, labels: labels.contains { $0 != nil } ? labels : tuple.labels))
            }
            if types.isEmpty, case .void = value { return value }
        case .function:
            if case .function = value { return value }
        case .error:
            if isError(value) { return value }
        case .nominal(let nominal, _):
            if case .instance(let instance) = value, instance.type === nominal { return value }
            if case .object(let instance as ClassInstance) = value, let expected = nominal as? ClassType,
               instance.classType.isSubclass(of: expected) { return value }
            if case .enumCase(let instance) = value, instance.type === nominal { return value }
            if let adopted = nominal as? ProtocolType {
                // An existential (`let s: Shape = Circle()`) holds any conforming value.
                if case .instance(let instance) = value, instance.type.conforms(to: adopted) { return value }
                if case .enumCase(let instance) = value, instance.type.conforms(to: adopted) { return value }
                if adopted.matches?(value) == true { return value }
            }
        case .library(let name, _):
            if let kind = IntegerKind(type) {
                if case .object(let sized as SizedInteger) = value, sized.kind == kind { return value }
                if literal, case .int(let number) = value, kind.contains(Int128(number)) { return .sized(kind, Int128(number)) }
                return nil
            }
            switch value {
            case .object(let object): if object.conforms(to: type) { return value }
            case .range(let range):
                if (name == "Range" && !range.isClosed) || (name == "ClosedRange" && range.isClosed) { return value }
            case .enumCase(let instance): if instance.type.libraryGenericName == name { return value }
            case .array(let elements) where name == "Set":
                // An array literal where a `Set` is expected: `let s: Set = [1, 2]`.
                var element = type.firstArgument
                if element.isUnknown, let first = elements.first { element = ValuePrinter.dynamicType(of: first) }
                var converted: [Value] = []
                for item in elements {
                    guard let item = convert(item, to: element, literal: literal) else { return nil }
                    converted.append(item)
                }
                return .object(SetObject(converted, elementType: element))
            default: break
            }
        }
        return nil
    }

    /// Whether a value of static type `type` can be thrown: `any Error`, a learner type that
    /// conforms to `Error`, or Foundation's `NSError`.
    package static func conformsToError(_ type: SwiftType) -> Bool {
        switch type {
        case .error: return true
        case .nominal(let nominal, _): return nominal.conformsToError
        case .library(let name, _): return name == "NSError"
        default: return false
        }
    }

    /// Whether the value can be thrown: an enum or struct that conforms to `Error`, or an
    /// error from the engine.
    package static func isError(_ value: Value) -> Bool {
        switch value {
        case .enumCase(let instance): return instance.type.conformsToError
        case .instance(let instance): return instance.type.conformsToError
        case .object(let object): return object is NativeErrorObject
        default: return false
        }
    }
}
