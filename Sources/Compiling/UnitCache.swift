import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Compiled units kept by what they were made from, so the same unit compiles once: a lesson's
/// steps replayed in another session, its three languages, an app launched again.
///
/// A unit's key is a hash of everything its library and module depend on: the toolchain (the
/// compiler's file, every module of the build learners import), the unit's text, module name,
/// entry and flags, and the keys of the session's own modules it imports (so an input's key
/// covers the chain of inputs before it). Only compiles the compiler said nothing about are kept:
/// a warning or an error names the session folder it was made in. An entry is a folder holding
/// the unit's library and module, made under another name and renamed into place, so sessions
/// and processes sharing the cache never see half of one.
public final class UnitCache: @unchecked Sendable {
    /// The cache's folder.
    public let directory: String
    /// The most entries kept: past it, the oldest are removed when one is added.
    public let capacity: Int
    private let toolchainKey: String
    private let lock = NSLock()
    /// The key of each module compiled or restored in this session.
    private var keys: [String: String] = [:]

    /// A cache in `directory` for units compiled by `toolchain`, or nil when `RXPLAY_UNIT_CACHE`
    /// is `0` (a benchmark of cold compiles).
    public init?(
        toolchain: Toolchain, directory: String? = nil, capacity: Int = 4_000,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        guard environment["RXPLAY_UNIT_CACHE"] != "0" else { return nil }
        self.directory = directory ?? toolchain.cacheDirectory + "/UnitCache"
        self.capacity = capacity
        toolchainKey = Self.identity(of: toolchain)
    }

    /// The files of a compiled unit named `module` in a session's units folder.
    static func files(of module: String) -> [String] { ["lib\(module).so", "\(module).swiftmodule"] }

    /// The key of a unit: its `parts` (text, names, flags) and the keys of the session's modules
    /// its `texts` import.
    package func key(module: String, parts: [String], texts: [String]) -> String {
        var hash = StableHash()
        hash.add(toolchainKey)
        for part in parts { hash.add(part) }
        let imported = Set(texts.flatMap(Self.importedModules))
        lock.lock()
        let found = imported.sorted().compactMap { name in keys[name].map { name + "=" + $0 } }
        lock.unlock()
        for module in found { hash.add(module) }
        return hash.hex
    }

    /// Copies the entry `key` into `folder` as module `module`'s files; false when there is none
    /// (or it could not be copied, and the unit is compiled instead).
    package func restore(_ key: String, module: String, into folder: String) -> Bool {
        let entry = directory + "/" + key
        for file in Self.files(of: module) {
            let target = folder + "/" + file
            unlink(target)
            guard (try? FileManager.default.copyItem(atPath: entry + "/" + Self.stored(file), toPath: target)) != nil
            else { return false }
        }
        // The entry was used: pruning removes the least recently used first.
        utime(entry, nil)
        remember(module, key)
        return true
    }

    /// Keeps the files of module `module`, just compiled in `folder`, as the entry `key`.
    package func store(_ key: String, module: String, from folder: String) {
        remember(module, key)
        let manager = FileManager.default
        let entry = directory + "/" + key
        guard !manager.fileExists(atPath: entry) else { return }
        let making = directory + "/.making-\(getpid())-\(UUID().uuidString)"
        do {
            try manager.createDirectory(atPath: making, withIntermediateDirectories: true)
            for file in Self.files(of: module) {
                try manager.copyItem(atPath: folder + "/" + file, toPath: making + "/" + Self.stored(file))
            }
        } catch {
            // A cache that cannot be written (a read-only build folder, a full disk) keeps nothing.
            try? manager.removeItem(atPath: making)
            return
        }
        // Another process may have stored the same entry meanwhile: its copy stands.
        if rename(making, entry) != 0 { try? manager.removeItem(atPath: making) }
        prune()
    }

    /// Records that module `module` of this session is the unit `key`.
    package func remember(_ module: String, _ key: String) {
        lock.lock()
        keys[module] = key
        lock.unlock()
    }

    /// Every entry's name, oldest use first; made ones only.
    package func entries() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let dated = names.filter { !$0.hasPrefix(".") }.map { name -> (String, Int) in
            var status = stat()
            let time = stat(directory + "/" + name, &status) == 0 ? Int(status.st_mtim.tv_sec) : 0
            return (name, time)
        }
        return dated.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    /// Removes the least recently used entries beyond `capacity`, down to nine tenths of it, so
    /// one listing serves many stores.
    private func prune() {
        let names = entries()
        guard names.count > capacity else { return }
        for name in names.prefix(names.count - capacity * 9 / 10) {
            try? FileManager.default.removeItem(atPath: directory + "/" + name)
        }
    }

    /// An entry's files are named by their kind, not by the module that made them.
    private static func stored(_ file: String) -> String {
        file.hasSuffix(".so") ? "library.so" : "module.swiftmodule"
    }

    /// The modules `text` imports (`import X`, `@testable import X`, `@_exported import X;`).
    package static func importedModules(_ text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let found = rest.range(of: "import ") {
            let before = rest[..<found.lowerBound].last
            rest = rest[found.upperBound...]
            guard before == nil || before == " " || before == "\n" || before == ";" else { continue }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// What the toolchain's output depends on: the compiler's file and every module file of the
    /// build, by name, size and time.
    private static func identity(of toolchain: Toolchain) -> String {
        var hash = StableHash()
        hash.add("rxplay-unit-cache-1")
        for path in [toolchain.frontend, toolchain.linker, toolchain.startupObject] {
            hash.add(path + fileStamp(path))
        }
        let modules = toolchain.modulesDirectory
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: modules)) ?? []).sorted()
        for name in names { hash.add(name + fileStamp(modules + "/" + name)) }
        return hash.hex
    }

    private static func fileStamp(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return ":missing" }
        return ":\(status.st_size):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}

/// A 128-bit hash of strings (two 64-bit FNV-1a lanes with different starts, each string
/// followed by its length), stable across processes and runs, unlike `Hasher`.
struct StableHash {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add(_ text: String) {
        var count: UInt64 = 0
        for byte in text.utf8 {
            mix(byte)
            count += 1
        }
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: count >> UInt64(shift))) }
    }

    private mutating func mix(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        second = (second ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_01b3
        second ^= second >> 29
    }

    /// 32 hexadecimal digits.
    var hex: String {
        [first, second].map { lane in
            let digits = String(lane, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
