import Compiling
import Foundation
@testable import Playground
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The cache of compiled units: a unit made from the same things is restored instead of
/// compiled (its object file, which only the compiler writes, is then missing), and anything it
/// depends on that differs makes it compile again.
@Suite("Compiled units, kept by what they are made from")
struct UnitCacheTests {
    /// A session whose units go to a cache of its own.
    static func session(cache: String) throws -> CompiledSession {
        let toolchain = try Toolchain.locate().get()
        let session = try CompiledSession(
            toolchain: toolchain, cache: UnitCache(toolchain: toolchain, directory: cache, environment: [:]))
        session.timeLimit = 10
        return session
    }

    static func folder() -> String {
        NSTemporaryDirectory() + "rxplay-unit-cache-\(getpid())-\(UUID().uuidString)"
    }

    /// Whether the compiler made module `module` in `session` (it writes the object file; a
    /// restored unit has none).
    static func compiled(_ module: String, in session: CompiledSession) -> Bool {
        FileManager.default.fileExists(atPath: session.unitsFolder + "/\(module).o")
    }

    @Test("the same inputs in a second session are restored, not compiled, and run the same")
    func sameInputs() throws {
        let cache = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let inputs = ["let subject = PublishSubject<Int>()", "let seen = subject.subscribe(onNext: { print(\"seen\", $0) })", "subject.onNext(4)"]
        let first = try Self.session(cache: cache)
        let firstOutput = inputs.map { first.submit($0).output }
        expectEqual((1...3).map { Self.compiled("Input\($0)", in: first) }, [true, true, true])
        let second = try Self.session(cache: cache)
        let secondOutput = inputs.map { second.submit($0).output }
        expectEqual((1...3).map { Self.compiled("Input\($0)", in: second) }, [false, false, false])
        expectEqual(secondOutput, firstOutput)
        expectEqual(secondOutput.last, "seen 4\n")
    }

    @Test("an earlier input that differs makes every later one compile, with its own meaning")
    func earlierInputDiffers() throws {
        let cache = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let first = try Self.session(cache: cache)
        _ = first.submit("let x = 1")
        expectEqual(first.submit("print(x)").output, "1\n")
        let second = try Self.session(cache: cache)
        _ = second.submit("let x = \"two\"")
        expectEqual(second.submit("print(x)").output, "two\n")
        expectEqual([Self.compiled("Input1", in: second), Self.compiled("Input2", in: second)], [true, true])
        // A third session as the first: restored, and the first's meaning.
        let third = try Self.session(cache: cache)
        _ = third.submit("let x = 1")
        expectEqual(third.submit("print(x)").output, "1\n")
        expectEqual([Self.compiled("Input1", in: third), Self.compiled("Input2", in: third)], [false, false])
    }

    @Test("a unit the compiler warned about is compiled each time, and its warning shown each time")
    func warningsCompile() throws {
        let cache = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let input = "func f() { var unchanged = 1; print(unchanged) }\nf()"
        var replies: [CompiledSession.Reply] = []
        for _ in 0..<2 {
            let session = try Self.session(cache: cache)
            replies.append(session.submit(input))
            expectTrue(Self.compiled("Input1", in: session))
        }
        expectTrue(replies[0].diagnostics.contains("was never mutated"), "\(replies[0].diagnostics)")
        expectEqual(replies[1], replies[0])
    }

