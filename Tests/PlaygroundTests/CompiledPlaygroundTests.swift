import Compiling
import Foundation
import Playground
import TestSupport
import Testing

/// Xcode playgrounds run by the compiled path as Xcode runs them: `Sources` as a module the pages
/// see, each page a program of its own, the clock run on only for a page that asks for indefinite
/// execution (and then only to the time limit, said when work is left).
@Suite("Compiled playgrounds")
struct CompiledPlaygroundTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Playgrounds")

    @Test(
        "each playground prints what Xcode would",
        arguments: [
            (
                "Forever.playground",
                "tick 0\ntick 1\nstopped after 2s of virtual time with work still scheduled (--time sets the limit)\n"
            ),
            (
                "Intro.playground",
                "Hello, 🐶\ntick 0\ntick 1\nstopped after 2s of virtual time with work still scheduled (--time sets the limit)\n"
            ),
            ("Quiet.playground", "the last line\n"),
            ("Single.playground", "answer: 42\n"),
        ])
    func playground(name: String, expected: String) throws {
        let playground = try XcodePlayground.load(Self.directory.appendingPathComponent(name).path)
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runPlayground(playground, timeLimit: 2_000_000_000)
        expectEqual(reply.output, expected)
        expectEqual(reply.diagnostics, "")
        expectTrue(!reply.failed)
    }

    // The expected text is what this program printed built with RxSwift 6.10.2 in debug (Linux,
    // swiftc): RxSwift reports an error nobody handles where it happens, not after the page.
    @Test("an error no subscriber handles is reported where it happens, as a debug build of RxSwift does")
    func unhandledErrorInPlace() throws {
        let program = """
            import RxSwift

            let disposeBag = DisposeBag()
            print("--- single example ---")
            Observable.of("🐱", "🐰", "🐶").single().subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            print("after the single example")
            let subject = PublishSubject<Int>()
            subject.subscribe(onNext: { print("next", $0) }).disposed(by: disposeBag)
            subject.onNext(1)
            subject.onError(RxError.unknown)
            print("the page goes on")
            """
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runProgram(program, fileName: "unhandled.swift", timeLimit: 2_000_000_000)
        expectEqual(
            reply.output,
            """
            --- single example ---
            🐱
            Unhandled error happened: Sequence contains more than one element.
            after the single example
            next 1
            Unhandled error happened: Unknown error occurred.
            the page goes on

            """)
        expectTrue(!reply.failed)
    }

    @Test("a page that does not compile stops the run with the compiler's words on the page's line")
    func rejectedPage() throws {
        let folder = NSTemporaryDirectory() + "compiled-playground-\(getpid()).playground"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "import RxSwift\nprint(\"first\")\nlet wrong: Int = \"x\"\n".write(
            toFile: folder + "/Contents.swift", atomically: true, encoding: .utf8)
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runPlayground(try XcodePlayground.load(folder), timeLimit: 1_000_000_000)
        expectTrue(reply.failed)
        expectEqual(reply.output, "")
        // As swiftc prints it for the page's file.
        expectEqual(
            reply.diagnostics,
            """
            \(folder)/Contents.swift:3:18: error: cannot convert value of type 'String' to specified type 'Int'
            1 | import RxSwift
            2 | print("first")
            3 | let wrong: Int = "x"
              |                  `- error: cannot convert value of type 'String' to specified type 'Int'
            4 | 

            """)
    }

    @Test("a playground as a lesson: markup as prose, code between as steps, the Sources' public names in reach")
    func lesson() throws {
        let console = CompiledConsole(
            session: try CompiledSession(toolchain: Toolchain.locate().get()),
            options: SessionOptions(lessonsDirectory: "/nonexistent"))
        let path = Self.directory.appendingPathComponent("Intro.playground").path
        var output = console.submit(":lesson \(path)", moreInputWaiting: false).output
        expectTrue(output.hasPrefix("Intro\n=====\nthe Xcode playground Intro.playground (2 pages)\n"), "\(output)")
        expectTrue(
            output.contains(
                """
                Zebra
                =====

                Subjects in a page
                ==================
                A PublishSubject hands on what comes next, to whoever listens:
                • one listener
                • or two

                rx> import RxSwift
                """), "\(output)")
        for _ in 0..<10 where console.isInLesson { output += console.submit("", moreInputWaiting: false).output }
        expectTrue(output.contains("Now send something:\n\nrx> subject.onNext(animals[0])\nHello, 🐶\n"), "\(output)")
        expectTrue(output.contains("Next →\n\nAlpha\n=====\n\nTime\n====\n\nrx> import PlaygroundSupport\n"), "\(output)")
        expectTrue(output.contains("← Previous\n\nEnd of “Intro”."), "\(output)")
        expectTrue(!output.contains("error"), "\(output)")
        // The Sources stay in reach after the lesson, as a page's code sees them.
        expectEqual(console.submit("greet(\"🐱\")", moreInputWaiting: false).output, "String = \"Hello, 🐱\"\n")
    }

    @Test("--check runs a playground's steps; a playground whose Sources do not compile fails the check")
    func check() throws {
        let toolchain = try Toolchain.locate().get()
        let options = SessionOptions(lessonsDirectory: "/nonexistent")
        let path = Self.directory.appendingPathComponent("Intro.playground").path
        let report = LessonChecker.check(named: path, options: options, toolchain: toolchain)
        expectTrue(report.passed, "\(report.problems)")
        let missing = Self.directory.appendingPathComponent("Missing.playground").path
        expectTrue(!LessonChecker.check(named: missing, options: options, toolchain: toolchain).passed)

        let broken = NSTemporaryDirectory() + "broken-sources-\(getpid()).playground"
        defer { try? FileManager.default.removeItem(atPath: broken) }
        try FileManager.default.copyItem(atPath: path, toPath: broken)
        try "public func greet(_ name: String) -> String { name + 1 }\n".write(
            toFile: broken + "/Sources/Helpers.swift", atomically: true, encoding: .utf8)
        let failed = LessonChecker.check(named: broken, options: options, toolchain: toolchain)
        expectTrue(!failed.passed)
        expectTrue(failed.problems.first?.contains("the playground's Sources do not run") == true, "\(failed.problems)")
        expectEqual(
            failed.problems.first,
            """
            \(broken): the playground's Sources do not run
            \(broken)/Sources/Helpers.swift:1:54: error: cannot convert value of type 'Int' to expected argument type 'String'
            1 | public func greet(_ name: String) -> String { name + 1 }
              |                                                      `- error: cannot convert value of type 'Int' to expected argument type 'String'
            2 | 

            """)
    }
}
