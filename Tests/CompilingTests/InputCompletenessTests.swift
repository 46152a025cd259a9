@testable import Compiling
import TestSupport
import Testing

/// Where an input ends: Swift's grammar decides whether the text so far is a whole input or
/// needs more lines; a mistake before the end makes it complete (its error shows at once).
@Test(arguments: [
    ("let x = 1", true), ("func f() {", false), ("let a = [1,", false), ("print(\"a\"", false),
    ("let s = \"\"\"", false),
    ("let s = \"\"\"\nabc\n\"\"\"", true), ("/* comment", false), ("let s = \"open", true), ("}", true),
    ("let s = \"(\"", true), ("print(\"\\(f(1))\")", true), ("subject.subscribe(onNext: {", false), ("// {", true),
    // A line ending in `=`, a binary operator, `,`, `->` or `in` asks for more.
    ("let total =", false), ("let sum = 1 +", false), ("let both = a &&", false), ("print(1,", false),
    ("func f() ->", false), ("let f = { x in", false), ("let names = [\"a\",\n\"b\",", false),
    // Input with a mistake before its end can never become valid: it is complete (an error now).
    ("let = = (", true), ("let x = ) (", true), ("print(1 2", true), ("let 1x = [", true),
    // Characters Swift does not take, and nothing else: nothing is open (the next line is its own).
    ("\u{01}\u{02}", true), ("\u{7F}", true),
    // Complete input stays complete, also with trailing comments and blank lines.
    ("let x = 1 // done", true), ("let x = 1\n\n", true), ("x + y", true), ("f(a, b)", true),
    // An `#if` block is read up to its `#endif`, also when its first line has a mistake.
    ("#if DEBUG junk", false), ("#if !", false), ("#if DEBUG junk\nprint(1)", false),
    ("#if DEBUG junk\nprint(1)\n#endif", true),
    ("#if X\n#if Y\n#endif", false), ("#endif", true),
    // A closure's signature waits for its `in` on the next line, as Swift reads a file; a
    // mistake inside a brace is still complete.
    ("let f = { [weak self] value", false), ("let f = { [weak self] value\nin", false),
    ("xs.flatMap { [weak self] _ -> Observable<Int>", false), ("run(subscribe: { [weak self] c", false),
    ("let f = { [weak self] value\nin\nprint(value)\n}", true), ("let f = { let = = (", true),
    ("let f = { [1 2", true),
    // A raw string ends only at a quote with as many `#` as opened it; `\` alone escapes nothing.
    ("let r = #\"\"\"\nthree: \"\"\"\n\"\"\"#", true), ("let r = #\"\"\"\nthree: \"\"\"", false),
    ("let r = ##\"a \"# b\"##", true), ("let r = #\"a \\\"#", true), ("let r = #\"\\#(f(1))\"#", true),
    ("let r = \"\\(n)\" + #\"x\"#", true), ("#if DEBUG\nlet a = 1\n#endif", true),
    // A function without its body yet waits for its `where` clause or its brace.
    ("func same<T: Sequence>(_ a: T) -> Bool", false),
    ("func same<T: Sequence>(_ a: T) -> Bool\n    where T.Element: Equatable", false),
    ("func same<T: Sequence>(_ a: T) -> Bool\n    where T.Element: Equatable\n{\n    true\n}", true),
    ("func f() {}", true), ("protocol P { func f() }", true),
])
func completeness(_ source: String, _ complete: Bool) {
    expectEqual(InputCompleteness.isComplete(source), complete)
}

@Test(
    "comments and blank lines alone are no code",
    arguments: [("// only a comment", false), ("\n  \n", false), ("/* a */ x", true)])
func hasCode(_ source: String, _ expected: Bool) {
    expectEqual(InputCompleteness.hasCode(source), expected)
}
