import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("let x = 5\nif x > 3 { print(\"big\") } else if x > 1 { print(\"mid\") } else { print(\"small\") }", "big\n"),
    ("let x = 2\nif x > 3 { print(\"big\") } else if x > 1 { print(\"mid\") } else { print(\"small\") }", "mid\n"),
    ("for i in 0..<3 { print(i) }", "0\n1\n2\n"),
    ("for i in 1...3 where i != 2 { print(i) }", "1\n3\n"),
    ("for (i, s) in [\"a\", \"b\"].enumerated() { print(i, s) }", "0 a\n1 b\n"),
    ("for c in \"ab\" { print(c) }", "a\nb\n"),
    ("for (k, v) in [\"a\": 1] { print(k, v) }", "a 1\n"),
    ("for _ in 0..<2 { print(\"x\") }", "x\nx\n"),
    ("var i = 0\nwhile i < 3 { i += 1 }\nprint(i)", "3\n"),
    ("var i = 0\nrepeat { i += 1 } while i < 5\nprint(i)", "5\n"),
    ("for i in 0..<10 { if i == 3 { break }; if i == 1 { continue }; print(i) }", "0\n2\n"),
    ("outer: for i in 0..<3 { for j in 0..<3 { if j == 1 { continue outer }; if i == 2 { break outer }; print(i, j) } }",
     "0 0\n1 0\n"),
    ("for i in stride(from: 0, to: 10, by: 4) { print(i) }", "0\n4\n8\n"),
    ("let n = 7\nswitch n {\ncase 0: print(\"zero\")\ncase 1...5: print(\"small\")\ncase let x where x % 2 == 1: print(\"odd\", x)\ndefault: print(\"other\")\n}",
     "odd 7\n"),
    ("let s = \"b\"\nswitch s {\ncase \"a\", \"b\": print(\"ab\")\ndefault: break\n}", "ab\n"),
    ("let p = (1, 0)\nswitch p {\ncase (0, _): print(\"y axis\")\ncase (_, 0): print(\"x axis\")\ndefault: print(\"else\")\n}",
     "x axis\n"),
    ("switch 1 {\ncase 1:\n  print(\"one\")\n  fallthrough\ncase 2: print(\"two\")\ndefault: print(\"d\")\n}", "one\ntwo\n"),
    ("func f(_ x: Int?) -> String {\n  guard let x = x else { return \"none\" }\n  return \"got \\(x)\"\n}\nprint(f(1), f(nil))",
     "got 1 none\n"),
])
func controlFlow(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func switchMustBeExhaustive() {
    expectEqual(transcript("let x = 1\nswitch x {\ncase 1: print(1)\n}"), """
        error: switch must be exhaustive
         2 | switch x {
           | ^~~~~~~~~~
        note: add a default clause

        """)
}

@Test func closuresInLoopsCaptureEachIteration() {
    expectEqual(transcript("var fs: [() -> Int] = []\nfor i in 0..<3 { fs.append { i * 10 } }\nprint(fs.map { $0() })"), "[0, 10, 20]\n")
}
