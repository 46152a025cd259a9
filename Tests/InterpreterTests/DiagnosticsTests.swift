import Interpreter
import TestSupport
import Testing

@Test func parseErrorsHaveACaret() {
    expectEqual(transcript("let x = (1 + "), """
        error: expected expression after operator
         1 | let x = (1 + 
           |              ^

        """)
}

@Test func caretSitsUnderTheRightColumnAfterEmoji() {
    expectEqual(transcript("let s = PublishSubject<String>()\nlet t = \"🐶🐱\"; s.onNext(1)"), """
        error: cannot convert value of type 'Int' to expected argument type 'String'
         2 | let t = "🐶🐱"; s.onNext(1)
           |                          ^

        """)
}

@Test func unknownNamesReadLikeSwift() {
    expectEqual(transcript("print(nope)"), """
        error: cannot find 'nope' in scope
         1 | print(nope)
           |       ^~~~

        """)
}

@Test(arguments: [
    ("actor A {}", "error: actors are not part of the playground"),
    ("let x = if true { 1 } else { 2 }", "error: 'if' used as an expression is not part of the playground"),
    ("func f() async {}", "error: async functions are not part of the playground"),
    ("import UIKitty", "error: no such module 'UIKitty'"),
    ("let x: Int = \"a\"", "error: cannot convert value of type 'String' to specified type 'Int'"),
    ("let x: Int = nil", "error: 'nil' cannot initialize specified type 'Int'"),
    ("let x = 1\nx = 2", "error: cannot assign to value: 'x' is a 'let' constant"),
    ("let a = 1\nlet b = 2.5\nprint(a + b)", "error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'"),
    ("print(Int.max + 1)", "error: arithmetic overflow"),
    ("let x = 99999999999999999999", "error: integer literal '99999999999999999999' overflows when stored into 'Int'"),
    ("[1, 2].nothing()", "error: value of type '[Int]' has no member 'nothing'"),
    ("let s: String? = \"a\"\nprint(s.count)", "error: value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'"),
    ("struct P { var x: Int }\n_ = P()", "error: missing argument for parameter 'x' in call"),
    ("enum E { case a }\nlet e: E = .b", "error: type 'E' has no member 'b'"),
    ("let d = Observable.of(1).asCompletable()", "error: referencing instance method 'asCompletable()' requires the types 'Int' and 'Never' be equivalent"),
    ("func f() -> Int { }\nf()", "error: missing return in global function expected to return 'Int'"),
    ("let x = 1\nlet x = 2", "error: invalid redeclaration of 'x'"),
    ("return 1", "error: return invalid outside of a func"),
    ("break", "error: 'break' is only allowed inside a loop, if, do, or switch"),
    ("let s = PublishSubject<Int>()\ns.onError(1)", "error: argument type 'Int' does not conform to expected type 'Error'"),
    ("throw 1", "error: thrown expression type 'Int' does not conform to 'Error'"),
])
func diagnosticsNameTheProblem(_ input: String, _ firstLine: String) {
    let text = transcript(input)
    expectEqual(text.split(separator: "\n").first.map(String.init), firstLine)
}

@Test func disposedSubjectGetsAWarning() {
    let text = transcript("let s = PublishSubject<Int>()\ns.dispose()\ns.onNext(1)")
    expectTrue(text.hasPrefix("warning: this PublishSubject was disposed, so the event goes nowhere"))
}

@Test func failureInsideAHandlerStopsTheStatement() {
    let text = transcript("let s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { print(10 / $0) })",
                          "s.onNext(2)\ns.onNext(0)\nprint(\"not reached\")", "s.onNext(5)")
    expectEqual(text, """
        5
        error: division by zero
         2 | _ = s.subscribe(onNext: { print(10 / $0) })
           |                                    ^
        2

        """)
}

@Test func failureInsideMapStopsTheStatement() {
    let text = transcript("let s = PublishSubject<[Int]>()\n_ = s.map { $0[3] }.subscribe(onNext: { print($0) }, onError: { print(\"error\", $0) })",
                          "s.onNext([1, 2])")
    expectEqual(text, """
        error: index out of range
         2 | _ = s.map { $0[3] }.subscribe(onNext: { print($0) }, onError: { print("error", $0) })
           |             ^~~~~
        note: the index is 3 and the array has 2 elements

        """)
}

@Test func rendererCanShiftLineNumbersForScripts() {
    let result = makeInterpreter().run("let a = 1\nlet b: String = a")
    let renderer = DiagnosticRenderer(lineOffset: 10)
    expectEqual(renderer.render(result.errors), """
        error: cannot convert value of type 'Int' to specified type 'String'
         12 | let b: String = a
            |                 ^
        """)
    expectEqual(result.errors.first?.location, SourceLocation(line: 2, column: 17))
}

@Test func inputsOfAScriptShowTheScriptLines() {
    let interpreter = makeInterpreter()
    _ = interpreter.run("let s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { print(10 / $0) })", firstLine: 4)
    let result = interpreter.run("s.onNext(0)", firstLine: 9)
    expectEqual(result.transcript, """
        error: division by zero
         5 | _ = s.subscribe(onNext: { print(10 / $0) })
           |                                    ^

        """)
    expectEqual(result.errors.first?.line, 5)
    expectEqual(result.errors.first?.location, SourceLocation(line: 2, column: 36))
    expectEqual(interpreter.run("let t: String = 1", firstLine: 12).transcript, """
        error: cannot convert value of type 'Int' to specified type 'String'
         12 | let t: String = 1
            |                 ^

        """)
}

@Test(arguments: [
    ("let subject = PublishSubject<String>()\nsubject.onnext(\"x\")",
     "error: value of type 'PublishSubject<String>' has no member 'onnext'; did you mean 'onNext'?"),
    ("let x = Observable.just(1)\nx.subscibe { print($0) }",
     "error: value of type 'Observable<Int>' has no member 'subscibe'; did you mean 'subscribe'?"),
    ("pritn(\"a\")", "error: cannot find 'pritn' in scope; did you mean 'print'?"),
    ("let total = 1\nprint(totl)", "error: cannot find 'totl' in scope; did you mean 'total'?"),
    ("_ = [1, 2].map { value in valeu * 2 }", "error: cannot find 'valeu' in scope; did you mean 'value'?"),
    ("print(\"abc\".coutn)", "error: value of type 'String' has no member 'coutn'; did you mean 'count'?"),
    ("_ = Observable.jsut(1)", "error: type 'Observable' has no member 'jsut'; did you mean 'just'?"),
    ("enum Dir { case north, south }\nlet d = Dir.nort", "error: type 'Dir' has no member 'nort'; did you mean 'north'?"),
    ("print(zzzzzz)", "error: cannot find 'zzzzzz' in scope"),
])
func misspeltNamesGetASuggestion(_ input: String, _ firstLine: String) {
    expectEqual(transcript(input).split(separator: "\n").first.map(String.init), firstLine)
}

@Test func hugeAnonymousClosureArgumentIsADiagnostic() {
    expectEqual(transcript("_ = [1].map { $099999999999 }"), """
        error: '$099999999999' is more closure arguments than the playground takes (at most $99)
         1 | _ = [1].map { $099999999999 }
           |               ^~~~~~~~~~~~~

        """)
}
