import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("let a = 1\nvar b = a\nb += 2\nprint(a, b)", "1 3\n"),
    ("var x = 10\nx -= 3\nx *= 2\nx /= 7\nx %= 3\nprint(x)", "2\n"),
    ("let d: Double = 1\nprint(d)", "1.0\n"),
    ("let xs: [Double] = [1, 2]\nprint(xs)", "[1.0, 2.0]\n"),
    ("let (a, b) = (1, 2)\nprint(a + b)", "3\n"),
    ("var a = 1, b = 2\n(a, b) = (b, a)\nprint(a, b)", "2 1\n"),
    ("print(2 + 3 * 4, (2 + 3) * 4, 10 - 2 - 3, 2 * 3 % 4)", "14 20 5 2\n"),
    ("print(7 / 2, 7 % 2, 7.0 / 2)", "3 1 3.5\n"),
    ("print(1 < 2 && 2 < 3 || false, !true)", "true false\n"),
    ("print(1 == 1, 1 != 1, \"a\" < \"b\", 3 >= 3)", "true false true true\n"),
    ("let x: Int? = nil\nprint(x ?? 5)", "5\n"),
    ("let s: String? = \"v\"\nprint(s ?? \"none\")", "v\n"),
    ("print(true ? \"yes\" : \"no\")", "yes\n"),
    ("var s = \"a\"\ns += \"b\"\ns.append(\"c\")\nprint(s)", "abc\n"),
    ("print(5 & 3, 5 | 3, 5 ^ 3, 1 << 4, -(-3))", "1 7 6 16 3\n"),
    ("let x = 5\nprint((1...10).contains(x), (1..<5).contains(x))", "true false\n"),
    ("print([1, 2] + [3])", "[1, 2, 3]\n"),
    ("let t = (name: \"a\", age: 3)\nprint(t.name, t.1, t.0)", "a 3 a\n"),
])
func variablesAndOperators(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func topLevelStatePersistsAcrossInputs() {
    expectEqual(transcript("var count = 0", "count += 1", "count += 1", "print(count)"), "2\n")
}

@Test func failingStatementKeepsEarlierState() {
    let text = transcript("let a = 1", "let b = a / 0", "print(a)", "print(b)")
    expectEqual(text, """
        error: division by zero
         1 | let b = a / 0
           |           ^
        1
        error: cannot find 'b' in scope
         1 | print(b)
           |       ^

        """)
}

@Test func appendChecksTheArraysElementType() {
    expectEqual(transcript("var items: [String] = []\nitems.append(1)"), """
        error: cannot convert value of type 'Int' to expected argument type 'String'
         2 | items.append(1)
           |              ^

        """)
    expectEqual(transcript("var names = [\"a\"]\nnames.append(contentsOf: [1])"), """
        error: cannot convert value of type '[Int]' to expected argument type '[String]'
         2 | names.append(contentsOf: [1])
           |                          ^~~

        """)
    expectTrue(transcript("var d: [Double] = []\nd.append(1)\nd.insert(2, at: 0)\nd.append(contentsOf: [3])\nprint(d)") ==
        "[2.0, 1.0, 3.0]\n")
}
