import Compiling
import Foundation
@testable import Playground
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// When the system refuses (a full disk, a folder that cannot be made, a file that is not
/// text), the playground says so in its own words and the learner's language, never with
/// Foundation's error dump or a Swift enum case.
@Suite("The system's refusals in the playground's words")
struct SystemProblemTests {
    @Test(
        "why a file could not be read or written, in every language",
        arguments: [
            (FileProblem.system(code: ENOSPC), "the disk is full", "ổ đĩa đã đầy", "디스크가 가득 찼습니다"),
            (.system(code: EDQUOT), "the disk quota is used up", "đã dùng hết hạn mức đĩa", "디스크 할당량을 다 썼습니다"),
            (.system(code: EACCES), "permission denied", "không có quyền truy cập", "권한이 없습니다"),
            (.system(code: EPERM), "permission denied", "không có quyền truy cập", "권한이 없습니다"),
            (.system(code: EROFS), "the file system is read-only", "hệ thống tệp chỉ cho phép đọc", "읽기 전용 파일 시스템입니다"),
            (.system(code: ENOENT), "no such file or folder", "không có tệp hay thư mục đó", "그런 파일이나 폴더가 없습니다"),
            (
                .system(code: ENOTDIR), "a part of the path is not a folder",
                "một phần của đường dẫn không phải là thư mục",
                "경로의 일부가 폴더가 아닙니다"
            ),
            (.system(code: EIO), "Input/output error", "Input/output error", "Input/output error"),
            (.notUTF8, "it is not UTF-8 text", "đây không phải văn bản UTF-8", "UTF-8 텍스트가 아닙니다"),
            (.notRegularFile, "it is not a regular file", "đây không phải là một tệp thông thường", "일반 파일이 아닙니다"),
            (
                .unexplained("The file couldn’t be saved."), "The file couldn’t be saved.",
                "The file couldn’t be saved.",
                "The file couldn’t be saved."
            ),
        ])
    func fileProblems(problem: FileProblem, english: String, vietnamese: String, korean: String) {
        expectEqual(SessionTexts(language: .en).fileProblem(problem), english)
        expectEqual(SessionTexts(language: .vi).fileProblem(problem), vietnamese)
        expectEqual(SessionTexts(language: .ko).fileProblem(problem), korean)
    }

