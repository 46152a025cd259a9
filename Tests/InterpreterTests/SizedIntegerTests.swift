import Interpreter
import TestSupport
import Testing

/// `Int8` … `UInt64` and `UInt` are their own types, as in Swift (issue #15): literals are
/// checked when compiling, conversions trap with Swift's words, arithmetic overflows at the
/// type's width, and two integer types do not mix. Expected texts were checked against
/// `swiftc` 6.3 on Linux.
@Suite struct SizedIntegerTests {
    private func errors(_ input: String) -> [String] {
        makeInterpreter().run(input).errors.map(\.message)
    }

    private func output(_ input: String) -> String {
        let result = makeInterpreter().run(input)
        return result.errors.isEmpty ? result.output : "error: " + result.errors.map(\.message).joined(separator: "; ")
    }

    @Test(arguments: [
        ("let i8: Int8 = 200", "integer literal '200' overflows when stored into 'Int8'"),
        ("let u = UInt8(300)", "integer literal '300' overflows when stored into 'UInt8'"),
        ("let w: UInt8 = -1", "negative integer '-1' overflows when stored into unsigned type 'UInt8'"),
        ("let i: Int8 = -129", "integer literal '-129' overflows when stored into 'Int8'"),
        ("let x: Int8 = 5; let t = x + 1000", "integer literal '1000' overflows when stored into 'Int8'"),
        ("let x: UInt8 = 5; let n = 2; print(x * n)", "binary operator '*' cannot be applied to operands of type 'UInt8' and 'Int'"),
        ("let x: Int64 = 5; let y = 4; print(x + y)", "binary operator '+' cannot be applied to operands of type 'Int64' and 'Int'"),
        ("let x: Int8 = 5; print(x + 1.5)", "binary operator '+' cannot be applied to operands of type 'Int8' and 'Double'"),
        ("let x: UInt8 = 5; let n: Int = x", "cannot convert value of type 'UInt8' to specified type 'Int'"),
        ("let big = 18446744073709551615", "integer literal '18446744073709551615' overflows when stored into 'Int'"),
        ("let big: UInt32 = 18446744073709551615", "integer literal '18446744073709551615' overflows when stored into 'UInt32'"),
        ("let big: UInt64 = 18446744073709551616", "integer literal '18446744073709551616' overflows when stored into 'UInt64'"),
    ])
    func compileErrorsAsSwiftWordsThem(_ input: String, _ message: String) {
        expectEqual(errors(input), [message], "\(input)")
    }

    @Test func aCompileErrorRunsNothing() {
        expectEqual(output("print(1); let i8: Int8 = 200"), "error: integer literal '200' overflows when stored into 'Int8'")
    }

    @Test(arguments: [
        ("let n = 300; print(UInt8(n))", "Fatal error: Not enough bits to represent the passed value"),
        ("let n = -1; print(UInt8(n))", "Fatal error: Negative value is not representable"),
        ("let n = -1; print(UInt(n))", "Fatal error: Negative value is not representable"),
        ("let n = UInt64.max; print(Int(n))", "Fatal error: Not enough bits to represent the passed value"),
        ("let d = 300.5; print(UInt8(d))", "Fatal error: Double value cannot be converted to UInt8 because the result would be greater than UInt8.max"),
        ("let d = -3.5; print(UInt8(d))", "Fatal error: Double value cannot be converted to UInt8 because the result would be less than UInt8.min"),
        ("let d = Double.nan; print(Int8(d))", "Fatal error: Double value cannot be converted to Int8 because it is either infinite or NaN"),
        ("var a: Int8 = 100; a += 100", "arithmetic overflow"),
        ("var a: UInt8 = 0; a -= 1", "arithmetic overflow"),
        ("let a: UInt64 = UInt64.max; print(a + 1)", "arithmetic overflow"),
        ("let a: Int8 = -128; print(-a)", "arithmetic overflow"),
        ("let a: Int16 = 300; print(a * a)", "arithmetic overflow"),
        ("let a: Int8 = 5; let z: Int8 = 0; print(a / z)", "division by zero"),
    ])
    func trapsAsSwiftWordsThem(_ input: String, _ message: String) {
        expectEqual(errors(input), [message], "\(input)")
    }

