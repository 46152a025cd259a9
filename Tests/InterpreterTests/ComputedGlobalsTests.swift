import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("var counter = 0\nvar now: Int {\n    counter += 1\n    return counter\n}\nprint(now, now)", "1 2\n"),
    ("var greeting: String { \"hi\" }\nprint(greeting + \"!\")", "hi!\n"),
    ("let x: Swift.Int = 3\nlet e: Swift.Error? = nil\nlet o = RxSwift.Observable<Int>.just(x)\n_ = o.subscribe(onNext: { print($0, e == nil) })",
     "3 true\n"),
    ("enum TestError: Swift.Error { case test }\ndo { throw TestError.test } catch { print(error) }", "test\n"),
])
func topLevelComputedVariablesAndQualifiedNames(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func aComputedVariableIsReadOnly() {
    expectTrue(transcript("var now: Int { 1 }\nnow = 2").hasPrefix("error: "))
}
