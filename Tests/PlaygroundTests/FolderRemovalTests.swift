import Compiling
import Foundation
@testable import Playground
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A session's folder goes with the session, whatever learner code left in it.
@Suite("The session's folder is removed")
struct FolderRemovalTests {
    @Test("5,000 nested folders, a file at the bottom and a link out: the folder goes, what the link names stays")
    func deepTree() throws {
        let outside = NSTemporaryDirectory() + "rxplay-removal-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try "kept".write(toFile: outside + "/kept.txt", atomically: false, encoding: .utf8)
        var folder = ""
        do {
            let toolchain = try Toolchain.locate().get()
            let session = try CompiledSession(toolchain: toolchain)
            session.timeLimit = 20
            folder = URL(fileURLWithPath: session.writableFolder).deletingLastPathComponent().path
            // Learner code's own files live in its runner's memory (a tmpfs of its own), so the
            // tree is made here, in the session's folder on the disk, as a tool could leave it.
            var fd = open(session.writableFolder, O_RDONLY | O_DIRECTORY)
            expectEqual(symlinkat(outside, fd, "out"), 0)
            var made = 0
            while made < 5_000, mkdirat(fd, "a", 0o700) == 0 {
                let inner = openat(fd, "a", O_RDONLY | O_DIRECTORY)
                close(fd)
                fd = inner
                guard fd >= 0 else { break }
                made += 1
            }
            expectEqual(made, 5_000)
            expectEqual(symlinkat(outside, fd, "out"), 0)
            let bottom = openat(fd, "bottom.txt", O_CREAT | O_WRONLY, 0o600)
            expectTrue(bottom >= 0)
            close(bottom)
            close(fd)
            // As `FileManager` saw it: a path past the longest one the system takes.
            expectTrue((try? FileManager.default.removeItem(atPath: session.writableFolder + "/a")) == nil)
        }
        expectTrue(!folder.isEmpty)
        expectTrue(!FileManager.default.fileExists(atPath: folder), "\(folder) is left")
        expectEqual(try String(contentsOfFile: outside + "/kept.txt", encoding: .utf8), "kept")
    }

    @Test("a folder closed to everyone, a FIFO and a link to a folder are removed, links not followed")
    func closedFolder() throws {
        let root = NSTemporaryDirectory() + "rxplay-removal-\(getpid())-\(UUID().uuidString)"
        let outside = root + "-outside"
        try FileManager.default.createDirectory(atPath: root + "/closed/inner", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try "kept".write(toFile: outside + "/kept.txt", atomically: false, encoding: .utf8)
        try "x".write(toFile: root + "/closed/inner/file", atomically: false, encoding: .utf8)
        expectEqual(mkfifo(root + "/closed/pipe", 0o600), 0)
        expectEqual(symlink(outside, root + "/closed/link"), 0)
        expectEqual(chmod(root + "/closed", 0), 0)
        expectTrue(FolderRemoval.remove(root))
        expectTrue(!FileManager.default.fileExists(atPath: root))
        expectEqual(try String(contentsOfFile: outside + "/kept.txt", encoding: .utf8), "kept")
        // A file, and a path that is not there.
        try "x".write(toFile: root, atomically: false, encoding: .utf8)
        expectTrue(FolderRemoval.remove(root))
        expectTrue(!FileManager.default.fileExists(atPath: root))
        expectTrue(FolderRemoval.remove(root))
    }
}