    @Test("Foundation's errors read as what they mean, not as their dump")
    func foundationErrors() throws {
        let folder = NSTemporaryDirectory() + "rxplay-problems-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func problem(_ body: () throws -> Void) -> FileProblem? {
            do {
                try body()
                return nil
            } catch {
                return FileProblem(error)
            }
        }
        expectEqual(
            problem { try "x".write(toFile: "/dev/full", atomically: false, encoding: .utf8) }, .system(code: ENOSPC))
        expectEqual(
            problem { try "x".write(toFile: folder + "/no/x", atomically: false, encoding: .utf8) },
            .system(code: ENOENT))
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: folder + "/bad.txt"))
        expectEqual(problem { _ = try String(contentsOfFile: folder + "/bad.txt", encoding: .utf8) }, .notUTF8)
        expectEqual(problem { throw CocoaError(.fileWriteOutOfSpace) }, .system(code: ENOSPC))
        expectEqual(problem { throw POSIXError(.EROFS) }, .system(code: EROFS))
    }

    @Test("a compiler's or linker's output that names a full disk is the disk being full")
    func toolOutput() {
        expectEqual(
            FileProblem.outOfSpace(
                inToolOutput:
                    "<unknown>:0: error: unable to open output file '/tmp/s/Input1.o': 'No space left on device'\n"),
            .system(code: ENOSPC))
        expectEqual(
            FileProblem.outOfSpace(
                inToolOutput: "ld.lld: error: failed to write output '/tmp/s/libInput1.so': Disk quota exceeded\n"),
            .system(code: EDQUOT))
        expectEqual(FileProblem.outOfSpace(inToolOutput: "ld.lld: error: undefined symbol: main\n"), nil)
    }

    @Test(
        "the session's files cannot be written: the disk is full, and nothing of the input ran",
        arguments: [
            (
                LessonLanguage.en,
                "error: cannot write the session's files in FOLDER: the disk is full; nothing of the input ran\n"
            ),
            (.vi, "error: không ghi được các tệp của phiên trong FOLDER: ổ đĩa đã đầy; lần nhập chưa chạy\n"),
            (.ko, "error: 세션 파일을 쓸 수 없어 입력을 실행하지 않았습니다 (FOLDER): 디스크가 가득 찼습니다\n"),
        ])
    func diskFull(language: LessonLanguage, expected: String) throws {
        var options = SessionOptions(width: 1_000, lessonsDirectory: "/nonexistent")
        options.lessonLanguage = language
        let console = makeConsole(options: options)
        // The session's folder holds `files/`, where learner code writes, and beside it `units/`,
        // the compiler's; its first input's source goes to a device that is always full.
        let folder = (console.compiled.writableFolder as NSString).deletingLastPathComponent + "/units"
        try FileManager.default.createSymbolicLink(atPath: folder + "/Input1.swift", withDestinationPath: "/dev/full")
        let reply = console.submit("print(1)")
        expectEqual(reply.output, expected.replacingOccurrences(of: "FOLDER", with: folder))
        expectTrue(reply.failed)
        // With room again, the next input runs.
        try FileManager.default.removeItem(atPath: folder + "/Input1.swift")
        expectEqual(console.submit("print(2)").output, "2\n")
    }

    @Test(
        "the session's scratch folder cannot be made, and why, in every language",
        arguments: [
            (LessonLanguage.en, "cannot make the session's scratch folder in /tmp/x: no such file or folder"),
            (.vi, "không tạo được thư mục tạm của phiên trong /tmp/x: không có tệp hay thư mục đó"),
            (.ko, "세션의 임시 폴더를 만들 수 없습니다 (/tmp/x): 그런 파일이나 폴더가 없습니다"),
        ])
    func scratchFolder(language: LessonLanguage, expected: String) {
        let problem = SessionFolderError(folder: "/tmp/x", problem: .system(code: ENOENT))
        expectEqual(problem.description(in: SessionTexts(language: language)), expected)
        expectEqual(SessionTexts(language: language).describing(problem), expected)
        if language == .en { expectEqual("\(problem)", expected) }
    }

    @Test("a lesson file that is not UTF-8 is listed with why it cannot be read")
    func lessonNotUTF8() throws {
        let folder = NSTemporaryDirectory() + "rxplay-problems-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([0x23, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder + "/bad.md"))
        let console = makeConsole(options: SessionOptions(lessonsDirectory: folder))
        expectEqual(
            console.submit(":lessons").output, "\nerror: \(folder)/bad.md:1: cannot be read: it is not UTF-8 text\n")
    }

    @Test("a lesson that is a folder, or that cannot be opened, is listed with why")
    func lessonFolderOrClosed() throws {
        let folder = NSTemporaryDirectory() + "rxplay-problems-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/odd.md", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectEqual(symlink(folder + "/nowhere", folder + "/gone.md"), 0)
        let console = makeConsole(options: SessionOptions(lessonsDirectory: folder))
        let output = console.submit(":lessons").output
        expectTrue(output.contains("error: \(folder)/odd.md:1: cannot be read: it is not a regular file\n"), "\(output)")
        expectTrue(output.contains("error: \(folder)/gone.md:1: cannot be read: no such file or folder\n"), "\(output)")
    }

    @Test(
        "a playground whose page is not UTF-8 says so in the session's language",
        arguments: [
            (LessonLanguage.en, "error: cannot read PAGE: it is not UTF-8 text\n"),
            (.vi, "error: không đọc được PAGE: đây không phải văn bản UTF-8\n"),
            (.ko, "error: 파일을 읽을 수 없습니다: PAGE: UTF-8 텍스트가 아닙니다\n"),
        ])
    func playgroundNotUTF8(language: LessonLanguage, expected: String) throws {
        let folder = NSTemporaryDirectory() + "rxplay-problems-\(getpid())-\(UUID().uuidString)"
        let playground = folder + "/P.playground"
        try FileManager.default.createDirectory(atPath: playground, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([0x70, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: playground + "/Contents.swift"))
        var options = SessionOptions(width: 1_000, lessonsDirectory: "/nonexistent")
        options.lessonLanguage = language
        expectEqual(
            makeConsole(options: options).submit(":lesson \(playground)").output,
            expected.replacingOccurrences(of: "PAGE", with: playground + "/Contents.swift"))
    }
}
