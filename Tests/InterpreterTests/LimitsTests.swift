import Foundation
import Interpreter
import TestSupport
import Testing

@Test func endlessLoopStopsAtTheStepBudget() {
    let interpreter = makeInterpreter(configuration: .init(stepBudget: 10_000))
    let result = interpreter.run("var i = 0\nwhile true { i += 1 }")
    expectEqual(result.transcript, """
        error: stopped after 10,000 steps
         2 | while true { i += 1 }
           | ^~~~~~~~~~~~~~~~~~~~~
        note: the step budget guards against endless loops

        """)
    expectEqual(interpreter.run("print(i > 0)").output, "true\n")
}

@Test func defaultBudgetIsTenMillionSteps() {
    let result = makeInterpreter().run("while true {}")
    expectEqual(result.errors.first?.message, "stopped after 10,000,000 steps")
}

@Test func endlessRecursionStopsAtTheLimit() {
    let interpreter = makeInterpreter(configuration: .init(recursionLimit: 500))
    let result = interpreter.run("func f(_ n: Int) -> Int { f(n + 1) }\nf(0)")
    expectEqual(result.errors.first?.message, "stopped after 500 nested calls")
    expectEqual(interpreter.run("print(1)").output, "1\n")
}

@Test func deepRecursionWithinTheLimitDoesNotCrash() {
    let result = makeInterpreter().run("func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }\nprint(depth(9_000))")
    expectEqual(result.output, "9000\n")
    let deeper = makeInterpreter().run("func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }\nprint(depth(1_000_000))")
    expectEqual(deeper.errors.first?.message, "stopped after 10,000 nested calls")
}

@Test func endlessObservableStopsAtTheStepBudget() {
    let interpreter = makeInterpreter(configuration: .init(stepBudget: 5_000))
    let result = interpreter.run("_ = Observable.repeatElement(1).subscribe()")
    expectEqual(result.errors.first?.message, "stopped after 5,000 steps")
}

@Test func interruptStopsTheRunningStatement() {
    let interpreter = makeInterpreter(configuration: .init(stepBudget: .max))
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { interpreter.interrupt() }
    let result = interpreter.run("var n = 0\nwhile true { n += 1 }")
    expectEqual(result.errors.first?.message, "stopped: interrupted")
    expectEqual(interpreter.run("print(n > 0)").output, "true\n")
}

@Test func learnerCodeCannotReachTheSystem() {
    for source in ["FileManager.default.contents(atPath: \"/etc/passwd\")", "ProcessInfo.processInfo.environment",
                   "readLine()", "Process()", "URLSession.shared", "exit(0)", "getenv(\"HOME\")", "system(\"ls\")"] {
        let result = makeInterpreter().run(source)
        expectTrue(!result.succeeded, "\(source) should not run")
    }
}

@Test(arguments: [
    ("FileManager.default.contents(atPath: \"/etc/passwd\")", """
        error: 'FileManager' is not part of the playground
         1 | FileManager.default.contents(atPath: "/etc/passwd")
           | ^~~~~~~~~~~
        note: learner code cannot reach files, the network, the environment or other processes

        """),
    ("Thread.sleep(forTimeInterval: 1)", """
        error: threads are not part of the playground
         1 | Thread.sleep(forTimeInterval: 1)
           | ^~~~~~

        """),
])
func namesOutsideThePlaygroundSaySo(_ input: String, _ expected: String) {
    expectEqual(transcript([input], uiKit: true), expected)
}
