import Foundation
@testable import Playground
import TestSupport
import Testing

/// Lesson files are read up to a size limit (issue 38): `rxplay lessons` read a 1 GB lesson whole
/// (187 s, 4.2 GB). A larger file is listed as a problem naming it and the limit, unread.
@Suite("Lesson sizes")
struct LessonSizeTests {
    static let good = """
        # Good

        <!-- lesson: good · 1 min · a lesson that reads -->

        Some prose.

        ```swift
        print(1)
        ```

        """

    /// A lessons folder with `good.md` and a sparse `big.md` of 1 GB.
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "rxplay-lesson-size-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/vi", withIntermediateDirectories: true)
        try "# Lessons\n".write(toFile: folder + "/README.md", atomically: true, encoding: .utf8)
        try good.write(toFile: folder + "/good.md", atomically: true, encoding: .utf8)
        expectTrue(FileManager.default.createFile(atPath: folder + "/big.md", contents: nil))
        expectEqual(truncate(folder + "/big.md", 1 << 30), 0)
        return folder
    }

    @Test("a 1 GB lesson is listed as too large, unread, in each language", arguments: LessonLanguage.allCases)
    func listed(_ language: LessonLanguage) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (listing, time) = WorkTime.of {
            LessonsCommand.listing(LessonLibrary(directory: folder), width: 80, language: language)
        }
        let problem: [LessonLanguage: String] = [
            .en: "the file is 1024 MB, more than the 1 MB the playground reads of it",
            .vi: "tệp dài 1024 MB, vượt quá 1 MB mà playground đọc cho loại tệp này",
            .ko: "파일이 1024 MB로, playground가 이런 파일에서 읽는 1 MB보다 큽니다",
        ]
        let start = LessonTexts(language: language).startOne
        expectEqual(
            listing,
            "good  1 min  a lesson that reads\nerror: \(folder)/big.md:1: \(problem[language] ?? "")\n\(start)\n")
        expectTrue(time.within(2), "\(time)")
    }

    @Test(":lesson of a lesson too large says so; a FIFO named like a lesson is not waited for")
    func opened() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectEqual(mkfifo(folder + "/fifo.md", 0o600), 0)
        var options = SessionOptions(width: 1_000, lessonsDirectory: folder)
        options.lessonLanguage = .ko
        let console = makeScriptedConsole(options: options).console
        let (reply, time) = WorkTime.of { console.submit(":lesson big", moreInputWaiting: false) }
        expectEqual(reply.output, "error: \(folder)/big.md:1: 파일이 1024 MB로, playground가 이런 파일에서 읽는 1 MB보다 큽니다\n")
        expectEqual(console.submit(":lesson fifo", moreInputWaiting: false).output, "error: \(folder)/fifo.md:1: 읽을 수 없습니다: 일반 파일이 아닙니다\n")
        expectTrue(time.within(2), "\(time)")
        // A translation too large is refused as its own file.
        expectTrue(FileManager.default.createFile(atPath: folder + "/vi/good.md", contents: nil))
        expectEqual(truncate(folder + "/vi/good.md", 1 << 30), 0)
        options.lessonLanguage = .vi
        let vietnamese = makeScriptedConsole(options: options).console
        expectEqual(
            vietnamese.submit(":lesson good", moreInputWaiting: false).output,
            "error: \(folder)/vi/good.md:1: tệp dài 1024 MB, vượt quá 1 MB mà playground đọc cho loại tệp này\n")
    }

    @Test("a lesson just under the limit is read and listed in linear time")
    func justUnder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 1 MB of prose and code: long paragraphs, many steps.
        var text = "# Long\n\n<!-- lesson: long · 1 min · almost a megabyte -->\n\n"
        let step = "A paragraph of prose, " + String(repeating: "word ", count: 150) + "\n\n```swift\nprint(1)\n```\n\n"
        while text.utf8.count + step.utf8.count < LessonLibrary.largestLesson { text += step }
        try text.write(toFile: folder + "/long.md", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder + "/big.md")
        let (listing, time) = WorkTime.of {
            LessonsCommand.listing(LessonLibrary(directory: folder), width: 80, language: .en)
        }
        expectEqual(listing, "good  1 min  a lesson that reads\nlong  1 min  almost a megabyte\n" + LessonTexts(language: .en).startOne + "\n")
        expectTrue(time.within(5), "\(time)")
    }

    @Test("sizes read in kilobytes, then megabytes to a tenth, rounded up")
    func sizes() {
        expectEqual(
            [1, 65_536, 65_537, 1 << 20, 1_050_023, 8 << 20, 1 << 30].map(SessionTexts.size),
            ["1 KB", "64 KB", "65 KB", "1 MB", "1.1 MB", "8 MB", "1024 MB"])
    }
}
