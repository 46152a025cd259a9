import Interpreter
import TestSupport
import Testing

private let fails = "enum Failure: Error { case bad }\nfunc risky() throws -> Int { throw Failure.bad }\n"

@Test func aThrowingCallNeedsTry() {
    expectEqual(transcript(fails + "print(\"before\")\nlet x = risky()"), """
        error: call can throw but is not marked with 'try'
         4 | let x = risky()
           |         ^~~~~~~
        note: did you mean to use 'try'?
        note: did you mean to handle error as optional value?
        note: did you mean to disable error propagation?

        """)
}

@Test(arguments: [
    ("do { _ = try risky() } catch { print(\"caught\", error) }", "caught bad\n"),
    ("print(try? risky())", "nil\n"),
    ("let y = (try? risky()) ?? 7\nprint(y)", "7\n"),
])
func aMarkedCallRuns(_ input: String, _ expected: String) {
    expectEqual(transcript(fails + input), expected)
}

@Test func tryDoesNotReachIntoAClosure() {
    expectEqual(transcript(fails + "let f = try { risky() }"), """
        error: call can throw but is not marked with 'try'
         3 | let f = try { risky() }
           |               ^~~~~~~
        note: did you mean to use 'try'?
        note: did you mean to handle error as optional value?
        note: did you mean to disable error propagation?

        """)
}

@Test func behaviorSubjectValueNeedsTry() {
    expectEqual(transcript("let s = BehaviorSubject(value: 1)\nprint(s.value())"), """
        error: call can throw but is not marked with 'try'
         2 | print(s.value())
           |       ^~~~~~~~~
        note: did you mean to use 'try'?
        note: did you mean to handle error as optional value?
        note: did you mean to disable error propagation?

        """)
    expectEqual(transcript("let s = BehaviorSubject(value: 1)\nprint(try s.value())"), "1\n")
}

@Test func aThrowingMethodNeedsTry() {
    expectTrue(transcript("struct V {\n    func check() throws {}\n}\nV().check()").hasPrefix(
        "error: call can throw but is not marked with 'try'\n 4 | V().check()\n"))
    expectEqual(transcript("struct V {\n    func check() throws { print(\"ok\") }\n}\ntry V().check()"), "ok\n")
}

@Test func aTryInAFunctionThatDoesNotThrowMustBeHandled() {
    expectEqual(transcript(fails + "func safe() -> Int {\n    return try risky()\n}"), """
        error: errors thrown from here are not handled
         4 |     return try risky()
           |            ^~~~~~~~~~~

        """)
}

@Test(arguments: [
    ("func safe() -> Int {\n    do { return try risky() } catch { return -1 }\n}\nprint(safe())", "-1\n"),
    ("func passes() throws -> Int { try risky() }\nprint((try? passes()) ?? 0)", "0\n"),
    ("func wraps() -> () throws -> Int { { try risky() } }\nprint((try? wraps()()) ?? 2)", "2\n"),
])
func aTryThatIsHandled(_ input: String, _ expected: String) {
    expectEqual(transcript(fails + input), expected)
}
