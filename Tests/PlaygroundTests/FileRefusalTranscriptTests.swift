import Foundation
@testable import Playground
import TestSupport
import Testing

/// The refusals of files, in each language, as a session shows them: a script's command that
/// touches files, a script that loads itself, a command or an input in a script that failed, and
/// files that cannot be written; and the lessons and playgrounds `:lesson` cannot find. The
/// temporary folder is shown as `DIR`.
@Suite("File refusals and lookups in every language")
struct FileRefusalTranscriptTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("FileRefusals")

    @Test("file refusals read as the golden says", arguments: LessonLanguage.allCases)
    func refusals(language: LessonLanguage) throws {
        let folder = try FileSafetyTests.folder()
        defer {
            chmod(folder + "/read-only.swift", 0o644)
            try? FileManager.default.removeItem(atPath: folder)
        }
        let files = [
            "save.swift": "// one\n:save \(folder)/out.swift\n",
            "playground.swift": ":lesson \(folder)/x.playground\n",
            "a.swift": "// a\n:load \(folder)/b.swift\n",
            "b.swift": ":load \(folder)/a.swift\n",
            "failing.swift": ":wait soon\n",
            "read-only.swift": "// mine\n",
            "broken.swift": "// two\nlet n: Int = \"s\"\n",
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8) }
        chmod(folder + "/read-only.swift", 0o444)
        try FileManager.default.createDirectory(atPath: folder + "/folder.swift", withIntermediateDirectories: true)
        var options = SessionOptions(lessonsDirectory: "/nonexistent")
        options.lessonLanguage = language
        let console = makeConsole(options: options)
        options.allowsFileCommands = true
        let allowing = makeConsole(options: options)
        var text = ""
        for (input, console) in [
            (":load DIR/save.swift", console), (":load DIR/playground.swift", console), (":load DIR/a.swift", console),
            (":load DIR/failing.swift", console), (":load DIR/broken.swift", console),
            (":save! DIR/read-only.swift", console), (":save! DIR/folder.swift", console),
            ("# with --allow-files", nil), (":load DIR/a.swift", allowing),
        ] {
            text += console == nil ? input + "\n" : "rx> \(input)\n"
            text += console?.submit(input.replacingOccurrences(of: "DIR", with: folder)).output
                .replacingOccurrences(of: folder, with: "DIR") ?? ""
        }
        GoldenText.check(text, file: Self.goldens.appendingPathComponent("file-refusals-\(language.rawValue).txt"))
    }

    @Test("lookup problems read as the golden says", arguments: LessonLanguage.allCases)
    func lookups(language: LessonLanguage) throws {
        let folder = try FileSafetyTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "# Tiny\n\n<!-- lesson: tiny · 1 min · a lesson without translations -->\n\nNarration.\n"
            .write(toFile: folder + "/tiny.md", atomically: false, encoding: .utf8)
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Empty.playground", withIntermediateDirectories: true)
        try manager.createDirectory(
            atPath: folder + "/Broken.playground/Pages/First.xcplaygroundpage", withIntermediateDirectories: true)
        var options = SessionOptions(lessonsDirectory: folder)
        options.lessonLanguage = language
        let console = makeConsole(options: options)
        var text = ""
        for input in [
            ":lesson tiny", ":lesson DIR/Missing.playground", ":lesson DIR/Empty.playground",
            ":lesson DIR/Broken.playground",
        ] {
            text += "rx> \(input)\n"
            text += console.submit(input.replacingOccurrences(of: "DIR", with: folder)).output
                .replacingOccurrences(of: folder, with: "DIR")
        }
        GoldenText.check(text, file: Self.goldens.appendingPathComponent("lookups-\(language.rawValue).txt"))
    }
}
