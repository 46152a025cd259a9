import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("func example(_ description: String, action: () -> Void) { print(#function); action() }\nexample(\"a\") { print(#function) }",
     "example(_:action:)\nmain\n"),
    ("func f() { let g = { print(#function) }; g() }\nf()", "f()\n"),
    ("struct S {\n    init(x: Int) { print(#function) }\n    var now: String { #function }\n    func m(a: Int, _ b: Int) -> String { #function }\n}\nprint(S(x: 1).now, S(x: 2).m(a: 1, 2))",
     "init(x:)\ninit(x:)\nnow m(a:_:)\n"),
    ("print(#function)", "main\n"),
    ("print(1)\nprint(#line)", "1\n2\n"),
    ("print(#file, #fileID, #filePath)", "main.swift main/main.swift main.swift\n"),
])
func sourceLocationLiterals(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func lineCountsFromTheScriptsFirstLine() {
    let result = makeInterpreter().run("print(#line)", firstLine: 40)
    expectEqual(result.transcript, "40\n")
}
