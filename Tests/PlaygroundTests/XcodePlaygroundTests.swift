import Foundation
@testable import Playground
import TestSupport
import Testing

/// Xcode playgrounds: pages in the order of `contents.xcplayground`, `Sources/` first, markup as
/// prose, `PlaygroundPage`, and the clock run to the end (or to a limit).
@Suite("Xcode playgrounds")
struct XcodePlaygroundTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Playgrounds").path

    @Test("pages come in the order of contents.xcplayground; Sources are read; a page path is that page")
    func loads() throws {
        let intro = try XcodePlayground.load(Self.folder + "/Intro.playground")
        expectEqual(intro.name, "Intro")
        expectEqual(intro.pages.map(\.name), ["Zebra", "Alpha"])
        expectEqual(intro.sources.map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["Helpers.swift"])
        let page = try XcodePlayground.load(Self.folder + "/Intro.playground/Pages/Alpha.xcplaygroundpage/")
        expectEqual(page.pages.map(\.name), ["Alpha"])
        expectEqual(page.sources.count, 1)
        let single = try XcodePlayground.load(Self.folder + "/Single.playground")
        expectEqual(single.pages.map(\.name), ["Single"])
        #expect(throws: LessonLookupError.self) { try XcodePlayground.load(Self.folder + "/Missing.playground") }
    }

    @Test("run: the Sources' public declarations serve the pages, the pages run in order, the clock runs until idle")
    func runs() throws {
        let session = Session()
        let (output, succeeded) = session.runPlayground(try XcodePlayground.load(Self.folder + "/Intro.playground"), timeLimit: 60_000)
        expectTrue(succeeded)
        expectEqual(output, "Hello, 🐶\ntick 0\ntick 1\ntick 2\ndone\n", "\(output)")
    }

    @Test("run: one page; a single-page playground")
    func runsOnePage() throws {
        let page = try XcodePlayground.load(Self.folder + "/Intro.playground/Pages/Alpha.xcplaygroundpage")
        expectEqual(Session().runPlayground(page, timeLimit: 60_000).output, "tick 0\ntick 1\ntick 2\ndone\n")
        let single = try XcodePlayground.load(Self.folder + "/Single.playground")
        expectEqual(Session().runPlayground(single, timeLimit: 60_000).output, "answer: 42\n")
    }

    @Test("run: without needsIndefiniteExecution the playground ends with its last line, as in Xcode")
    func endsWithLastLine() throws {
        let quiet = try XcodePlayground.load(Self.folder + "/Quiet.playground")
        expectEqual(Session().runPlayground(quiet, timeLimit: 60_000).output, "the last line\n")
    }

    @Test("run: the clock stops at the time limit and says that work is still scheduled")
    func timeLimit() throws {
        let forever = try XcodePlayground.load(Self.folder + "/Forever.playground")
        let (output, succeeded) = Session().runPlayground(forever, timeLimit: 3_000)
        expectTrue(succeeded)
        expectEqual(output, "tick 0\ntick 1\ntick 2\nstopped after 3s of virtual time with work still scheduled (--time sets the limit)\n", "\(output)")
    }

    @Test("a playground as a lesson: markup as prose for the terminal, code between as steps")
    func lesson() throws {
        let session = Session()
        var output = session.submit(":lesson \(Self.folder)/Intro.playground").output
        expectTrue(output.hasPrefix("Intro\n=====\nthe Xcode playground Intro.playground (2 pages)\n"), "\(output)")
        expectTrue(output.contains("""
            Zebra
            =====

            Subjects in a page
            ==================
            A PublishSubject hands on what comes next, to whoever listens:
            • one listener
            • or two

            rx> import RxSwift
            """), "\(output)")
        for _ in 0..<10 where session.isInLesson { output += session.submit("").output }
        expectTrue(output.contains("Now send something:\n\nrx> subject.onNext(animals[0])\nHello, 🐶\n"), "\(output)")
        expectTrue(output.contains("Next →\n\nAlpha\n=====\n\nTime\n====\n\nrx> import PlaygroundSupport\n"), "\(output)")
        expectTrue(output.contains("← Previous\n\nEnd of “Intro”."), "\(output)")
    }

    @Test("markup for the terminal: headings, emphasis, lists, code, links; colors only when asked")
    func markdown() {
        expectEqual(TerminalMarkdown.render("## Two\nsome *soft*\nand **strong** text, [a link](https://x.y)\n- a\n- b\n```\nlet x = 1\n```", colors: false), "Two\n---\nsome soft and strong text, a link\n• a\n• b\n    let x = 1")
        expectEqual(TerminalMarkdown.render("**b**", colors: true), "\u{1B}[1mb\u{1B}[0m")
        expectEqual(TerminalMarkdown.render("[Next](@next)", colors: false), "Next →")
    }

    @Test("--check runs a playground's steps")
    func check() {
        let report = LessonChecker.check(named: Self.folder + "/Intro.playground", options: SessionOptions())
        expectTrue(report.passed, "\(report.problems)")
        expectTrue(!LessonChecker.check(named: Self.folder + "/Missing.playground", options: SessionOptions()).passed)
    }
}
