import Foundation
@testable import Playground
import TestSupport
import Testing

/// Golden transcripts: each file in `Transcripts/` lists inputs (`rx> `, continuation `... `)
/// and the output expected after each. The test feeds the inputs to a fresh `Session` (80
/// columns, Unicode, no colors, virtual time) and compares the whole text under `GoldenText`'s
/// rule: a difference fails with a line diff, `RECORD=1` re-records.
@Suite("Session transcripts")
struct TranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Transcripts")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test("the session answers as the transcript says", arguments: names)
    func transcript(name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let expected = try String(contentsOf: url, encoding: .utf8)
        GoldenText.check(Self.replay(inputs: Self.inputs(of: expected)), file: url)
    }

    /// The input lines of a transcript, without their prompts.
    static func inputs(of transcript: String) -> [String] {
        transcript.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if line.hasPrefix("rx> ") || line.hasPrefix("... ") { return String(line.dropFirst(4)) }
            if line == "rx>" || line == "..." { return "" }
            return nil
        }
    }

    /// Feeds `inputs` to a fresh session and writes what a terminal would show.
    static func replay(inputs: [String], options: SessionOptions = SessionOptions(lessonsDirectory: lessonsDirectory)) -> String {
        let session = Session(options: options)
        // `:play` puts its frames in the text, whatever the test's standard output is.
        session.playback.screen = nil
        var text = ""
        for input in inputs {
            text += (session.prompt + input).replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "\n"
            text += session.submit(input).output
        }
        return text
    }

    static var lessonsDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lessons").path
    }
}
