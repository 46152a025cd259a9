import Foundation
import TestSupport
import Testing

/// `rxplay` and `rxplay run` as people run them: piped input, a file, a
/// paste of statements that continue across lines, and exit statuses.
@Suite("rxplay end to end, compiled inputs")
struct CompiledEndToEndTests {
    @Test("piped input runs statement by statement; a mistake and a trap leave the session going")
    func piped() throws {
        let input = """
            let s = PublishSubject<Int>()
            s
                .map { $0 * 10 }
                .subscribe(onNext: { print("got", $0) })
            s.onNext(oops)
            s.onNext([1][3])
            s.onNext(7)

            """
        let outcome = try EndToEndTests.run([], input: input)
        expectEqual(
            outcome.output,
            """
            Disposable = Disposable
            error: cannot find 'oops' in scope
             1 | s.onNext(oops)
               |          `- error: cannot find 'oops' in scope
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
            note: the program stopped here
             1 | s.onNext([1][3])
               | `- note: the program stopped here
            got 70

            """)
        expectEqual(outcome.status, 0)
    }

    @Test("lesson --check checks a lesson with the compiler; a lesson that is not there exits 1")
    func lessonCheck() throws {
        let passed = try EndToEndTests.run(["lesson", "traits", "--check", "--lang", "en"], input: "")
        expectTrue(passed.output.hasSuffix("4-traits.md: ok\n"), "\(passed.output)")
        expectEqual(passed.status, 0)
        let missing = try EndToEndTests.run(["lesson", "nothing-here", "--check"], input: "")
        expectEqual(missing.status, 1)
    }

    @Test("run: output on stdout, warnings on stderr, exit 0; a trap exits 1, a compile error 1")
    func runFile() throws {
        let directory = NSTemporaryDirectory() + "compiled-e2e-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = directory + "/good.swift"
        try """
        import RxSwift
        let bag = DisposeBag()
        Observable.of(1, 2, 3).map { $0 + 1 }.subscribe(onNext: { print($0) }).addDisposableTo(bag)
        """.write(toFile: good, atomically: true, encoding: .utf8)
        let ran = try EndToEndTests.run(["run", good])
        expectEqual(ran.output, "2\n3\n4\n")
        expectTrue(
            ran.errorOutput.contains("warning: 'addDisposableTo' is deprecated: renamed to 'disposed(by:)'"),
            "\(ran.errorOutput)")
        expectEqual(ran.status, 0)

        let trapping = directory + "/trap.swift"
        try "print(\"before\")\nlet numbers = [1]\nprint(numbers[2])\n".write(
            toFile: trapping, atomically: true, encoding: .utf8)
        let trapped = try EndToEndTests.run(["run", trapping])
        expectTrue(
            trapped.output.hasPrefix(
                "before\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n"), "\(trapped.output)"
        )
        expectTrue(trapped.output.contains(" 3 | print(numbers[2])"), "\(trapped.output)")
        expectEqual(trapped.status, 1)

        let wrong = directory + "/wrong.swift"
        try "let x: Int = \"no\"\n".write(toFile: wrong, atomically: true, encoding: .utf8)
        let rejected = try EndToEndTests.run(["run", wrong])
        expectEqual(rejected.output, "")
        expectTrue(
            rejected.errorOutput.contains("error: cannot convert value of type 'String' to specified type 'Int'"))
        expectEqual(rejected.status, 1)
    }

    @Test(
        "at a real prompt: a paste is one unit, a typed mistake keeps the session, Ctrl-C stops a loop and a long sort")
    func terminal() throws {
        let paste = """
            final class Cart {
                var items: [String] = []
                let bag = DisposeBag()
                func watch(_ source: Observable<String>) {
                    source.subscribe(onNext: { [weak self] item in
                        self?.items.append(item)
                        report(self?.items.count ?? 0)
                    }).disposed(by: bag)
                }
            }
            func report(_ count: Int) { print("items:", count) }
            let cart = Cart()
            let picks = PublishSubject<String>()
            cart.watch(picks)
            picks.onNext("apple")

            """
        let token = "sorting-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let steps: [EndToEndTests.PtyStep] = [
            .type(paste, until: "items: 1\nrx> "),
            .type("picks.onNext(42)\n", until: "rx> "),
            .type("var n = 0\n", until: "rx> "),
            .type("while true { n += 1 }\n", until: "while true { n += 1 }\n"),
            .press("\u{03}", until: "the session is as it was before it)\nrx> "),
            // Sorting 50 million characters takes minutes in a debug build: Ctrl-C stops it. The
            // learner's code leaves a file in its folder when the sort starts, and the key is
            // pressed once that file is there. The folder is the runner's own (a tmpfs in its
            // mount namespace), seen from outside through the runner's `/proc/PID/root`.
            .type(
                "import Foundation; FileManager.default.createFile(atPath: NSTemporaryDirectory() + \"/\(token)\", contents: nil); "
                    + "let letters = String(repeating: \"ab\", count: 25_000_000).sorted()\n",
                until: "sorted()\n"),
            .run([
                "timeout", "60", "sh", "-c",
                "until ls /proc/[0-9]*/root/tmp/rxplay-session-*/files/\(token) > /dev/null 2>&1; do sleep 0.05; done",
            ]),
            .press("\u{03}", until: "the session is as it was before it)\nrx> "),
            .type("picks.onNext(\"pear\")\n", until: "items: 2\nrx> "),
            .type("\u{04}", until: nil),
        ]
        let screen = try EndToEndTests.pty(steps, arguments: [])
        expectTrue(screen.contains("error: cannot convert value of type 'Int'"), "\(screen)")
        expectTrue(!screen.contains("cannot find 'report' in scope"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    @Test("in a terminal: Tab completes a type from the modules and a member of the session's subject")
    func terminalCompletion() throws {
        let screen = try EndToEndTests.pty(
            [
                // Two types start so: Tab completes what they share, a second Tab lists them.
                .type("let subject = Publ\t", until: "ish"),
                .type("\t", until: "PublishRelay   PublishSubject"),
                .type("S\t", until: "ubject"),
                .type("<Int>()\n"),
                .type("_ = subject.subscribe(onNext: { print(\"got\", $0) })\n"),
                .type("subject.onN\t", until: "ext"),
                .type("(7)\n", until: "got 7\nrx> "),
                .type("\u{04}", until: nil),
            ], arguments: [])
        expectTrue(screen.contains("PublishRelay   PublishSubject\n"), "\(screen)")
        expectTrue(screen.contains("got 7\n"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }
}
