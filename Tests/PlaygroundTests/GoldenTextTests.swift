import Foundation
import TestSupport
import Testing

/// The golden-file rule every test target shares.
@Suite("Golden files")
struct GoldenTextTests {
    static func temporary() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory() + "rxplay-golden-\(getpid())-\(UUID().uuidString)/sample.txt")
    }

    static func comments(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    @Test("a missing golden file is recorded and the test fails")
    func missing() throws {
        let url = Self.temporary()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        withKnownIssue {
            GoldenText.check("first", file: url, recording: false)
        } matching: { issue in
            Self.comments(issue) == "recorded missing golden file \(url.path); check it and run again"
        }
        try expectEqual(String(contentsOf: url, encoding: .utf8), "first\n")
    }

    @Test("the same text passes; a different one fails with a line diff and leaves the file alone")
    func difference() throws {
        let url = Self.temporary()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "a\nb\nc\n".write(to: url, atomically: true, encoding: .utf8)
        GoldenText.check("a\nb\nc\n", file: url, recording: false)
        withKnownIssue {
            GoldenText.check("a\nB\nc", file: url, recording: false)
        } matching: { issue in
            Self.comments(issue) == "sample.txt differs (- golden, + actual):\n  a\n- b\n+ B\n  c\n  "
        }
        try expectEqual(String(contentsOf: url, encoding: .utf8), "a\nb\nc\n")
    }

    @Test("recording rewrites a changed file and fails with what changed; an unchanged one passes")
    func recording() throws {
        let url = Self.temporary()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "old\n".write(to: url, atomically: true, encoding: .utf8)
        withKnownIssue {
            GoldenText.check("new\n", file: url, recording: true)
        } matching: { issue in
            Self.comments(issue).hasPrefix("re-recorded changed golden file \(url.path); check it and run again (- old, + new):\n- old\n+ new")
        }
        try expectEqual(String(contentsOf: url, encoding: .utf8), "new\n")
        GoldenText.check("new\n", file: url, recording: true)
    }

    @Test("the line diff keeps the longest common run of lines")
    func lineDiff() {
        expectEqual(GoldenText.lineDiff("x\n1\n2\n3", "1\n2\ny\n3"), "- x\n  1\n  2\n+ y\n  3")
        expectEqual(GoldenText.lineDiff(["same"], ["same"]), "  same")
    }
}