    @Test(arguments: [
        ("let a: Int8 = 100; let b: UInt8 = 255; print(a, b)", "100 255\n"),
        ("print(UInt8.max, UInt8.min, Int8.min, Int8.max, UInt64.max, Int64.min, UInt.max, Int16.max, UInt32.max)",
         "255 0 -128 127 18446744073709551615 -9223372036854775808 18446744073709551615 32767 4294967295\n"),
        ("print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int(truncatingIfNeeded: UInt64.max))",
         "44 255 -1\n"),
        ("print(Int(exactly: 3.5) as Any, Int(exactly: 4.0) as Any, UInt8(exactly: 300) as Any, Int8(exactly: 100) as Any)",
         "nil Optional(4) nil Optional(100)\n"),
        ("print(Int(exactly: UInt64.max) as Any, UInt8(clamping: 300), Int8(clamping: -1000))", "nil 255 -128\n"),
        ("let a: Int8 = 100; let b: UInt8 = 255; print([a], [b], (a, b))", "[100] [255] (100, 255)\n"),
        ("let a: Int8 = 100; print(type(of: a), type(of: UInt8(7)))", "Int8 UInt8\n"),
        ("let a: Int8 = 100; let b: UInt8 = 255; print(a &+ 100, b &* 2, a / 3, a % 7, b >> 1, a << 1, ~b)",
         "-56 254 33 2 127 -56 0\n"),
        ("let c = Int8(-128); print(c.magnitude, type(of: c.magnitude))", "128 UInt8\n"),
        ("let a: Int8 = 100; print(a.description, \"\\(UInt8(255))\")", "100 255\n"),
        ("let a: Int8 = 100; print(Int(a) + 1, UInt8(7) == 7, a < 101)", "101 true true\n"),
        ("print(UInt8(\"12\") as Any, UInt8(\"300\") as Any, UInt8.bitWidth, Int8(-5).signum())", "Optional(12) nil 8 -1\n"),
        ("var total: UInt16 = 0; let xs: [UInt16] = [1, 2, 3]; for b in xs { total += b }; print(total)", "6\n"),
        ("let s: Set<UInt8> = [1, 2, 1]; print(s.count)", "2\n"),
        ("print((0...Int.max).last as Any, -9223372036854775808)", "Optional(9223372036854775807) -9223372036854775808\n"),
        ("print(type(of: 5.magnitude), Int.min.magnitude)", "UInt 9223372036854775808\n"),
        ("let big: UInt64 = 18_446_744_073_709_551_615; let u: UInt = 0xFFFF_FFFF_FFFF_FFFF; print(big, u, big == UInt64.max)",
         "18446744073709551615 18446744073709551615 true\n"),
        ("print(UInt64(9223372036854775808), UInt(0x8000_0000_0000_0000))", "9223372036854775808 9223372036854775808\n"),
        ("let a: UInt8 = 255; print(String(a, radix: 16), String(Int8(-5), radix: 2))", "ff -101\n"),
        ("for i in UInt8(0)..<3 { print(i, terminator: \" \") }", "0 1 2 "),
        ("let r = UInt8.random(in: 7...7); print(r, type(of: r))", "7 UInt8\n"),
        ("let a: UInt8 = 255; switch a { case 0...100: print(\"low\"); default: print(\"high\") }", "high\n"),
        ("let a: Int8 = 5; switch a { case 5: print(\"five\"); default: print(\"other\") }; print(5 ~= a)", "five\ntrue\n"),
    ])
    func valuesPrintAsSwiftPrintsThem(_ input: String, _ expected: String) {
        expectEqual(output(input), expected, "\(input)")
    }

    @Test func theChecksCanFail() {
        // A value that fits is accepted, so the overflow checks above are not always on.
        expectEqual(output("let i8: Int8 = 127; print(i8)"), "127\n")
        expectEqual(output("let n = 255; print(UInt8(n))"), "255\n")
        expectEqual(output("var a: Int8 = 100; a += 27; print(a)"), "127\n")
    }
}
