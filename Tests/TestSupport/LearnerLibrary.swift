import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Learner-style Swift compiled into a shared library against the package's modules, the way the
/// runner compiles learner code, for tests that load it into the test process with `dlopen`.
public enum LearnerLibrary {
    /// The folder of the running test executable's build, where the package's modules are.
    public static var buildFolder: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// Compiles `source` into a shared library named after `module`, importing the package's
    /// modules; symbols it does not define are left for the process that loads it.
    ///
    /// - Returns: the library's path (`remove` deletes it), or nil after recording the
    ///   compiler's output as an issue.
    public static func compile(
        _ source: String, module: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("LearnerLibrary-\(module)-\(getpid())-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("\(module).swift")
        let library = folder.appendingPathComponent("lib\(module).so")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try source.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Issue.record("cannot write \(file.path): \(error)", sourceLocation: sourceLocation)
            return nil
        }
        let arguments = [
            "swiftc", "-emit-library", "-parse-as-library", "-module-name", module,
            "-I", buildFolder.appendingPathComponent("Modules").path, "-o", library.path, file.path,
        ]
        let (status, output) = run(arguments)
        guard status == 0 else {
            Issue.record("swiftc failed (\(status)):\n\(output)", sourceLocation: sourceLocation)
            return nil
        }
        return library.path
    }

    /// Deletes a library `compile` made, with its folder.
    public static func remove(_ library: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: library).deletingLastPathComponent())
    }

    /// Type-checks `source` against the package's modules.
    ///
    /// - Returns: the compiler's exit status and what it printed.
    public static func typeCheck(_ source: String) -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "LearnerCheck-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try source.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            return (-1, "cannot write \(file.path): \(error)")
        }
        return run(["swiftc", "-typecheck", "-I", buildFolder.appendingPathComponent("Modules").path, file.path])
    }

    /// Loads the library at `path` and calls its entry point `symbol`, a `@_cdecl` function
    /// without arguments.
    public static func call(_ symbol: String, in path: String) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL) else {
            fatalError("dlopen \(path): \(String(cString: dlerror()))")
        }
        guard let entry = dlsym(handle, symbol) else { fatalError("no \(symbol) in \(path)") }
        typealias Entry = @convention(c) () -> Void
        unsafeBitCast(entry, to: Entry.self)()
    }

    private static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "cannot run \(arguments.joined(separator: " ")): \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
