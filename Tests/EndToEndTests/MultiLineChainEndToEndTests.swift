import Foundation
import TestSupport
import Testing

/// A chain written one operator per line, at a real prompt (issue #10): typed line by line, each
/// `.member` line takes back the statement above; pasted, the statement is assembled before it
/// runs. Either way the chain is subscribed once.
@Suite("rxplay multi-line chains in a terminal")
struct MultiLineChainEndToEndTests {
    static let chain = [
        "let s = PublishSubject<Int>()", "let bag = DisposeBag()", "s", "  .map { $0 * 10 }",
        "  .subscribe(onNext: { print(\"got\", $0) })", "  .disposed(by: bag)", "s.onNext(4)",
    ]

    @Test("typed one line at a time: taken back and joined, subscribed once")
    func typed() throws {
        var steps = Self.chain.map { EndToEndTests.PtyStep.type($0 + "\n") }
        steps.append(.type(":subs\n", until: "bag bag\nrx> "))
        steps.append(.type("\u{04}", until: nil))
        let screen = try EndToEndTests.pty(steps)
        expectEqual(screen.components(separatedBy: "that input was taken back").count, 4, "\(screen)")
        expectEqual(screen.components(separatedBy: "got 40").count, 2, "\(screen)")
        expectTrue(screen.contains("sub1  ← (unnamed)  live  bag bag"), "\(screen)")
        expectTrue(!screen.contains("sub2"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"))
    }

    @Test("pasted at once: assembled before it runs, subscribed once, nothing taken back")
    func pasted() throws {
        let paste = (Self.chain + [":subs"]).joined(separator: "\n") + "\n"
        let steps: [EndToEndTests.PtyStep] = [.type(paste, until: "bag bag\n"), .type("\u{04}", until: nil)]
        let screen = try EndToEndTests.pty(steps)
        expectTrue(!screen.contains("taken back"), "\(screen)")
        expectEqual(screen.components(separatedBy: "got 40").count, 2, "\(screen)")
        expectTrue(screen.contains("sub1  ← (unnamed)  live  bag bag"), "\(screen)")
        expectTrue(!screen.contains("sub2"), "\(screen)")
        expectTrue(!screen.contains("error"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"))
    }

    @Test("piped: assembled before it runs")
    func piped() throws {
        let outcome = try EndToEndTests.run([], input: (Self.chain + [":subs"]).joined(separator: "\n") + "\n")
        expectEqual(outcome.output, "got 40\nsub1  ← (unnamed)  live  bag bag\n")
        expectEqual(outcome.status, 0)
    }
}

/// A script written as RxSwift's own playground pages are (issue #10) runs under `rxplay run`
/// and prints what the compiled program prints.
@Suite("rxplay run of a playground-style script")
struct PlaygroundStyleScriptEndToEndTests {
    @Test("support function declared last, extension ObservableType, a generic helper, nested types, Swift.Error")
    func playgroundStyle() throws {
        let script = EndToEndTests.here.appendingPathComponent("Scripts/playground-style.swift").path
        let outcome = try EndToEndTests.run(["run", script])
        expectEqual(
            outcome.output,
            """

            --- PublishSubject example ---
            Subscription: 1 Event: next(🐶)
            Subscription: 1 Event: next(🐱)
            Subscription: 1 Event: next(🅰️)
            Subscription: 2 Event: next(🅰️)
            Subscription: 1 Event: next(🅱️)
            Subscription: 2 Event: next(🅱️)

            --- error example ---
            error(test)

            --- writeSequenceToConsole example ---
            Subscription: of, event: next(1)
            Subscription: of, event: next(2)
            Subscription: of, event: completed

            --- a later print example ---
            in order
            the main queue runs after the last statement

            """)
        expectEqual(outcome.status, 0)
    }
}
