/// The integer types other than `Int`: each is its own type, as in Swift, with its width and
/// signedness checked where Swift checks them (literals, conversions, arithmetic).
package enum IntegerKind: String, CaseIterable, Sendable {
    case int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    /// The type's name as Swift spells it.
    package var name: String { rawValue }

    package var isSigned: Bool {
        switch self {
        case .int8, .int16, .int32, .int64: return true
        case .uint, .uint8, .uint16, .uint32, .uint64: return false
        }
    }

    package var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint, .uint64: return 64
        }
    }

    package var min: Int128 { isSigned ? -(Int128(1) << (bitWidth - 1)) : 0 }
    package var max: Int128 { isSigned ? (Int128(1) << (bitWidth - 1)) - 1 : (Int128(1) << bitWidth) - 1 }

    package func contains(_ value: Int128) -> Bool { value >= min && value <= max }

    /// The value's low `bitWidth` bits read as this type (`init(truncatingIfNeeded:)`, `&+`).
    package func truncating(_ value: Int128) -> Int128 {
        let mask = (Int128(1) << bitWidth) - 1
        let low = value & mask
        if isSigned, low > max { return low - (Int128(1) << bitWidth) }
        return low
    }

    /// The unsigned type of the same width (the type of `magnitude`).
    package var unsigned: IntegerKind {
        switch self {
        case .int8: return .uint8
        case .int16: return .uint16
        case .int32: return .uint32
        case .int64: return .uint64
        default: return self
        }
    }

    /// The static type of a value of this kind.
    package var type: SwiftType { .library(rawValue, []) }

    /// The kind a static type names, or nil (also for `Int`).
    package init?(_ type: SwiftType) {
        guard case .library(let name, let arguments) = type, arguments.isEmpty, let kind = IntegerKind(rawValue: name)
        else { return nil }
        self = kind
    }

    /// Swift's compile-time error for an integer literal that does not fit, or nil.
    package func literalOverflow(_ literal: Int128) -> String? {
        if contains(literal) { return nil }
        if literal < 0, !isSigned {
            return "negative integer '\(literal)' overflows when stored into unsigned type '\(name)'"
        }
        return "integer literal '\(literal)' overflows when stored into '\(name)'"
    }

    /// Swift's trap when a conversion from another integer does not fit.
    package func conversionTrap(_ value: Int128) -> String? {
        if contains(value) { return nil }
        if value < 0, !isSigned { return "Fatal error: Negative value is not representable" }
        return "Fatal error: Not enough bits to represent the passed value"
    }
}

/// A value of one of the sized integer types: `Int8(5)`, `UInt8.max`, `Int.min.magnitude`.
/// The number is kept in an `Int128`, which holds every one of them exactly.
package final class SizedInteger: RuntimeObject {
    package let kind: IntegerKind
    package let value: Int128

    /// A value already known to fit its kind.
    package init(_ kind: IntegerKind, _ value: Int128) {
        self.kind = kind
        self.value = value
    }

    package var type: SwiftType { kind.type }
    package var family: MemberFamily { .library("SizedInteger") }
    package var printed: String { String(value) }

    package func isEqual(to other: RuntimeObject) -> Bool {
        (other as? SizedInteger)?.value == value
    }

    package func conforms(to expected: SwiftType) -> Bool { IntegerKind(expected) == kind }

    /// The value as `Int`, if it fits.
    package var intValue: Int? { Int(exactly: value) }
}

extension Value {
    /// A sized integer value.
    package static func sized(_ kind: IntegerKind, _ value: Int128) -> Value {
        .object(SizedInteger(kind, value))
    }

    /// The integer in this value, of `Int` or a sized type, widened.
    package var wideInteger: Int128? {
        switch self {
        case .int(let number): return Int128(number)
        case .object(let sized as SizedInteger): return sized.value
        default: return nil
        }
    }
}
