import Compiling
import Foundation
import Playground
import TestSupport
import Testing

/// A program run from a file (`rxplay run`) is compiled as `swiftc FILE` compiles it (`-Onone`),
/// so it stops as a default build does: Swift's own words at the learner's line. Its run records
/// no timeline, which nothing reads.
@Suite("Compiled programs")
struct CompiledProgramTests {
    // The Swift book's memory-safety listing: a default build stops it; an optimized one removed
    // the check and printed 2.
    @Test("a conflicting access to a variable stops the program, as swiftc's default build does")
    func exclusivity() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runProgram(
            "var stepSize = 1\nfunc increment(_ number: inout Int) { number += stepSize }\nincrement(&stepSize)\n"
                + "print(stepSize)\n", fileName: "memory.swift", timeLimit: 1_000_000_000)
        expectTrue(
            reply.output.hasPrefix("Simultaneous accesses to 0x")
                && reply.output.contains("but modification requires exclusive access")
                && reply.output.contains("Fatal access conflict detected."), "\(reply.output)")
        expectTrue(!reply.output.contains("\n2\n"), "\(reply.output)")
        expectTrue(reply.failed)
    }

    @Test("bind(to:) and bind(onNext:) come with RxCocoa, as in RxSwift 6: a program importing only RxSwift has none")
    func bindingsAreRxCocoas() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let body = "let s = PublishSubject<Int>()\n_ = s.bind(onNext: { print($0) })\n_ = Observable.of(5).bind(to: s)\n"
        let without = session.runProgram("import RxSwift\n" + body, fileName: "bind.swift", timeLimit: 1_000_000_000)
        expectTrue(without.failed)
        expectTrue(
            without.diagnostics.contains("error: value of type 'PublishSubject<Int>' has no member 'bind'"),
            "\(without.diagnostics)")
        let with = session.runProgram(
            "import RxSwift\nimport RxCocoa\n" + body, fileName: "bind.swift", timeLimit: 1_000_000_000)
        expectEqual(with.output, "5\n")
        expectTrue(!with.failed)
    }

    @Test("a program checks assert and stops with Swift's words at its line")
    func assertionsKept() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runProgram(
            "print(\"before\")\nassert(1 > 2, \"checked\")\nprint(\"after\")\n", fileName: "checks.swift",
            timeLimit: 1_000_000_000)
        expectEqual(
            reply.output,
            """
            before
            main/checks.swift:2: Assertion failed: checked
            note: the program stopped here
             2 | assert(1 > 2, "checked")
               | `- note: the program stopped here

            """)
        expectTrue(reply.failed)
    }

    // The overflow check has no message of its own; the backtracer names it.
    @Test("an arithmetic overflow in a program is named as Swift names it, at its line")
    func overflowNamed() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runProgram(
            "var small: UInt8 = 250\nprint(\"before\")\nsmall += 10\nprint(small)\n", fileName: "overflow.swift",
            timeLimit: 1_000_000_000)
        expectEqual(
            reply.output,
            """
            before
            Swift runtime failure: arithmetic overflow
            note: the program stopped here
             3 | small += 10
               |       `- note: the program stopped here

            """)
        expectTrue(reply.failed)
    }

    // A device would wait on after the last work; the run ends as a program's run ends. A program
    // names Foundation itself, as swiftc needs it to (nothing is imported for it).
    @Test("dispatchMain() ends the program's code: its clock runs until idle or the run's limit")
    func dispatchMainRunsTheClock() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let later = session.runProgram(
            """
            import Foundation
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { print("two seconds later") }
            print("before")
            dispatchMain()
            """, fileName: "later.swift", timeLimit: 60_000_000_000)
        expectEqual(later.output, "before\ntwo seconds later\n")
        expectTrue(!later.failed)
        let ticking = try CompiledSession(toolchain: Toolchain.locate().get()).runProgram(
            """
            import Foundation
            let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("tick") }
            dispatchMain()
            """, fileName: "ticking.swift", timeLimit: 2_500_000_000)
        expectEqual(
            ticking.output,
            "tick\ntick\nstopped after 2.5s of virtual time with work still scheduled (--time sets the limit)\n")
        // `rxplay run --lang vi` (or a Vietnamese or Korean locale) says it in that language.
        let ticker = """
            import Foundation
            let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("tick") }
            dispatchMain()
            """
        for (language, note) in [
            (LessonLanguage.vi, "đã dừng sau 1.5s thời gian ảo, vẫn còn việc đã lên lịch (--time đặt giới hạn này)"),
            (.ko, "가상 시간으로 1.5s 뒤에 멈췄습니다. 예약된 작업이 아직 남아 있습니다 (--time으로 한도를 정합니다)"),
        ] {
            let session = try CompiledSession(toolchain: Toolchain.locate().get())
            session.language = language
            let run = session.runProgram(ticker, fileName: "ticking.swift", timeLimit: 1_500_000_000)
            expectEqual(run.output, "tick\n\(note)\n")
        }
    }

    @Test("a precondition in a closure the engine calls names the closure's line")
    func preconditionInClosure() throws {
        let program = """
            import RxSwift
            _ = Observable.of(1, 2, 3).subscribe(onNext: { n in
                precondition(n < 3, "too big: \\(n)")
                print("got", n)
            })
            """
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runProgram(program, fileName: "closure.swift", timeLimit: 1_000_000_000)
        expectEqual(
            reply.output,
            """
            got 1
            got 2
            main/closure.swift:3: Precondition failed: too big: 3
            note: the program stopped here
             3 |     precondition(n < 3, "too big: \\(n)")
               |     `- note: the program stopped here

            """)
        expectTrue(reply.failed)
    }

    // Optimized code omits frame pointers unless told to keep them, and the backtrace then
    // stops at the first frame: the repeated frames that show a runaway recursion are lost.
    @Test("a runaway recursion in a program is reported as one, at its line")
    func runawayRecursion() throws {
        let program = """
            func depth(_ k: Int) -> Int { k == 0 ? 0 : 1 + depth(k - 1) }
            print(depth(10))
            print(depth(100_000_000))
            """
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runProgram(program, fileName: "deep.swift", timeLimit: 1_000_000_000)
        expectEqual(
            reply.output,
            """
            10
            Program crashed: Bad pointer dereference
            note: the program ran out of stack: a recursion went deeper than the stack allows (one that does not end, or data nested too deeply)
            note: the program stopped here
             1 | func depth(_ k: Int) -> Int { k == 0 ? 0 : 1 + depth(k - 1) }
               |                                                `- note: the program stopped here

            """)
        expectTrue(reply.failed)
    }

    @Test("a program's run records no timeline: its subscriptions and subjects have no lanes")
    func noTimeline() throws {
        let program = """
            import RxSwift
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 * 2 }.subscribe(onNext: { print($0) })
            subject.onNext(1)
            """
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runProgram(program, fileName: "events.swift", timeLimit: 1_000_000_000)
        expectEqual(reply.output, "2\n")
        expectEqual(session.timeline()?.lanes.map(\.name), [])
    }
}
