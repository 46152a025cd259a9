/// Where Swift's number APIs trap: each check gives the value Swift gives or throws the
/// diagnostic Swift's runtime prints, so an edge value never ends the process.
package enum NumericTraps {
    /// `Int(someDouble)`: Swift traps on NaN, infinity and values outside `Int`.
    package static func int(from number: Double, _ site: CallSite) throws -> Int {
        let value = try integer(from: number, name: "Int", min: Int128(Int.min), max: Int128(Int.max), site)
        return Int(value)
    }

    /// A double converted to an integer type (`Int`, `UInt8`…) toward zero, or Swift's trap.
    package static func integer(from number: Double, name: String, min: Int128, max: Int128,
                                _ site: CallSite) throws -> Int128 {
        guard number.isFinite else {
            throw site.error("Fatal error: Double value cannot be converted to \(name) because it is either infinite or NaN")
        }
        let truncated = number.rounded(.towardZero)
        // Every integer type's bounds are within ±2^127, where Doubles convert exactly.
        if truncated < Double(min) {
            throw site.error("Fatal error: Double value cannot be converted to \(name) because the result would be less than \(name).min")
        }
        guard truncated <= Double(max), let value = Int128(exactly: truncated) else {
            throw site.error("Fatal error: Double value cannot be converted to \(name) because the result would be greater than \(name).max")
        }
        guard value <= max else {
            throw site.error("Fatal error: Double value cannot be converted to \(name) because the result would be greater than \(name).max")
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
        .sized(.uint, Int128(number.magnitude))
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
