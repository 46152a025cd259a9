import Compiling
import Foundation
@testable import Playground
import TestSupport
import Testing

/// Golden transcripts of `rxplay app`: each file in `AppTranscripts/` starts with the command
/// line (`$ rxplay app Apps/NAME`, a project under `Apps/`, or `lessons/apps/NAME`, a lesson's
/// project, as typed at the repository's root) and what the launch printed, then
/// lists inputs (`rx> `) and what each answered, as `CompiledTranscriptTests` does; the inputs go
/// to the console the launch left, line by line, and the whole text is compared under
/// `GoldenText`'s rule (`RECORD=1` re-records). A file named `…-vi.txt` or `…-ko.txt` runs in
/// that language, as in `CompiledTranscriptTests`.
@Suite("App transcripts")
struct AppTranscriptTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("AppTranscripts")
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps")
    /// The repository's root, where `lessons/` is.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
    }

    @Test("the app runs as the transcript says", arguments: names)
    func transcript(name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let expected = try String(contentsOf: url, encoding: .utf8)
        let command = String(expected.prefix { $0 != "\n" })
        let project = try #require(command.split(separator: " ").last.map(String.init))
        GoldenText.check(
            try Self.replay(
                project: project, inputs: CompiledTranscriptTests.inputs(of: expected),
                language: CompiledTranscriptTests.language(of: name)),
            file: url)
    }

    /// Launches `project` (`Apps/NAME` or `lessons/apps/NAME`) in a fresh console, then feeds it
    /// `inputs`, in `language`.
    static func replay(project: String, inputs: [String], language: LessonLanguage = .en) throws -> String {
        var options = SessionOptions()
        options.lessonLanguage = language
        let console = CompiledConsole(session: try CompiledTranscriptTests.session(), options: options)
        // Compiling the app's module takes longer than one input.
        console.compiled.timeLimit = 60
        let folder =
            project.hasPrefix("lessons/")
            ? root.appendingPathComponent(project).path
            : apps.appendingPathComponent(String(project.dropFirst("Apps/".count))).path
        var text = "$ rxplay app \(project)\n"
        text += console.launchApp(at: folder, shownAs: project).output
        console.compiled.timeLimit = 3
        for input in inputs {
            text += (console.prompt + input).replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "\n"
            text += console.submit(input, moreInputWaiting: false).output
        }
        return text
    }
}
