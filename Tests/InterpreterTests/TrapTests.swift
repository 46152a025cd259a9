import Interpreter
import TestSupport
import Testing

/// Builtins on edge values trap where Swift traps, with Swift's words, as a diagnostic (never
/// ending the process), and give Swift's value where Swift does not trap (issue #15).
@Suite struct TrapTests {
    @Test(arguments: [
        ("Int.max.advanced(by: 1)", "arithmetic overflow"),
        ("Int.min.advanced(by: -1)", "arithmetic overflow"),
        ("Int.min.distance(to: Int.max)", "Fatal error: Distance is not representable in Int"),
        ("Int.max.distance(to: Int.min)", "Fatal error: Distance is not representable in Int"),
        ("Int.min.quotientAndRemainder(dividingBy: -1)", "Fatal error: Division results in an overflow"),
        ("Int(9.25e18)", "Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max"),
        ("Int(-9.3e18)", "Fatal error: Double value cannot be converted to Int because the result would be less than Int.min"),
        ("Int(Double.nan)", "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"),
        ("Int(Double.infinity)", "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN"),
        ("Int(\"10\", radix: 1)", "Fatal error: Radix must be between 2 and 36"),
        ("Int(\"10\", radix: 37)", "Fatal error: Radix must be between 2 and 36"),
        ("String(5, radix: 1)", "Fatal error: Radix must be between 2 and 36"),
        ("String(5, radix: Int.min)", "Fatal error: Radix must be between 2 and 36"),
        ("Double.random(in: 0...Double.infinity)", "Fatal error: There is no uniform distribution on an infinite range"),
        ("Double.random(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)",
         "Fatal error: There is no uniform distribution on an infinite range"),
        ("Double.random(in: 1.0..<1.0)", "Fatal error: Can't get random value with an empty range"),
        ("(0...Int.max).count", "arithmetic overflow"),
        ("(Int.min..<Int.max).count", "arithmetic overflow"),
        ("(-1..<Int.max).count", "arithmetic overflow"),
    ])
    func trapsAsSwiftWordsThem(_ input: String, _ message: String) {
        let result = makeInterpreter().run(input)
        expectEqual(result.errors.map(\.message), [message], "\(input)")
    }

    @Test func aTrapIsQuotedWithItsLine() {
        expectEqual(transcript("let n = Int.max.advanced(by: 1)"), """
            error: arithmetic overflow
             1 | let n = Int.max.advanced(by: 1)
               |         ^~~~~~~~~~~~~~~~~~~~~~~

            """)
    }

    @Test(arguments: [
        // `magnitude` is a UInt in Swift: Int.min's is 2^63, which Int cannot hold.
        ("print(Int.min.magnitude)", "9223372036854775808\n"),
        ("print((-5).magnitude)", "5\n"),
        // Swift's isMultiple(of:) compares magnitudes, so it never traps.
        ("print(Int.min.isMultiple(of: -1))", "true\n"),
        ("print(7.isMultiple(of: 0), 0.isMultiple(of: 0))", "false true\n"),
        ("print(Int.max.advanced(by: -1) == Int.max - 1)", "true\n"),
        ("print(Int.max.distance(to: 0))", "-9223372036854775807\n"),
        ("print(Int(9.2e18), Int(-9.223372036854775808e18))", "9200000000000000000 -9223372036854775808\n"),
        ("print(Int(\"z\", radix: 36)!, String(35, radix: 36))", "35 z\n"),
        ("print(Double.random(in: 2.5...2.5))", "2.5\n"),
        ("print(Int.random(in: Int.max...Int.max))", "9223372036854775807\n"),
        ("print((0...Int.max).last!, (0..<Int.max).last!)", "9223372036854775807 9223372036854775806\n"),
        ("print((0...Int.max).contains(Int.max), (5...4 + 1).last!)", "true 5\n"),
        ("print((0..<Int.max).count, (1...Int.max).count, (5..<3 + 2).count, (0...Int.max).isEmpty)",
         "9223372036854775807 9223372036854775807 0 false\n"),
    ])
    func givesSwiftsValueWhereSwiftDoesNotTrap(_ input: String, _ output: String) {
        let result = makeInterpreter().run(input)
        expectTrue(result.errors.isEmpty, "\(input): \(result.errors.map(\.message))")
        expectEqual(result.output, output, "\(input)")
    }

    @Test func magnitudeOfIntMinIsAUInt() {
        expectEqual(makeInterpreter().run("print(type(of: Int.min.magnitude))").output, "UInt\n")
    }

    @Test func nsErrorCanBeThrown() {
        let result = makeInterpreter().run("""
            do { throw NSError(domain: "Rx", code: 7, userInfo: nil) } catch { print("caught") }
            """)
        expectTrue(result.errors.isEmpty, "\(result.errors.map(\.message))")
        expectEqual(result.output, "caught\n")
    }
}
