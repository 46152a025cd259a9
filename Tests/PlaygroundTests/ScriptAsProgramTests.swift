@testable import Playground
import TestSupport
import Testing

/// `rxplay run`, `:load` and playground pages run a file as a `main.swift` (issue #10):
/// declarations anywhere in the file are visible above them, the clock does not move between
/// statements, and after the last one the clock runs until nothing is scheduled.
@Suite("Scripts run as Swift files")
struct ScriptAsProgramTests {
    static func run(_ script: String, limit: Int = 60_000) -> ScriptOutcome {
        makeConsole(options: SessionOptions(lessonsDirectory: "/nonexistent"))
            .runFile(script, file: "main.swift", timeLimit: limit, limitHint: "--time sets the limit")
    }

    @Test("functions and types declared below are used above")
    func declarationsAreVisibleThroughout() {
        let outcome = Self.run("""
            example("of") {
                let player = Player(name: "🐶")
                print(player.name)
            }

            struct Player { let name: String }

            func example(_ description: String, action: () -> Void) {
                printExampleHeader(description)
                action()
            }

            func printExampleHeader(_ description: String) {
                print("\\n--- \\(description) example ---")
            }
            """)
        expectEqual(outcome.output, "\n--- of example ---\n🐶\n")
        expectTrue(outcome.succeeded)
    }

    @Test("the main queue runs after the last statement: now, then later")
    func mainQueueRunsAfterTheProgram() {
        let outcome = Self.run("""
            DispatchQueue.main.async { print("later") }
            print("now")
            """)
        expectEqual(outcome.output, "now\nlater\n")
    }

    @Test("the clock does not move between statements, then runs until idle")
    func clockRunsUntilIdle() {
        let outcome = Self.run("""
            let bag = DisposeBag()
            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .take(2)
                .subscribe(onNext: { print("tick", $0) }, onCompleted: { print("done") })
                .disposed(by: bag)
            print("subscribed")
            :time
            """)
        expectEqual(outcome.output, "subscribed\ntime is 0ms (frame 0); one input = 100ms\ntick 0\ntick 1\ndone\n")
    }

    @Test("work still scheduled at the time limit is named")
    func timeLimit() {
        let outcome = Self.run("""
            _ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })
            """, limit: 2_500)
        expectEqual(outcome.output, "0\n1\nstopped after 2.5s of virtual time with work still scheduled (--time sets the limit)\n")
        expectTrue(outcome.succeeded)
    }

    @Test("an error anywhere in the file that stops it type-checking runs nothing")
    func checkedBeforeItRuns() {
        let outcome = Self.run("print(\"first\")\nlet x: Int = \"two\"\n")
        // Nothing printed "first": the file's line 1 shows only in the excerpt.
        expectEqual(
            outcome.output,
            """
            main.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'
            1 | print("first")
            2 | let x: Int = "two"
              |              `- error: cannot convert value of type 'String' to specified type 'Int'
            3 | 
            main.swift:2: stopped at this error

            """)
        expectEqual(outcome.failedLine, 2)
    }

    @Test(":quit ends the program before the clock runs on")
    func quitEnds() {
        let outcome = Self.run("DispatchQueue.main.async { print(\"never\") }\nprint(\"now\")\n:quit\n")
        expectEqual(outcome.output, "now\n")
        expectTrue(outcome.quit && outcome.succeeded)
    }

    @Test("bare expressions show no value, as a compiled program prints none; the compiler warns of the unused result")
    func noValuesShown() {
        expectEqual(
            Self.run("let x = 2\nx + 1\nprint(x)\n").output,
            """
            main.swift:2:3: warning: result of operator '+' is unused [#no-usage]
            1 | let x = 2
            2 | x + 1
              |   `- warning: result of operator '+' is unused [#no-usage]
            3 | print(x)
            4 | 
            2

            """)
    }

    @Test("an unfinished statement at the end names the line where it began")
    func unfinishedAtTheEnd() {
        let outcome = Self.run("print(1)\nfunc f() {\n    print(2)\n")
        expectEqual(outcome.output, "main.swift:2: error: the input starting here is not complete "
            + "(an open brace, bracket, parenthesis or string)\n")
        expectEqual(outcome.failedLine, 2)
    }
}
