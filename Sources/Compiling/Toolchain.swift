import Foundation

/// The Swift toolchain and the playground's built modules, as one compile step needs them: the
/// compiler that built rxplay, its linker and runtime start-up object, and the folder holding the
/// modules learners import.
public struct Toolchain: Equatable, Sendable {
    /// `swift-frontend`, run directly (the driver's own start-up costs more than a small input).
    public let frontend: String
    /// `ld.lld`, which links a compiled input into a shared library.
    public let linker: String
    /// The object every Swift shared library on Linux starts with (it registers the image's
    /// type metadata and conformances with the runtime).
    public let startupObject: String
    /// The build folder: `Modules/` (the `.swiftmodule`s), the modules' shared library, the runner.
    public let buildDirectory: String
    /// Where the module cache, compiled units and the completion index are kept: the build folder
    /// when this user may write it, else this user's own folder for it (`CacheFolder`).
    public let cacheDirectory: String

    /// The toolchain's folder of Swift runtime libraries (`libswiftCore.so` …).
    public var runtimeLibraries: String {
        URL(fileURLWithPath: startupObject).deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// The folder of the modules learners import.
    public var modulesDirectory: String { buildDirectory + "/Modules" }
    /// The shared library holding every module learner code links to.
    public var modulesLibrary: String { buildDirectory + "/libRxPlaygroundModules.so" }
    /// The runner executable.
    public var runner: String { buildDirectory + "/rxplay-runner" }
    /// `swift-symbolgraph-extract`, beside the compiler: it lists a module's public declarations.
    public var symbolGraphExtractor: String {
        URL(fileURLWithPath: frontend).deletingLastPathComponent().path + "/swift-symbolgraph-extract"
    }
    /// The folder of the standard library's and Foundation's modules for this platform.
    public var standardModulesDirectory: String {
        URL(fileURLWithPath: frontend).deletingLastPathComponent().deletingLastPathComponent().path
            + "/lib/swift/linux"
    }
    /// The clang module cache the package build filled (reused: a cold cache costs seconds), or
    /// this user's own when the build is another user's.
    public var moduleCache: String { cacheDirectory + "/ModuleCache" }

    /// A toolchain from explicit paths; `cacheDirectory` defaults to `CacheFolder`'s choice.
    public init(
        frontend: String, linker: String, startupObject: String, buildDirectory: String, cacheDirectory: String? = nil
    ) {
        self.frontend = frontend
        self.linker = linker
        self.startupObject = startupObject
        self.buildDirectory = buildDirectory
        self.cacheDirectory = cacheDirectory ?? CacheFolder.choose(for: buildDirectory)
    }

    /// Finds the toolchain (`RXPLAY_SWIFTC`, else `swiftc` on `PATH`) and the build folder
    /// (`RXPLAY_BUILD_DIR`, else the folder of the running executable).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<
        Toolchain, ToolchainProblem
    > {
        guard let swiftc = environment["RXPLAY_SWIFTC"] ?? findInPath("swiftc", environment: environment) else {
            return .failure(.missing("swiftc is not on PATH"))
        }
        let binDirectory = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path
        let frontend = binDirectory + "/swift-frontend"
        let linker = binDirectory + "/ld.lld"
        #if arch(x86_64)
        let arch = "x86_64"
        #else
        let arch = "aarch64"
        #endif
        let startup =
            URL(fileURLWithPath: binDirectory).deletingLastPathComponent().path + "/lib/swift/linux/\(arch)/swiftrt.o"
        let build = environment["RXPLAY_BUILD_DIR"] ?? executableDirectory()
        let toolchain = Toolchain(frontend: frontend, linker: linker, startupObject: startup, buildDirectory: build)
        for (path, what) in [
            (frontend, "the Swift compiler"), (linker, "the linker"), (startup, "swiftrt.o"),
            (toolchain.modulesLibrary, "the playground's modules (build the package first)"),
            (toolchain.runner, "rxplay-runner (build the package first)"),
        ] where !FileManager.default.fileExists(atPath: path) {
            return .failure(.missing("\(what) is not at \(path)"))
        }
        return .success(toolchain)
    }

    private static func findInPath(_ name: String, environment: [String: String]) -> String? {
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func executableDirectory() -> String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
    }
}

/// Why the toolchain cannot be used.
public enum ToolchainProblem: Error, Equatable, Sendable {
    /// A tool or a built file is not where it should be.
    case missing(String)
}
