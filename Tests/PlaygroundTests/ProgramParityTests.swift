import Compiling
import Foundation
import Playground
import TestSupport
import Testing

/// A file run by the playground (`rxplay run`) prints what the same file compiled by `swiftc`
/// prints: each program in `Programs/` is run both ways and the outputs compared whole. The
/// `swiftc` build links the playground's own modules, so the comparison is about the compile
/// and run path (units, the runner, virtual time), not about the engine.
@Suite("Programs print what swiftc's build of them prints")
struct ProgramParityTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Programs")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test("the playground and swiftc agree", arguments: names)
    func parity(name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let toolchain = try Toolchain.locate().get()
        let session = try CompiledSession(toolchain: toolchain)
        let played = session.runProgram(text, fileName: name, timeLimit: 60_000_000_000)
        expectTrue(!played.failed, "the playground failed: \(played.output)")
        let built = try Self.swiftcOutput(of: name, toolchain: toolchain)
        expectTrue(built.split(separator: "\n").count >= 5, "swiftc's build printed too little: \(built)")
        expectEqual(played.output, built)
    }

    /// Builds `name` with the toolchain's driver against the playground's modules and runs it.
    static func swiftcOutput(of name: String, toolchain: Toolchain) throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let swiftc = URL(fileURLWithPath: toolchain.frontend).deletingLastPathComponent().appendingPathComponent("swiftc")
        let executable = scratch.appendingPathComponent("program").path
        let build = try run(
            swiftc.path,
            [
                name, "-module-name", "main", "-I", toolchain.modulesDirectory, "-L", toolchain.buildDirectory,
                "-lRxPlaygroundModules", "-Xlinker", "-rpath", "-Xlinker", toolchain.buildDirectory,
                "-module-cache-path", toolchain.moduleCache, "-lm", "-o", executable,
            ], in: directory.path)
        guard build.status == 0 else { throw ParityProblem.buildFailed(build.output) }
        return try run(executable, [], in: directory.path).output
    }

    private static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> (
        status: Int32, output: String
    ) {
        let run = try ProcessRun(URL(fileURLWithPath: executable), arguments, in: URL(fileURLWithPath: directory))
        return (run.status, run.output)
    }

    enum ParityProblem: Error {
        case buildFailed(String)
    }
}
