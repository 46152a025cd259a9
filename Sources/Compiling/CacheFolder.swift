import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where rxplay keeps what it makes for a build (the clang module cache, compiled units, the
/// completion index): the build folder itself when this user may write there, else a folder of
/// this user's own for that build. A checkout built by root and run by another user used to fail
/// at the first compile with the compiler's raw "Permission denied" on the module cache.
public enum CacheFolder {
    /// The folders made inside the chosen one.
    static let parts = ["ModuleCache", "UnitCache", "CompletionCache"]

    /// The folder for `build`: `build` when `isWritable` says this user may write it and each of
    /// `parts` already in it; else `$XDG_CACHE_HOME/rxplay/builds/HASH` (`~/.cache` by default),
    /// or the temporary folder's `rxplay-cache-UID/HASH` without a home, HASH naming `build`.
    public static func choose(
        for build: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        isWritable: (String) -> Bool = CacheFolder.isWritable
    ) -> String {
        let existing = parts.map { build + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        if ([build] + existing).allSatisfy(isWritable) { return build }
        var hash = StableHash()
        hash.add(URL(fileURLWithPath: build).standardizedFileURL.path)
        let name = String(hash.hex.prefix(16))
        if let base = environment["XDG_CACHE_HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil })
            ?? environment["HOME"].flatMap({ $0.hasPrefix("/") ? $0 + "/.cache" : nil }),
            isWritable(base) || !FileManager.default.fileExists(atPath: base)
        {
            return base + "/rxplay/builds/" + name
        }
        return NSTemporaryDirectory() + "rxplay-cache-\(getuid())/" + name
    }

    /// Whether this user may make and change entries in `folder` (`access`, as the kernel decides
    /// for this process: root may write anywhere).
    public static func isWritable(_ folder: String) -> Bool {
        access(folder, W_OK | X_OK) == 0
    }
}