    @Test("a unit that does not compile is never kept; the right one after it is")
    func errorsNotKept() throws {
        let cache = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let session = try Self.session(cache: cache)
        expectTrue(session.submit("let y: Int = \"no\"").failed)
        expectEqual(((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).count, 0)
        expectEqual(session.submit("print(2)").output, "2\n")
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: cache).filter { !$0.hasPrefix(".") }.count, 1)
    }

    @Test("a module of the build that changed changes every key")
    func toolchainChanged() throws {
        let build = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: build) }
        try FileManager.default.createDirectory(atPath: build + "/Modules", withIntermediateDirectories: true)
        try "one".write(toFile: build + "/Modules/RxSwift.swiftmodule", atomically: false, encoding: .utf8)
        let real = try Toolchain.locate().get()
        let toolchain = Toolchain(
            frontend: real.frontend, linker: real.linker, startupObject: real.startupObject, buildDirectory: build)
        let key = { UnitCache(toolchain: toolchain, environment: [:])!.key(module: "Input1", parts: ["a"], texts: []) }
        let before = key()
        expectEqual(key(), before)
        try "two!".write(toFile: build + "/Modules/RxSwift.swiftmodule", atomically: false, encoding: .utf8)
        expectTrue(key() != before)
        // RXPLAY_UNIT_CACHE=0: no cache.
        expectTrue(UnitCache(toolchain: toolchain, environment: ["RXPLAY_UNIT_CACHE": "0"]) == nil)
    }

    @Test("a key covers the text, names and flags, and the keys of the session's modules imported")
    func keyParts() throws {
        let toolchain = try Toolchain.locate().get()
        let cache = try #require(UnitCache(toolchain: toolchain, directory: Self.folder(), environment: [:]))
        let base = cache.key(module: "Input2", parts: ["unit", "print(x)", "Input2"], texts: ["import Input1\nprint(x)"])
        expectEqual(cache.key(module: "Input2", parts: ["unit", "print(x)", "Input2"], texts: ["import Input1\nprint(x)"]), base)
        expectTrue(cache.key(module: "Input2", parts: ["unit", "print(y)", "Input2"], texts: []) != base)
        expectTrue(cache.key(module: "Input2", parts: ["unit", "print(x)", "Input3"], texts: []) != base)
        // Parts are kept apart: "ab" + "c" is not "a" + "bc".
        expectTrue(cache.key(module: "M", parts: ["ab", "c"], texts: []) != cache.key(module: "M", parts: ["a", "bc"], texts: []))
        cache.remember("Input1", "k1")
        let afterFirst = cache.key(module: "Input2", parts: ["unit", "print(x)", "Input2"], texts: ["import Input1\nprint(x)"])
        expectTrue(afterFirst != base)
        cache.remember("Input1", "k2")
        expectTrue(cache.key(module: "Input2", parts: ["unit", "print(x)", "Input2"], texts: ["import Input1\nprint(x)"]) != afterFirst)
        // A module not imported does not count.
        cache.remember("Other", "k3")
        expectTrue(cache.key(module: "Input2", parts: ["unit", "print(x)", "Input2"], texts: ["import Input1\nprint(x)"]) == cache.key(module: "Input2", parts: ["unit", "print(x)", "Input2"], texts: ["import Input1\nprint(x)"]))
        expectEqual(
            UnitCache.importedModules("@_exported import Input1; import PlaygroundTime\n@testable import App\nlet important = 1; reimport X"),
            ["Input1", "PlaygroundTime", "App"])
    }

    @Test("past its capacity, the least recently used entries go")
    func pruning() throws {
        let cache = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let toolchain = try Toolchain.locate().get()
        let units = try #require(UnitCache(toolchain: toolchain, directory: cache, capacity: 3, environment: [:]))
        let made = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: made) }
        try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
        for file in ["libM.so", "M.swiftmodule"] {
            try "x".write(toFile: made + "/" + file, atomically: false, encoding: .utf8)
        }
        for (index, key) in ["k1", "k2", "k3"].enumerated() {
            units.store(key, module: "M", from: made)
            // Entries a second apart, the first used last.
            var times = [timespec(tv_sec: 1_000 + index, tv_nsec: 0), timespec(tv_sec: 1_000 + index, tv_nsec: 0)]
            utimensat(AT_FDCWD, cache + "/" + key, &times, 0)
        }
        expectTrue(units.restore("k1", module: "M", into: made))
        units.store("k4", module: "M", from: made)
        expectEqual(Set(units.entries()), ["k1", "k4"])
        expectTrue(!units.restore("k2", module: "M", into: made))
    }
}
