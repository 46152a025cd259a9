extension Value: Hashable {
    /// Swift's `==`, lenient where a literal would have been converted (`1 == 1.0`,
    /// `optional == value`).
    package static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.void, .void): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.string(let a), .string(let b)): return a == b
        case (.character(let a), .character(let b)): return a == b
        case (.string(let a), .character(let b)), (.character(let b), .string(let a)): return a == String(b)
        case (.optional(let a), .optional(let b)):
            switch (a, b) {
            case (nil, nil): return true
            case (let x?, let y?): return x == y
            default: return false
            }
        case (.optional(let a), let b), (let b, .optional(let a)):
            guard let a else { return false }
            return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            return zip(a.keys, a.values).allSatisfy { key, value in b[key] == value }
        case (.tuple(let a), .tuple(let b)): return a.elements == b.elements
        case (.range(let a), .range(let b)): return a.lower == b.lower && a.end == b.end
        case (.instance(let a), .instance(let b)): return a.type === b.type && a.fields == b.fields
        case (.enumCase(let a), .enumCase(let b)):
            return a.type === b.type && a.caseIndex == b.caseIndex && a.payload == b.payload
        case (.function(let a), .function(let b)): return a === b
        case (.object(let a), .object(let b)): return a.isEqual(to: b)
        case (.int(let a), .object(let b as SizedInteger)), (.object(let b as SizedInteger), .int(let a)):
            return b.value == Int128(a)
        case (.type(let a), .type(let b)): return a == b
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .void: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .double(let value):
            if let exact = Int(exactly: value) { hasher.combine(exact) } else { hasher.combine(value) }
        case .string(let value): hasher.combine(value)
        case .character(let value): hasher.combine(String(value))
        case .optional(let value):
            if let value { value.hash(into: &hasher) } else { hasher.combine(-1) }
        case .array(let elements): hasher.combine(elements)
        case .dictionary(let dictionary): hasher.combine(dictionary.count)
        case .tuple(let tuple): hasher.combine(tuple.elements)
        case .range(let range):
            hasher.combine(range.lower)
            hasher.combine(range.end)
        case .instance(let instance): hasher.combine(instance.fields)
        case .enumCase(let value):
            hasher.combine(value.caseIndex)
            hasher.combine(value.payload)
        case .function(let function): hasher.combine(ObjectIdentifier(function))
        case .object(let sized as SizedInteger):
            if let exact = sized.intValue { hasher.combine(exact) } else { hasher.combine(sized.value) }
        case .object(let object): hasher.combine(ObjectIdentifier(object))
        case .type(let type): hasher.combine(type.description)
        }
    }
}

extension Value {
    /// Swift's `<` for the comparable values, nil for others.
    package static func less(_ lhs: Value, _ rhs: Value) -> Bool? {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a < b
        case (.double(let a), .double(let b)): return a < b
        case (.int(let a), .double(let b)): return Double(a) < b
        case (.double(let a), .int(let b)): return a < Double(b)
        case (.string(let a), .string(let b)): return a < b
        case (.character(let a), .character(let b)): return a < b
        case (.string(let a), .character(let b)): return a < String(b)
        case (.character(let a), .string(let b)): return String(a) < b
        case (.bool, .bool): return nil
        case (.object(let a as SizedInteger), _): return rhs.wideInteger.map { a.value < $0 }
        case (_, .object(let b as SizedInteger)): return lhs.wideInteger.map { $0 < b.value }
        case (.tuple(let a), .tuple(let b)):
            for (x, y) in zip(a.elements, b.elements) {
                if x == y { continue }
                return less(x, y)
            }
            return false
        case (.enumCase(let a), .enumCase(let b)) where a.type === b.type && a.payload.isEmpty && b.payload.isEmpty:
            guard a.type.conformances.contains("Comparable") else { return nil }
            return a.caseIndex < b.caseIndex
        default: return nil
        }
    }
}
