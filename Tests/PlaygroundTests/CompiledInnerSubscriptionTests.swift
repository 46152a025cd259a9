@testable import Playground
import TestSupport
import Testing

/// `:subs` in a compiled session lists the subscriptions operators make to their inner
/// sequences (`flatMapFirst`'s to what its closure returned) while they are live, after the
/// subscription they belong to, and flags one whose source's owner is gone: the operator waits
/// for it for good (the repo form's Back-button dead end).
@Suite("Inner subscriptions in :subs, compiled")
struct CompiledInnerSubscriptionTests {
    static let form = """
        class Form {
            private let answer = PublishSubject<String>()
            var answers: Observable<String> { answer.asObservable() }
            func save(_ text: String) {
                answer.onNext(text)
                answer.onCompleted()
            }
        }
        """

    /// A session with a `Form` in `form`, `taps` and a bag; `chain` (`flatMapFirst`) turns each
    /// tap into the form's answers, printed.
    static func console(_ chain: String = "flatMapFirst") throws -> CompiledConsole {
        let console = try CompiledFileCommandTests.console()
        expectEqual(submit(console, Self.form), "")
        expectEqual(submit(console, "var bag = DisposeBag()"), "")
        expectEqual(submit(console, "let taps = PublishSubject<Void>()"), "")
        expectEqual(submit(console, "var form: Form? = Form()"), "")
        expectEqual(
            submit(
                console,
                "taps.\(chain) { _ in form?.answers ?? .empty() }.subscribe(onNext: { print($0) }).disposed(by: bag)"),
            "")
        expectEqual(submit(console, "taps.onNext(())"), "")
        return console
    }

    static func submit(_ console: CompiledConsole, _ line: String) -> String {
        console.submit(line, moreInputWaiting: false).output
    }

    @Test("the inner subscription is listed while live; its form released, it is flagged and taps do nothing")
    func ownerGone() throws {
        let console = try Self.console()
        expectEqual(
            Self.submit(console, ":subs"),
            """
            sub1                       ← (unnamed)    live  bag bag
            sub1 › flatMapFirst inner  ← Form.answer  live

            """)
        // Not a lane: the timeline draws the program's subscription only.
        let lanes = Self.submit(console, ":marbles")
        expectTrue(lanes.contains("sub1") && !lanes.contains("sub2") && !lanes.contains("inner"))
        expectEqual(Self.submit(console, "form = nil"), "")
        expectEqual(Self.submit(console, "form = Form()"), "")
        expectEqual(Self.submit(console, "taps.onNext(())"), "")
        expectEqual(Self.submit(console, "form!.save(\"ignored\")"), "")
        expectEqual(
            Self.submit(console, ":subs"),
            """
            sub1                       ← (unnamed)    live  bag bag
            sub1 › flatMapFirst inner  ← Form.answer  live
            outlived its source: sub1 › flatMapFirst inner listens to Form.answer, and that
              Form is gone:
              it waits for a sequence that can no longer end: flatMapFirst ignores new
              elements until it completes

            """)
    }

    @Test("an inner sequence that completed is no longer listed, and nothing is flagged")
    func innerCompleted() throws {
        let console = try Self.console()
        expectEqual(Self.submit(console, "form!.save(\"saved\")"), "saved\n")
        expectEqual(Self.submit(console, "form = nil"), "")
        expectEqual(Self.submit(console, ":subs"), "sub1  ← (unnamed)  live  bag bag\n")
        expectEqual(Self.submit(console, "form = Form()"), "")
        expectEqual(Self.submit(console, "taps.onNext(())"), "")
        expectEqual(Self.submit(console, "form!.save(\"again\")"), "again\n")
    }

    @Test("while a variable still holds the inner sequence, it is not flagged")
    func sourceHeld() throws {
        let console = try Self.console()
        expectEqual(Self.submit(console, "let answers = form!.answers"), "")
        expectEqual(Self.submit(console, "form = nil"), "")
        expectTrue(!Self.submit(console, ":subs").contains("outlived"))
    }

    @Test("disposing the subscription ends its inner one")
    func outerDisposed() throws {
        let console = try Self.console()
        expectEqual(Self.submit(console, "bag = DisposeBag()"), "")
        expectEqual(Self.submit(console, "form = nil"), "")
        expectEqual(Self.submit(console, ":subs"), "sub1  ← (unnamed)  disposed  -\n")
    }

    @Test(
        "each operator names itself and what it does while its inner sequence never ends",
        arguments: [
            ("flatMap", "flatMap cannot complete until it does"),
            ("flatMapLatest", "flatMapLatest completes only after a new element replaces it"),
            ("concatMap", "concatMap queues new elements until it completes"),
        ])
    func operators(chain: String, waiting: String) throws {
        let console = try Self.console(chain)
        expectEqual(Self.submit(console, "form = nil"), "")
        let name = "sub1 › \(chain) inner"
        let pad = String(repeating: " ", count: name.count - 4)
        // Wrapped to 80 columns where each operator's words happen to end a line: compared as
        // one line a note (LineFitTests checks the wrapping).
        let subs = Self.submit(console, ":subs")
        expectTrue(subs.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(subs)")
        expectEqual(
            subs.replacingOccurrences(of: "\n  ", with: " "),
            """
            sub1\(pad)  ← (unnamed)    live  bag bag
            \(name)  ← Form.answer  live
            outlived its source: \(name) listens to Form.answer, and that Form is gone: \
            it waits for a sequence that can no longer end: \(waiting)

            """)
    }
}
