import Foundation
import Interpreter
import RxSwift
import TestSupport
import Testing

/// Nothing a learner types ends the process (issue #15): engine recursion, deep chains released
/// or printed, values that grow without end, hangs, control characters in excerpts.
@Suite struct RobustnessTests {
    // MARK: - Engine recursion

    @Test(arguments: [
        "func h(_ n: Int) -> Observable<Int> { Observable.just(n).flatMap { h($0 + 1) } }\n_ = h(0).subscribe()",
        "func h() -> Observable<Int> { Observable.deferred { h() } }\n_ = h().subscribe()",
    ])
    func engineRecursionStopsAtTheRecursionLimit(_ input: String) {
        let interpreter = makeInterpreter(configuration: .init(recursionLimit: 500))
        let result = interpreter.run(input)
        expectEqual(result.errors.map(\.message), ["stopped after 500 nested calls"])
        expectEqual(interpreter.run("print(1)").output, "1\n")
    }

    @Test func engineRecursionAtTheDefaultLimitDoesNotOverflowTheStack() {
        let result = makeInterpreter().run(
            "func h(_ n: Int) -> Observable<Int> { Observable.just(n).flatMap { h($0 + 1) } }\n_ = h(0).subscribe()")
        expectEqual(result.errors.map(\.message), ["stopped after 10,000 nested calls"])
    }

    @Test func finiteEngineRecursionStillWorks() {
        let result = makeInterpreter().run("""
            func h(_ n: Int) -> Observable<Int> { n == 3 ? Observable.just(n) : Observable.just(n).flatMap { h($0 + 1) } }
            _ = h(0).subscribe(onNext: { print($0) })
            """)
        expectEqual(result.output, "3\n")
    }

    @Test func retryForeverStopsAtTheStepBudget() {
        let result = makeInterpreter(configuration: .init(stepBudget: 50_000))
            .run("_ = Observable<Int>.error(NSError(domain: \"d\", code: 1)).retry().subscribe()")
        expectEqual(result.errors.map(\.message), ["stopped after 50,000 steps"])
    }

    // MARK: - Deep chains

    @Test func aDeepChainOfClosuresIsReleasedWithoutRecursing() {
        let interpreter = makeInterpreter(configuration: .init(stepBudget: 100_000_000))
        let built = interpreter.run("var f: () -> Int = { 0 }\nfor _ in 0..<2_000_000 { let g = f; f = { g() + 1 } }")
        expectTrue(built.errors.isEmpty)
        expectEqual(interpreter.run("f = { 0 }\nprint(f())").output, "0\n")
    }

    @Test func aDeepEnumListIsPrintedToADepthAndReleased() {
        let interpreter = makeInterpreter(configuration: .init(stepBudget: 100_000_000))
        let built = interpreter.run("""
            indirect enum List { case node(Int, List), end }
            var list = List.end
            for i in 0..<1_000_000 { list = .node(i, list) }
            """)
        expectTrue(built.errors.isEmpty)
        let printed = interpreter.run("print(list)").output
        expectTrue(printed.hasPrefix("node(999999, node(999998, "))
        expectEqual(printed.components(separatedBy: "…(nested too deeply to print)").count, 2)
        expectTrue(printed.contains("node(998999, …(nested too deeply to print))"))
        expectEqual(printed.components(separatedBy: "node(").count, 1_002)
        expectTrue(printed.hasSuffix(String(repeating: ")", count: 1_001) + "\n"))
        expectTrue(printed.utf8.count < 30_000)
        expectEqual(interpreter.run("list = .end\nprint(list)").output, "end\n")
    }

    @Test func shallowValuesPrintWhole() {
        let result = makeInterpreter().run("""
            indirect enum List { case node(Int, List), end }
            var list = List.end
            for i in 0..<3 { list = .node(i, list) }
            print(list)
            """)
        expectEqual(result.output, "node(2, node(1, node(0, end)))\n")
    }

    @Test(arguments: [
        "let s = PublishSubject<Int>()\nvar o: Observable<Int> = s\nfor _ in 0..<600 { o = o.map { $0 } }\n"
            + "_ = o.subscribe(onNext: { print($0) })\ns.onNext(1)",
        "let s = PublishSubject<Int>()\nvar o: Observable<Int> = s\nfor _ in 0..<300 { o = o.flatMap { Observable.just($0) }.share() }\n"
            + "_ = o.subscribe(onNext: { print($0) })\ns.onNext(1)",
    ])
    func longOperatorChainsDeliver(_ input: String) {
        let result = makeInterpreter().run(input)
        expectTrue(result.errors.isEmpty, "\(result.errors.map(\.message))")
        expectEqual(result.output, "1\n")
    }

    // MARK: - Memory

    @Test(arguments: [
        "let big = String(repeating: \"x\", count: 40_000_000)\nlet all = Array(repeating: big, count: 10_000_000).joined()",
        "var all: [[Int]] = []\nfor _ in 0..<20 { all.append(Array(repeating: 0, count: 10_000_000)) }",
    ])
    func growingValuesStopAtTheMemoryBudget(_ input: String) {
        let interpreter = makeInterpreter()
        let result = interpreter.run(input)
        expectEqual(result.errors.map(\.message), ["stopped: the statement needs more than 1 GB of memory"], "\(input)")
        expectEqual(result.errors.first?.notes, ["the memory budget guards against values that grow without end"])
        expectEqual(interpreter.run("print(1)").output, "1\n")
    }

