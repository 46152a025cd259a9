import Foundation
@testable import Playground
import Testing

/// Golden transcripts: each file in `Transcripts/` lists inputs (`rx> `, continuation `... `)
/// and the output expected after each. The test feeds the inputs to a fresh `Session` (80
/// columns, Unicode, no colors, virtual time) and compares the whole text. A missing or
/// changed transcript is recorded with `RECORD=1`.
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
        let actual = Self.replay(inputs: Self.inputs(of: expected))
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(actual == expected, "\(TranscriptDiff.first(expected: expected, actual: actual))")
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

/// The first differing line of two texts.
enum TranscriptDiff {
    static func first(expected: String, actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let want = index < left.count ? String(left[index]) : "<end>"
            let got = index < right.count ? String(right[index]) : "<end>"
            if want != got { return "line \(index + 1):\n  expected: \(want)\n  actual:   \(got)" }
        }
        return "same"
    }
}
