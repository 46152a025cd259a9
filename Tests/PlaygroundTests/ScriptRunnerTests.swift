@testable import Playground
import TestSupport
import Testing

/// A script runs as a Swift file runs (or input by input after `:typed`); its diagnostics quote
/// the script's own line numbers.
@Suite("Script runner")
struct ScriptRunnerTests {
    static func run(_ script: String) -> ScriptOutcome {
        ScriptRunner(session: makeConsole(options: SessionOptions(lessonsDirectory: "/nonexistent"))).run(script, file: "demo.swift")
    }

    @Test("an error shows the script's line, not the input's")
    func errorShowsTheScriptLine() {
        let outcome = Self.run("let s = PublishSubject<String>()\n\ns.onNext(1)\nprint(\"never\")\n")
        // As swiftc prints it for the file: its name, the position, two lines around.
        expectEqual(outcome.output, """
            demo.swift:3:10: error: cannot convert value of type 'Int' to expected argument type 'PublishSubject<String>.Element' (aka 'String')
            1 | let s = PublishSubject<String>()
            2 | 
            3 | s.onNext(1)
              |          `- error: cannot convert value of type 'Int' to expected argument type 'PublishSubject<String>.Element' (aka 'String')
            4 | print("never")
            5 | 
            demo.swift:3: stopped at this error

            """)
        expectEqual(outcome.failedLine, 3)
    }

    @Test("an error inside a multi-line input counts from the input's first line")
    func errorInsideAMultiLineInput() {
        let outcome = Self.run("let a = [1, 2]\nfor i in 0..<3 {\n    print(a[i])\n}\n")
        expectEqual(outcome.output, """
            1
            2
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
            note: the program stopped here
             3 |     print(a[i])
               |            `- note: the program stopped here
            demo.swift:3: stopped at this error

            """)
        expectEqual(outcome.failedLine, 3)
    }

    @Test("a handler written earlier in the script that fails later quotes its own line")
    func handlerFailureQuotesItsOwnLine() {
        let outcome = Self.run("let s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { print(10 / $0) })\ns.onNext(2)\ns.onNext(0)\n")
        expectEqual(outcome.output, """
            5
            Swift/IntegerTypes.swift:9012: Fatal error: Division by zero
            note: the program stopped here
             2 | _ = s.subscribe(onNext: { print(10 / $0) })
               |                                    `- note: the program stopped here
            demo.swift:2: stopped at this error

            """)
        expectEqual(outcome.failedLine, 2)
        let typed = Self.run(":typed\nlet s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { print(10 / $0) })\ns.onNext(2)\ns.onNext(0)\n")
        expectTrue(
            typed.output.hasSuffix(
                "\n 3 | _ = s.subscribe(onNext: { print(10 / $0) })\n   |                                    `- note: the program stopped here\ndemo.swift:5: stopped at this error\n"
            ), "\(typed.output)")
        expectEqual(typed.failedLine, 5)
    }
}
