@testable import Playground
import TestSupport
import Testing

/// Whether a script succeeded comes from what happened, not from the text it printed.
@Suite("Script status")
struct ScriptStatusTests {
    static func run(_ script: String) -> ScriptOutcome {
        makeConsole(options: SessionOptions(lessonsDirectory: "/nonexistent"))
            .runFile(script, file: "demo.swift", timeLimit: 60_000, limitHint: "--time sets the limit")
    }

    static let timer = "let t = Observable<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)\n"

    @Test("a handler error raised during :wait stops the script there")
    func handlerErrorDuringWait() {
        let outcome = Self.run(Self.timer + "_ = t.subscribe(onNext: { print(\"tick\", $0); print(10 / $0) })\n:wait 2s\nprint(\"never\")\n")
        expectEqual(outcome.output, """
            tick 0
            Swift/IntegerTypes.swift:9012: Fatal error: Division by zero
            note: the program stopped here
             2 | _ = t.subscribe(onNext: { print("tick", $0); print(10 / $0) })
               |                                                       `- note: the program stopped here
            time is 0ms (frame 0)
            demo.swift:3: this command failed

            """)
        expectEqual(outcome.failedLine, 3)
    }

    @Test("a handler error after the last statement stops the program and names the handler's line")
    func handlerErrorAfterTheLastStatement() {
        let script = "let s = PublishSubject<Int>()\n"
            + "_ = s.delay(.milliseconds(50), scheduler: MainScheduler.instance).subscribe(onNext: { print(10 / $0) })\n"
            + "s.onNext(0)\nprint(\"printed first: the clock moves after the last statement\")\n"
        let outcome = Self.run(script)
        expectEqual(outcome.failedLine, 2, "\(outcome.output)")
        expectTrue(
            outcome.output.hasPrefix(
                "printed first: the clock moves after the last statement\nSwift/IntegerTypes.swift:9012: Fatal error: Division by zero\n"
            ), "\(outcome.output)")
        expectTrue(outcome.output.hasSuffix("demo.swift:2: stopped at this error\n"), "\(outcome.output)")
    }

    @Test("as typed (:typed), a handler error in the frame after an input stops the script at that input")
    func handlerErrorInTheNextFrame() {
        let script = ":typed\nlet s = PublishSubject<Int>()\n"
            + "_ = s.delay(.milliseconds(50), scheduler: MainScheduler.instance).subscribe(onNext: { print(10 / $0) })\n"
            + "s.onNext(0)\nprint(\"never\")\n"
        let outcome = Self.run(script)
        expectEqual(outcome.failedLine, 4, "\(outcome.output)")
        expectTrue(outcome.output.hasSuffix("demo.swift:4: stopped at this error\n"))
        expectTrue(!outcome.output.contains("never"))
    }

    @Test("printed text that looks like an error is only text")
    func printedErrorText() {
        let outcome = Self.run(Self.timer + "_ = t.subscribe(onNext: { _ in print(\"error: only words\") })\n:wait 2s\nprint(\"after\")\n")
        expectEqual(outcome.output, "error: only words\ntime is 2s (frame 20)\nafter\n")
        expectTrue(outcome.succeeded)
    }

    @Test(":quit ends the script, successfully")
    func quit() {
        let outcome = Self.run("print(1)\n:quit\nprint(2)\n")
        expectEqual(outcome.output, "1\n")
        expectTrue(outcome.succeeded && outcome.quit)
    }

    @Test("a failing meta-command stops the script")
    func failingCommand() {
        let outcome = Self.run("print(1)\n:wait soon\nprint(2)\n")
        expectEqual(outcome.output, """
            1
            error: soon is not a duration
            usage: :wait DURATION   (500ms, 2s, 1.5s)
            demo.swift:2: this command failed

            """)
        expectEqual(outcome.failedLine, 2)
    }
}
