import Foundation
@testable import Playground
import TestSupport
import Testing

/// Xcode playgrounds as files: pages in the order of `contents.xcplayground`, `Sources/` read,
/// markup as prose for the terminal (`CompiledPlaygroundTests` runs them).
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

    @Test("markup for the terminal: headings, emphasis, lists, code, links; colors only when asked")
    func markdown() {
        expectEqual(TerminalMarkdown.render("## Two\nsome *soft*\nand **strong** text, [a link](https://x.y)\n- a\n- b\n```\nlet x = 1\n```", colors: false), "Two\n---\nsome soft and strong text, a link\n• a\n• b\n    let x = 1")
        expectEqual(TerminalMarkdown.render("**b**", colors: true), "\u{1B}[1mb\u{1B}[0m")
        expectEqual(TerminalMarkdown.render("[Next](@next)", colors: false), "Next →")
    }
}
