/// Where Swift's number APIs trap: each check gives the value Swift gives or throws the
/// diagnostic Swift's runtime prints, so an edge value never ends the process.
package enum NumericTraps {
    /// `Int(someDouble)`: Swift traps on NaN, infinity and values outside `Int`.
    package static func int(from number: Double, _ site: CallSite) throws -> Int {
        guard number.isFinite else {
            throw site.error("Fatal error: Double value cannot be converted to Int because it is either infinite or NaN")
        }
        // ±2^63 are exact Doubles: every Double in -2^63..<2^63 fits in Int.
        guard number >= -9_223_372_036_854_775_808.0, number < 9_223_372_036_854_775_808.0,
              let value = Int(exactly: number.rounded(.towardZero))
        else {
            throw site.error("Fatal error: Double value cannot be converted to Int because it is outside the representable range")
        }
        return value
    }

    /// The radix of `Int(_:radix:)` and `String(_:radix:)`.
    package static func radix(_ radix: Int, _ site: CallSite) throws -> Int {
        guard (2...36).contains(radix) else { throw site.error("Fatal error: Radix must be between 2 and 36") }
        return radix
    }

    /// `Int.magnitude` is a `UInt`: `Int.min.magnitude` is 9223372036854775808, which only
    /// an unsigned value holds.
    package static func magnitude(of number: Int) -> Value {
        if number == .min { return .object(UnsignedValue(number.magnitude)) }
        return .int(Int(number.magnitude))
    }

    /// `advanced(by:)` is `self + n` for `Int`: it overflows as `+` does.
    package static func advanced(_ number: Int, by distance: Int, _ site: CallSite) throws -> Int {
        let (result, overflow) = number.addingReportingOverflow(distance)
        if overflow { throw Operators.overflow(site.range) }
        return result
    }

    /// `distance(to:)`: Swift's message when the distance does not fit in `Int`.
    package static func distance(from number: Int, to other: Int, _ site: CallSite) throws -> Int {
        let (result, overflow) = other.subtractingReportingOverflow(number)
        if overflow { throw site.error("Fatal error: Distance is not representable in Int") }
        return result
    }

    /// `Double.random(in:)` over a range of doubles (or of integer literals taken as doubles).
    package static func randomDouble(in argument: Value, _ site: CallSite) throws -> Double {
        let bounds: (lower: Double, upper: Double, isClosed: Bool)
        switch argument {
        case .object(let range as DoubleRangeObject):
            guard let lower = double(range.lower), let upper = double(range.upper) else {
                throw site.error("'random(in:)' needs a range of Double")
            }
            bounds = (lower, upper, range.isClosed)
        case .range(let range):
            bounds = (Double(range.lower), Double(range.upper), range.isClosed)
        default:
            throw site.error("'random(in:)' needs a range of Double")
        }
        if bounds.upper < bounds.lower || (!bounds.isClosed && bounds.upper == bounds.lower) {
            throw site.error("Fatal error: Can't get random value with an empty range")
        }
        guard (bounds.upper - bounds.lower).isFinite else {
            throw site.error("Fatal error: There is no uniform distribution on an infinite range")
        }
        if bounds.isClosed { return Double.random(in: bounds.lower...bounds.upper, using: &site.runtime.random) }
        return Double.random(in: bounds.lower..<bounds.upper, using: &site.runtime.random)
    }

    private static func double(_ value: Value) -> Double? {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: return nil
        }
    }
}

/// A `UInt` the playground's `Int` cannot hold (`Int.min.magnitude`): printed as Swift prints it.
package final class UnsignedValue: RuntimeObject {
    package let value: UInt

    package init(_ value: UInt) {
        self.value = value
    }

    package var type: SwiftType { .library("UInt", []) }
    package var printed: String { String(value) }

    package func isEqual(to other: RuntimeObject) -> Bool {
        (other as? UnsignedValue)?.value == value
    }
}
