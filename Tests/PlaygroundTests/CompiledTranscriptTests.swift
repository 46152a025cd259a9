import Compiling
import Foundation
@testable import Playground
import TestSupport
import Testing

/// Golden transcripts of compiled sessions: each file in `CompiledTranscripts/` lists inputs
/// (`rx> `, continuation `... `) and the output expected after each; the inputs go to a fresh
/// `CompiledConsole` line by line, as typed (nothing waiting), and the whole text is compared
/// under `GoldenText`'s rule. The toolchain and the runner are the real ones of this build.
/// A file named `…-vi.txt` or `…-ko.txt` runs in that language (`--lang vi`), others in English.
@Suite("Compiled session transcripts")
struct CompiledTranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("CompiledTranscripts")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test("the compiled session answers as the transcript says", arguments: names)
    func transcript(name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let expected = try String(contentsOf: url, encoding: .utf8)
        GoldenText.check(try Self.replay(inputs: Self.inputs(of: expected), language: Self.language(of: name)), file: url)
    }

    /// The session language a transcript's file name asks for: `help-ko.txt` is Korean.
    static func language(of name: String) -> LessonLanguage {
        let stem = name.hasSuffix(".txt") ? name.dropLast(4) : Substring(name)
        return LessonLanguage.allCases.first { stem.hasSuffix("-\($0.rawValue)") } ?? .en
    }

    /// Feeds `inputs` to a fresh compiled console in `language` and writes what a terminal would
    /// show.
    static func replay(inputs: [String], language: LessonLanguage = .en) throws -> String {
        var options = SessionOptions(lessonsDirectory: Self.lessonsDirectory)
        options.lessonLanguage = language
        let console = CompiledConsole(session: try session(), options: options)
        // `:play` puts its frames in the text, whatever the test's standard output is.
        console.playback.screen = nil
        var text = ""
        for input in inputs {
            text += (console.prompt + input).replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "\n"
            text += console.submit(input, moreInputWaiting: false).output
        }
        return text
    }

    /// A compiled session over this build's toolchain and modules.
    /// Each request may run 3 s of real time, so a runaway loop ends the test quickly.
    static func session() throws -> CompiledSession {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        session.timeLimit = 3
        return session
    }

    /// The input lines of a transcript, without their prompts.
    static func inputs(of transcript: String) -> [String] {
        transcript.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if line.hasPrefix("rx> ") || line.hasPrefix("... ") { return String(line.dropFirst(4)) }
            if line == "rx>" || line == "..." { return "" }
            return nil
        }
    }

    /// The repository's `lessons` folder.
    static var lessonsDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lessons").path
    }
}
