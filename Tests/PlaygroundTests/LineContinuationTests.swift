@testable import Playground
import TestSupport
import Testing

/// A line starting with `.member` continues the statement above it (issue #10): at the prompt
/// the statement that already ran is taken back; in pipes and pastes, where the next line is
/// already there, the statement is assembled before it runs.
@Suite("Lines that continue a statement")
struct LineContinuationTests {
    static func session() -> CompiledConsole {
        makeConsole(options: SessionOptions(lessonsDirectory: "/nonexistent"))
    }

    static let chain = [
        "let s = PublishSubject<Int>()", "let bag = DisposeBag()", "s", "  .map { $0 * 2 }",
        "  .subscribe(onNext: { print($0) })", "  .disposed(by: bag)", "s.onNext(1)",
    ]

    @Test("at the prompt, each .member line takes back the input above and runs the joined statement")
    func typedAtThePrompt() {
        let session = Self.session()
        let replies = Self.chain.map { session.submit($0).output }
        expectEqual(replies, [
            "", "", "PublishSubject<Int> = PublishSubject<Int>\n",
            "(this line continues `s` above: that input was taken back and the two ran as one\n  statement)\n"
                + "Observable<Int> = Observable<Int>\n",
            "(this line continues `s …` above: that input was taken back and the two ran as\n  one statement)\n"
                + "Disposable = Disposable\n",
            "(this line continues `s …` above: that input was taken back and the two ran as\n  one statement)\n",
            "2\n",
        ])
        // One subscription, in the bag: the taken-back statements left none behind.
        expectEqual(session.submit(":subs").output, "sub1  ← (unnamed)  live  bag bag\n")
        expectEqual(session.inputs.map(\.source), [
            "let s = PublishSubject<Int>()", "let bag = DisposeBag()",
            "s\n  .map { $0 * 2 }\n  .subscribe(onNext: { print($0) })\n  .disposed(by: bag)", "s.onNext(1)",
        ])
    }

    @Test("a .member line that leaves the joined input open waits for the rest, then takes back once")
    func takeBackWaitsForTheWholeInput() {
        let session = Self.session()
        _ = session.submit("let s = PublishSubject<Int>()")
        _ = session.submit("let o = s")
        // The note comes at once; the joined input runs when it is whole.
        expectEqual(
            session.submit(".map {").output,
            "(this line continues `let o = s` above: that input was taken back and the two\n  ran as one statement)\n")
        expectTrue(session.hasUnfinishedInput)
        expectEqual(session.prompt, "... ")
        expectEqual(session.submit("$0 + 1 }").output, "")
        expectEqual(session.submit("o").output, "Observable<Int> = Observable<Int>\n")
    }

    @Test("with the next line waiting (a paste, a pipe) the statement is assembled before it runs")
    func assembledWhenMoreIsWaiting() {
        let session = Self.session()
        var output = ""
        for line in Self.chain + ["", "// the end"] {
            let reply = session.submit(line, moreInputWaiting: true)
            output += reply.output
        }
        output += session.finishHeldInput()
        expectEqual(output, "2\n")
        expectEqual(session.submit(":subs").output, "sub1  ← (unnamed)  live  bag bag\n")
        expectTrue(!session.isHoldingInput)
    }

    @Test("blank lines and comments between a statement and its .member line belong to it")
    func blankLinesAndCommentsBetween() {
        let session = Self.session()
        for line in ["let s = PublishSubject<Int>()", "let bag = DisposeBag()", "s", "", "  // doubled", "  .map { $0 * 2 }",
                     "  .subscribe(onNext: { print($0) }).disposed(by: bag)", "s.onNext(3)"]
        {
            _ = session.submit(line, moreInputWaiting: true)
        }
        expectEqual(session.finishHeldInput(), "6\n")
    }

    @Test("a .member line after a failed input is not joined to it")
    func notJoinedToAFailure() {
        let session = Self.session()
        expectTrue(session.submit("let = = (").failed)
        let reply = session.submit(".disposed(by: 5)")
        expectTrue(reply.failed)
        expectTrue(!reply.output.contains("taken back"))
        expectTrue(reply.output.hasPrefix("error:"))
        // After an input that ran, a wrong continuation is refused whole and leaves nothing behind.
        _ = session.submit("let s = PublishSubject<Int>()")
        _ = session.submit("_ = s.subscribe(onNext: { print($0) })")
        let wrong = session.submit(".disposed(by: 5)")
        expectTrue(wrong.output.contains("taken back"))
        expectTrue(wrong.output.contains("error: "))
        expectEqual(session.submit("s.onNext(1)").output, "")
    }

    @Test("a range operator at the start of a line is not a continuation")
    func rangeIsNotAContinuation() {
        expectTrue(LineContinuation.continuesPrevious("  .map { $0 }"))
        expectTrue(LineContinuation.continuesPrevious(".`default`"))
        expectTrue(!LineContinuation.continuesPrevious("...5"))
        expectTrue(!LineContinuation.continuesPrevious("..<3"))
        expectTrue(!LineContinuation.continuesPrevious("map(.x)"))
        expectTrue(LineContinuation.isBlankOrComment("   // note"))
        expectTrue(!LineContinuation.isBlankOrComment("x // note"))
    }

    @Test("at the prompt, an empty line ends a continuation inside parentheses and shows what is missing; not inside braces")
    func emptyLineEndsAContinuation() {
        let session = Self.session()
        _ = session.submit("print(1,")
        expectTrue(session.hasUnfinishedInput)
        let reply = session.submit("")
        expectTrue(reply.failed)
        expectTrue(reply.output.hasPrefix("error: expected ')' in expression list"), "\(reply.output)")
        expectTrue(!session.hasUnfinishedInput)
        expectEqual(session.submit("print(2)").output, "2\n")
        // Inside braces an empty line typed at the prompt is part of the input.
        _ = session.submit("func g() {")
        expectEqual(session.submit("").output, "")
        expectTrue(session.hasUnfinishedInput)
        _ = session.submit("    print(4)")
        _ = session.submit("}")
        expectEqual(session.submit("g()").output, "4\n")
        // Where the next line is waiting (a paste), an empty line is part of the input.
        _ = session.submit("func f() {", moreInputWaiting: true)
        expectTrue(session.hasUnfinishedInput)
        _ = session.submit("", moreInputWaiting: true)
        expectTrue(session.hasUnfinishedInput)
        _ = session.submit("    print(3)", moreInputWaiting: true)
        _ = session.submit("}", moreInputWaiting: false)
        expectEqual(session.submit("f()").output, "3\n")
    }

    @Test("comment-only and blank inputs do nothing and do not move the clock")
    func commentsDoNotMoveTheClock() {
        let session = Self.session()
        _ = session.submit("let x = 1")
        expectEqual(session.submit("// a comment").output, "")
        expectEqual(session.submit("").output, "")
        _ = session.submit("/* a block")
        expectTrue(session.hasUnfinishedInput)
        expectEqual(session.submit("   comment */").output, "")
        expectEqual(session.submit(":time").output, "time is 100ms (frame 1); one input = 100ms\n")
        expectEqual(session.inputs.count, 1)
    }
}
