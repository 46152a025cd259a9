import Foundation
@testable import Playground
import TestSupport
import Testing

/// Files opened are content, not commands (issue #25): in a `:load`ed script, a lesson's block
/// or a playground page, the commands that read or write files are refused, naming the file and
/// line, unless the session allows them (`--allow-files`); a file that opens itself, directly or
/// through others, is refused instead of recursing; a playground's page list is read once per
/// page.
@Suite("Files opened are content")
struct FileContentTests {
    static let refusalTail = "a command in a lesson, a playground page or a loaded script may not (rxplay --allow-files allows it)\n"

    /// What these tests open holds no learner code, only comments and commands: a scripted
    /// session is all they need.
    static func console(options: SessionOptions = SessionOptions(lessonsDirectory: "/nonexistent")) -> CompiledConsole {
        makeScriptedConsole(options: options).console
    }

    static func allowing() -> CompiledConsole {
        var options = SessionOptions(lessonsDirectory: "/nonexistent")
        options.allowsFileCommands = true
        return console(options: options)
    }

    @Test("a :load script may not read or write files: the refusal names the file and line", arguments: [
        (":save OUT.swift", "save", "writes a file"),
        (":save! OUT.swift", "save!", "writes a file"),
        (":load OUT.swift", "load", "reads a file"),
        (":marbles --svg OUT.svg", "marbles", "writes a file"),
        (":marbles s --svg! OUT.svg", "marbles", "writes a file"),
        (":marbles --html OUT.html", "marbles", "writes a file"),
        (":marbles s --html! OUT.html", "marbles", "writes a file"),
        (":lesson OUT.playground", "lesson", "opens a playground"),
        (":app OUT", "app", "reads a project outside the lesson's folder"),
        (":app ../OUT", "app", "reads a project outside the lesson's folder"),
    ])
    func refusedInScripts(command: String, name: String, access: String) throws {
        let folder = try FileSafetyTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/script.swift"
        try "// one\n// two\n\(command.replacingOccurrences(of: "OUT", with: folder + "/out"))\n// four\n"
            .write(toFile: script, atomically: false, encoding: .utf8)
        let reply = Self.console().submit(":load \(script)")
        expectEqual(reply.output, "\(script):3: error: :\(name) \(access); " + Self.refusalTail)
        expectTrue(reply.failed)
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder), ["script.swift"])
    }

    @Test("a script's :app with a relative folder looks beside the script, which it may")
    func appBesideTheScript() throws {
        let folder = try FileSafetyTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/script.swift"
        try FileManager.default.createDirectory(atPath: folder + "/apps/empty", withIntermediateDirectories: true)
        try ":app apps/empty\n".write(toFile: script, atomically: false, encoding: .utf8)
        expectEqual(
            Self.console().submit(":load \(script)").output,
            "error: apps/empty has no Swift files\n\(script):1: this command failed\n")
    }

    @Test("with --allow-files a script's :save writes; commands that touch no file always run")
    func allowed() throws {
        let folder = try FileSafetyTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/script.swift"
        try ":time\n:save \(folder)/out.swift\n".write(toFile: script, atomically: false, encoding: .utf8)
        expectEqual(
            Self.allowing().submit(":load \(script)").output,
            "time is 0ms (frame 0); one input = 100ms\nsaved 0 inputs to \(folder)/out.swift\n")
        expectEqual(FileSafetyTests.contents(folder + "/out.swift"), ":typed\n")
        let refused = Self.console().submit(":load \(script)")
        expectEqual(refused.output, "time is 0ms (frame 0); one input = 100ms\n\(script):2: error: :save writes a file; " + Self.refusalTail)
    }

    @Test("a script that loads itself, directly or through another, is refused with the chain of lines")
    func loadsItself() throws {
        let folder = try FileSafetyTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (a, b, c) = (folder + "/a.swift", folder + "/b.swift", folder + "/c.swift")
        try "// a\n:load \(b)\n".write(toFile: a, atomically: false, encoding: .utf8)
        try ":load \(a)\n".write(toFile: b, atomically: false, encoding: .utf8)
        try ":load \(folder)/../\((folder as NSString).lastPathComponent)/c.swift\n".write(toFile: c, atomically: false, encoding: .utf8)
        let console = Self.allowing()
        let chain = console.submit(":load \(a)")
        expectEqual(
            chain.output,
            "\(b):1: error: :load opens \(a), which is already open (\(a):2 → \(b):1); a file that opens itself would never end\n"
                + "\(b):1: this command failed\n\(a):2: this command failed\n")
        expectTrue(chain.failed)
        let direct = console.submit(":load \(c)").output
        let again = "\(folder)/../\((folder as NSString).lastPathComponent)/c.swift"
        expectEqual(
            direct,
            "\(c):1: error: :load opens \(again), which is already open (\(c):1); a file that opens itself would never end\n"
                + "\(c):1: this command failed\n")
        expectEqual(console.openFiles.entries, [], "every file is closed again")
    }

    @Test("a playground page that opens its own playground as a lesson is refused, allowed or not")
    func pageOpensItsPlayground() throws {
        let folder = try FileSafetyTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let playground = folder + "/Self.playground"
        try FileManager.default.createDirectory(atPath: playground, withIntermediateDirectories: true)
        let page = playground + "/Contents.swift"
        try "// the page\n:lesson \(playground)\n".write(toFile: page, atomically: false, encoding: .utf8)
        let allowed = Self.allowing().startLesson(playground).output
        expectTrue(
            allowed.contains(
                "\(page):2: error: :lesson opens \(playground), which is already open (\(page):2); "
                    + "a file that opens itself would never end\n"), "\(allowed)")
        let refused = Self.console().startLesson(playground).output
        expectTrue(refused.contains("\(page):2: error: :lesson opens a playground; " + Self.refusalTail), "\(refused)")
    }

    @Test("a lesson whose block opens the same lesson is refused instead of starting it again")
    func lessonOpensItself() throws {
        let folder = try FileSafetyTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/loop.md"
        try "# Loop\n\n<!-- lesson: loop · 1 min · opens itself -->\n\nNarration.\n\n```rxplay\n:lesson loop\n```\n"
            .write(toFile: file, atomically: false, encoding: .utf8)
        let output = Self.console(options: SessionOptions(lessonsDirectory: folder)).startLesson("loop").output
        expectTrue(
            output.contains(
                "rx> :lesson loop\n\(file):8: error: :lesson opens \(file), which is already open (\(file):8); "
                    + "a file that opens itself would never end\n"), "\(output)")
    }

    @Test("a page list naming one page 20,000 times reads it once")
    func pageListReadOnce() throws {
        let folder = try FileSafetyTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let playground = folder + "/Many.playground"
        for name in ["One", "Two"] {
            let pageFolder = playground + "/Pages/\(name).xcplaygroundpage"
            try FileManager.default.createDirectory(atPath: pageFolder, withIntermediateDirectories: true)
            try "print(\"\(name)\")\n".write(toFile: pageFolder + "/Contents.swift", atomically: false, encoding: .utf8)
        }
        let list = "<playground>" + String(repeating: "<page name='Two'/>", count: 20_000) + "<page name='One'/></playground>"
        try list.write(toFile: playground + "/contents.xcplayground", atomically: false, encoding: .utf8)
        let start = Date()
        let loaded = try XcodePlayground.load(playground)
        expectEqual(loaded.pages.map(\.name), ["Two", "One"])
        expectTrue(Date().timeIntervalSince(start) < 5, "\(Date().timeIntervalSince(start)) s")
    }
}
