import Compiling
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("where a build's caches are kept")
struct CacheFolderTests {
    /// A build folder with a module cache in it, removed after `body`.
    static func withBuild(_ body: (String) throws -> Void) throws {
        let build = NSTemporaryDirectory() + "rxplay-cache-folder-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: build + "/ModuleCache", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: build) }
        try body(build)
    }

    @Test("a build this user may write keeps its caches in itself")
    func writableBuild() throws {
        try Self.withBuild { build in
            let chosen = CacheFolder.choose(for: build, environment: ["HOME": "/home/u"], isWritable: { _ in true })
            expectEqual(chosen, build)
        }
    }

    @Test("another user's build, or one whose module cache this user may not write, gets this user's own folder")
    func othersBuild() throws {
        try Self.withBuild { build in
            let home = ["HOME": "/home/u"]
            let notBuild = CacheFolder.choose(for: build, environment: home, isWritable: { $0 != build })
            let notCache = CacheFolder.choose(
                for: build, environment: home, isWritable: { $0 != build + "/ModuleCache" })
            expectTrue(notBuild.hasPrefix("/home/u/.cache/rxplay/builds/"), "\(notBuild)")
            expectEqual(notCache, notBuild)
            // One folder per build, the same in every run.
            let other = CacheFolder.choose(for: build + "/x", environment: home, isWritable: { _ in false })
            expectTrue(other != notBuild, "\(other)")
            expectEqual(CacheFolder.choose(for: build, environment: home, isWritable: { $0 != build }), notBuild)
            let xdg = CacheFolder.choose(
                for: build, environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/c"], isWritable: { $0 != build })
            expectTrue(xdg.hasPrefix("/c/rxplay/builds/"), "\(xdg)")
            let homeless = CacheFolder.choose(for: build, environment: [:], isWritable: { $0 != build })
            expectTrue(homeless.hasPrefix(NSTemporaryDirectory() + "rxplay-cache-\(getuid())/"), "\(homeless)")
        }
    }
}
