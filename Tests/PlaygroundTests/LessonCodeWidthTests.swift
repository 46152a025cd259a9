import Foundation
@testable import Playground
import TestSupport
import Testing
import TextWidth

/// `rxplay lesson NAME --step` echoes each line of a lesson's code after a prompt of four
/// columns (`rx> `, `... `): the code fits a terminal of 80 columns when no line of its ```swift
/// and ```rxplay blocks takes more than 76.
@Suite("Lesson code width")
struct LessonCodeWidthTests {
    static let columns = 76

    /// The lines of `markdown`'s ```swift and ```rxplay blocks that take more than `columns`
    /// terminal columns (emoji and East Asian wide characters take two), each as
    /// `FILE:LINE: N columns: TEXT`. A block ends at a line of its own backticks, as
    /// `LessonParser` reads it.
    static func wideCodeLines(in markdown: String, file: String, columns: Int = columns) -> [String] {
        var fence: (marker: String, isCode: Bool)?
        var wide: [String] = []
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.drop { $0 == " " }
            if let open = fence {
                if text == open.marker {
                    fence = nil
                } else if open.isCode, TerminalWidth.of(String(line)) > columns {
                    wide.append("\(file):\(index + 1): \(TerminalWidth.of(String(line))) columns: \(line)")
                }
                continue
            }
            let ticks = text.prefix { $0 == "`" }
            guard ticks.count >= 3 else { continue }
            let info = text.dropFirst(ticks.count).trimmingCharacters(in: .whitespaces)
            fence = (String(ticks), info == "swift" || info == "rxplay")
        }
        return wide
    }

    /// Every lesson file, English and translated.
    static var lessonFiles: [String] {
        let directory = CompiledTranscriptTests.lessonsDirectory
        return LessonLanguage.allCases.flatMap { language in
            LessonLibrary(directory: language == .en ? directory : directory + "/" + language.rawValue).files
        }
    }

    @Test("no line of a lesson's swift or rxplay blocks takes more than 76 columns")
    func lessonsFit() throws {
        let files = Self.lessonFiles
        expectTrue(files.count >= 4, "the lesson files: \(files)")
        var wide: [String] = []
        for file in files {
            let relative = file.replacingOccurrences(of: CompiledTranscriptTests.lessonsDirectory, with: "lessons")
            wide += Self.wideCodeLines(in: try String(contentsOfFile: file, encoding: .utf8), file: relative)
        }
        expectTrue(wide.isEmpty, "wider than \(Self.columns) columns:\n\(wide.joined(separator: "\n"))")
    }

    @Test("a line of 77 columns is named by its file and line; one of 76, with an emoji counted as two, is not")
    func limit() {
        // 76 columns in 75 characters: the sunrise takes two.
        let fits = "print(\"🌅\") // " + String(repeating: "x", count: 61)
        let wide = fits + "x"
        expectEqual(TerminalWidth.of(fits), 76)
        expectEqual(fits.count, 75)
        let command = ":marbles " + String(repeating: "a", count: 68)
        let long = String(repeating: "prose and output may be longer ", count: 4)
        let markdown = [
            "# A lesson", "", long, "", "```swift", fits, wide, "```", "", "```output", long, "```", "",
            "```rxplay", command, "```", "", "````markdown", "```swift", long, "```", "````",
        ].joined(separator: "\n")
        expectEqual(
            Self.wideCodeLines(in: markdown, file: "lesson.md"),
            ["lesson.md:7: 77 columns: \(wide)", "lesson.md:15: 77 columns: \(command)"])
        expectEqual(Self.wideCodeLines(in: markdown, file: "lesson.md", columns: 77), [])
    }
}