    @Test func subscriptionsThatDoubleOnEveryEventStop() {
        // Every subscriber subscribes again on every event: the handler calls reach the step
        // budget before the subscriptions reach the memory budget. (A small budget keeps the
        // debug test quick; the default 10,000,000 takes minutes there.)
        let interpreter = makeInterpreter(configuration: InterpreterConfiguration(stepBudget: 300_000))
        let result = interpreter.run("""
            let s = PublishSubject<Int>()
            var again: () -> Void = {}
            again = { _ = s.subscribe(onNext: { _ in again() }) }
            again()
            for i in 0..<40 { s.onNext(i) }
            """)
        expectEqual(result.errors.map(\.message), ["stopped after 300,000 steps"])
        expectEqual(interpreter.run("print(1)").output, "1\n")
    }

    @Test func theMemoryBudgetIsConfigurable() {
        var configuration = InterpreterConfiguration()
        configuration.memoryBudget = 64 << 20
        let result = makeInterpreter(configuration: configuration).run("let a = Array(repeating: 1, count: 5_000_000)")
        expectEqual(result.errors.map(\.message), ["stopped: the statement needs more than 64 MB of memory"])
        expectEqual(makeInterpreter().run("let a = Array(repeating: 1, count: 5_000_000)\nprint(a.count)").output, "5000000\n")
    }

    @Test func aDoublingStringStops() {
        let result = makeInterpreter().run("var s = \"ab\"\nfor _ in 0..<40 { s += s }")
        expectEqual(result.errors.count, 1)
    }

    // MARK: - Hangs

    @Test func aLoopOfLargeSortsStopsAtTheBudget() {
        // Each sort of 200,000 elements counts 50,000 steps: the loop stops after a few.
        let interpreter = makeInterpreter(configuration: .init(stepBudget: 500_000))
        let result = interpreter.run("let a = (0..<200_000).map { 199_999 - $0 }\nfor _ in 0..<1_000 { _ = a.sorted() }")
        expectEqual(result.errors.map(\.message), ["stopped after 500,000 steps"])
    }

    @Test func interruptStopsALargeSort() {
        let interpreter = makeInterpreter(configuration: .init(stepBudget: .max))
        expectTrue(interpreter.run("let a = (0..<500_000).map { ($0 * 7919) % 500_009 }").errors.isEmpty)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { interpreter.interrupt() }
        let start = Date()
        let result = interpreter.run("while true { _ = a.sorted() }")
        expectEqual(result.errors.map(\.message), ["stopped: interrupted"])
        expectTrue(Date().timeIntervalSince(start) < 10)
    }

    @Test func deeplyNestedBracketsAreRefusedBeforeParsing() {
        let input = "let x = " + String(repeating: "[", count: 32) + "1" + String(repeating: "]", count: 32)
        let start = Date()
        let result = makeInterpreter().run(input)
        expectTrue(Date().timeIntervalSince(start) < 2)
        expectEqual(result.errors.map(\.message), ["brackets nest too deeply for the playground (more than 12 levels)"])
        expectEqual(makeInterpreter().run("let x = [[[[1]]]]\nprint(x)").output, "[[[[1]]]]\n")
        expectTrue(makeInterpreter().run("print(\"" + String(repeating: "[", count: 40) + "\")").errors.isEmpty)
        let unclosed = makeInterpreter().run("let y = " + String(repeating: "[", count: 19) + "1")
        expectEqual(unclosed.errors.map(\.message), ["brackets nest too deeply for the playground (more than 12 levels)"])
        let parentheses = makeInterpreter().run("let z = " + String(repeating: "(", count: 30) + "1")
        expectEqual(parentheses.errors.map(\.message), ["brackets nest too deeply for the playground (more than 24 levels)"])
    }

    /// The prompt asks whether an input is complete and completes words in it: both parse, so
    /// both are guarded too. Brackets inside a string interpolation are code and count.
    @Test func deepBracketsAreRefusedByEveryParsingPath() {
        let unclosed = "let x = " + String(repeating: "[", count: 27) + "1"
        let interpolated = "print(\"\\(" + String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20) + ")\")"
        let interpreter = makeInterpreter()
        let start = Date()
        expectTrue(interpreter.isComplete(unclosed))
        expectTrue(interpreter.isComplete(interpolated))
        _ = interpreter.completions(for: unclosed)
        _ = interpreter.completions(for: interpolated)
        expectEqual(interpreter.run(interpolated).errors.map(\.message), ["brackets nest too deeply for the playground (more than 12 levels)"])
        expectTrue(Date().timeIntervalSince(start) < 2)
        expectTrue(!interpreter.isComplete("let x = [[1,"))
        expectEqual(interpreter.run("print(\"\\([[1]])\")").output, "[[1]]\n")
    }

    @Test func aVeryLongExpressionIsRefusedQuickly() {
        let input = "let x = " + Array(repeating: "1", count: 100_000).joined(separator: " + ")
        let start = Date()
        let result = makeInterpreter().run(input)
        // Parsing 100,000 terms is linear but slow in a debug build on a loaded machine.
        expectTrue(Date().timeIntervalSince(start) < 60)
        expectEqual(result.errors.map(\.message), ["the expression is too long for the playground (more than 2,000 operators)"])
        let fine = makeInterpreter().run("print(" + Array(repeating: "1", count: 1_000).joined(separator: " + ") + ")")
        expectEqual(fine.output, "1000\n")
    }

    // MARK: - Control characters

    @Test func controlCharactersInAnExcerptAreEscaped() {
        expectEqual(transcript("let a = \"\u{1B}[2J\"; nope"), """
            error: unprintable ASCII character found in source file
             1 | let a = "\\u{1B}[2J"; nope
               |          ^~~~~~~~~

            """)
        expectEqual(transcript("let a = 1\u{7}; nope"), """
            error: invalid character in source file
             1 | let a = 1\\u{7}; nope
               |         ^

            """)
    }
}
