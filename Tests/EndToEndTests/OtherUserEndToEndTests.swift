import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("a build another user made")
struct OtherUserEndToEndTests {
    /// An ordinary user's numbers (Debian's `nobody`).
    static let user: UInt32 = 65534

    @Test("rxplay built by root answers another user: the caches go to that user's own folder, not the build's")
    func anotherUser() throws {
        // Only root can run rxplay as someone else; an ordinary user's run tests the choice alone
        // (`CacheFolderTests`).
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        let home = NSTemporaryDirectory() + "rxplay-other-user-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        expectEqual(chown(home, Self.user, Self.user), 0)
        let asUser = [
            "--reuid=\(Self.user)", "--regid=\(Self.user)", "--clear-groups", "/usr/bin/env", "HOME=\(home)",
            "XDG_STATE_HOME=\(home)/state", "XDG_CACHE_HOME=\(home)/cache",
        ]
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        // The checkout must be reachable by that user (a clone in a private home folder is not).
        guard try ProcessRun(setpriv, asUser + ["test", "-x", EndToEndTests.binary]).status == 0 else { return }
        // Piped through a shell, so the input is a pipe as a learner's would be.
        let outcome = try ProcessRun(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "printf 'let answer = 21 * 2\\nprint(answer)\\n' | exec \"$0\" \"$@\"", setpriv.path]
                + asUser + [EndToEndTests.binary])
        expectEqual(outcome.output, "42\n")
        expectEqual(outcome.status, 0)
        let made = (try? FileManager.default.contentsOfDirectory(atPath: home + "/cache/rxplay/builds")) ?? []
        expectEqual(made.count, 1, "\(made)")
    }
}
