import Interpreter
import TestSupport
import Testing

/// `print` shows values exactly as Swift does.
@Test(arguments: [
    ("print(1)", "1\n"),
    ("print(1.5)", "1.5\n"),
    ("print(1.0)", "1.0\n"),
    ("print(0.1 + 0.2)", "0.30000000000000004\n"),
    ("print(true, false)", "true false\n"),
    ("print(\"hi\")", "hi\n"),
    ("print([1, 2])", "[1, 2]\n"),
    ("print([\"a\", \"b\"])", "[\"a\", \"b\"]\n"),
    ("print([1.5, 2])", "[1.5, 2.0]\n"),
    ("print([:] as [String: Int])", "[:]\n"),
    ("print([\"a\": 1])", "[\"a\": 1]\n"),
    ("print((1, \"a\"))", "(1, \"a\")\n"),
    ("print((x: 1, y: 2))", "(x: 1, y: 2)\n"),
    ("print(Optional(1))", "Optional(1)\n"),
    ("print(Optional(\"a\"))", "Optional(\"a\")\n"),
    ("let x: Int? = nil\nprint(x)", "nil\n"),
    ("let x: Int? = 3\nprint(x as Any)", "Optional(3)\n"),
    ("print([Optional(1), nil])", "[Optional(1), nil]\n"),
    ("print(1, 2, separator: \"-\")", "1-2\n"),
    ("print(\"a\", terminator: \"\")\nprint(\"b\")", "ab\n"),
    ("print()", "\n"),
    ("debugPrint(\"a\")", "\"a\"\n"),
    ("print(\"tab\\there\")", "tab\there\n"),
    ("print([\"line\\n\"])", "[\"line\\n\"]\n"),
    ("print(1...3)", "1...3\n"),
    ("print(0..<3)", "0..<3\n"),
    ("print(\"\"\"\n    one\n      two\n    \"\"\")", "one\n  two\n"),
    ("let name = \"Rx\"\nprint(\"Hello, \\(name)! \\(1 + 2)\")", "Hello, Rx! 3\n"),
    ("print(\"\\(Optional(1))\")", "Optional(1)\n"),
    ("print(1_000_000, 0xFF, 0b101)", "1000000 255 5\n"),
    ("print(-5, -2.5)", "-5 -2.5\n"),
    ("print(Int.max)", "9223372036854775807\n"),
    ("print(\"🐶\".count)", "1\n"),
])
func printsLikeSwift(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

/// A bare expression shows its type and value, as the Swift REPL does.
@Test(arguments: [
    ("1 + 2", "Int = 3\n"),
    ("\"a\" + \"b\"", "String = \"ab\"\n"),
    ("[1, 2]", "[Int] = [1, 2]\n"),
    ("2.5 * 2", "Double = 5.0\n"),
    ("1 < 2", "Bool = true\n"),
    ("let x: Int? = 1\nx", "Int? = 1\n"),
    ("let d = [\"a\": 1]\nd[\"a\"]", "Int? = 1\n"),
    ("(1, \"a\")", "(Int, String) = (1, \"a\")\n"),
    ("print(1)", "1\n"),
])
func bareExpressionsShowTypeAndValue(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func printTakesSeparatorAndTerminator() {
    let text = transcript("""
        print(1, "two", 3.0, separator: ", ", terminator: ".\\n")
        print("no newline", terminator: "")
        print(" then")
        print([1, 2], separator: "|")
        print(Optional(1), Optional("s"), [Optional(1), nil])
        """)
    expectEqual(text, "1, two, 3.0.\nno newline then\n[1, 2]\nOptional(1) Optional(\"s\") [Optional(1), nil]\n")
}

@Test func structsPrintLikeSwiftsDefaultDescription() {
    let text = transcript("""
        struct Point { var x: Int; var y: Int }
        print(Point(x: 1, y: 2), Optional(Point(x: 1, y: 1)), "\\(Point(x: 5, y: 6))")
        struct Named { var name: String; var tags: [String]; var n: Int? }
        print(Named(name: "a", tags: ["t"], n: nil))
        debugPrint(Named(name: "a", tags: [], n: 2))
        """)
    expectEqual(text, """
        Point(x: 1, y: 2) Optional(Point(x: 1, y: 1)) Point(x: 5, y: 6)
        Named(name: "a", tags: ["t"], n: nil)
        Named(name: "a", tags: [], n: Optional(2))

        """)
}

@Test func stringRepeatingAndUUID() {
    let text = transcript("""
        let x = 3
        print("\\(x)" + String(repeating: "=", count: x) + String(repeating: "ab", count: 2))
        let u = UUID().uuidString
        print(u.split(separator: "-").map { $0.count }, u == u.uppercased(), u.allSatisfy { $0 == "-" || $0.isHexDigit })
        print(UUID().uuidString != u)
        print(String(repeating: "x", count: -1))
        """)
    expectEqual(text, """
        3===abab
        [8, 4, 4, 4, 12] true true
        true
        error: Negative count not allowed
         6 | print(String(repeating: "x", count: -1))
           |       ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
}
