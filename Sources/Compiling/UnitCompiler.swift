import Foundation

/// Compiles one unit into a shared library the runner can load: the compiler (one frontend
/// job, the whole unit as one module that also emits its interface for later inputs), then the
/// linker.
public struct UnitCompiler: Sendable {
    /// What compiling a unit gave.
    public enum Outcome: Equatable, Sendable {
        /// It compiled: the library to load, the entry to call, and the compiler's warnings.
        case compiled(library: String, entry: String, warnings: [CompilerDiagnostic])
        /// The compiler rejected it (nothing of it runs): all its messages.
        case rejected([CompilerDiagnostic])
        /// A tool failed in a way that is not about the learner's code.
        case failed(String)
        /// The session's files could not be written in `folder` (the unit, or what the compiler
        /// and linker make of it): the disk is full, or the system refused.
        case cannotWrite(folder: String, problem: FileProblem)
    }

    /// Names a unit's module, source and entry.
    public struct UnitName: Equatable, Sendable {
        /// The module's name (`Input7`, or `main` for a program).
        public let module: String
        /// The name of its top-level code's function.
        public let entry: String

        /// A unit named `module` whose top-level code is `entry`.
        public init(module: String, entry: String) {
            self.module = module
            self.entry = entry
        }
    }

    /// The tools and modules.
    public let toolchain: Toolchain
    /// The session's own folder, where units and their modules are written.
    public let directory: String
    /// Stops the tool a compile is running (Ctrl-C).
    package let stopper = ToolStopper()
    /// Units compiled before, by what they were made from (nil: every unit is compiled).
    public let cache: UnitCache?

    /// A compiler writing into `directory`, keeping what it compiles in `cache` (by default the
    /// build's `UnitCache` folder).
    public init(toolchain: Toolchain, directory: String, cache: UnitCache?? = nil) {
        self.toolchain = toolchain
        self.directory = directory
        self.cache = cache ?? UnitCache(toolchain: toolchain)
    }

    /// The package every session input is compiled in (no module the learner imports is in it).
    public static let sessionPackage = "RxPlaygroundSessionInputs"

    /// The path a unit's source is written to, which the compiler's messages name.
    public func sourcePath(for name: UnitName) -> String { "\(directory)/\(name.module).swift" }

    /// Compiles `unit`. `seesEarlierInputs` lets it reach what earlier inputs declared without
    /// `public` (as Swift's REPL does: a session is one program typed in pieces).
    ///
    /// Every unit, a typed input or a whole program, compiles `-Onone`, as `swiftc FILE` and an
    /// Xcode playground compile: the same checks (exclusivity, overflow, `assert`) stop the code
    /// with the same words, and a typed input compiles in a third of the time it takes at `-O`
    /// (0.1 s against 0.3 s). The engine's hot entry points are prespecialized, so unoptimized
    /// learner code still passes millions of events a second (BENCHMARKS.md).
    public func compile(_ unit: UnitSource, name: UnitName, seesEarlierInputs: Bool) -> Outcome {
        let source = sourcePath(for: name)
        let object = "\(directory)/\(name.module).o"
        let library = "\(directory)/lib\(name.module).so"
        do {
            try unit.text.write(toFile: source, atomically: false, encoding: .utf8)
        } catch {
            return .cannotWrite(folder: directory, problem: FileProblem(error))
        }
        let key = cache?.key(
            module: name.module, parts: ["unit", unit.text, name.module, name.entry, "\(seesEarlierInputs)"],
            texts: [unit.text])
        if let cache, let key, cache.restore(key, module: name.module, into: directory) {
            return .compiled(library: library, entry: name.entry, warnings: [])
        }
        var arguments = [
            "-frontend", "-c", source, "-module-name", name.module, "-entry-point-function-name", name.entry,
            "-emit-module-path", "\(directory)/\(name.module).swiftmodule", "-enable-testing",
            "-I", directory, "-I", toolchain.modulesDirectory, "-module-cache-path", toolchain.moduleCache,
            "-g", "-diagnostic-style", "llvm", "-o", object,
        ]
        let serialized = "\(directory)/\(name.module).dia"
        arguments += ["-serialize-diagnostics-path", serialized]
        arguments.append("-Onone")
        if seesEarlierInputs { arguments.append("-disable-access-control") }
        // The session's inputs are one program typed in pieces: in one package, a later input's
        // `extension Point: Equatable {}` of an earlier input's type is not the retroactive
        // conformance Swift warns about across packages (`swiftc` of one file says nothing).
        if name.module != "main" { arguments += ["-package-name", Self.sessionPackage] }
        try? FileManager.default.removeItem(atPath: serialized)
        let compiled = ToolRun.run(toolchain.frontend, arguments, stopper: stopper)
        let diagnostics = Self.diagnostics(serialized: serialized, printed: compiled.output)
        guard compiled.status == 0 else {
            if diagnostics.contains(where: { $0.severity == .error }) { return .rejected(diagnostics) }
            if let full = FileProblem.outOfSpace(inToolOutput: compiled.output) {
                return .cannotWrite(folder: directory, problem: full)
            }
            if let crash = CompilerCrash.report(status: compiled.status, output: compiled.output) {
                return .failed(crash)
            }
            if let limit = Self.processorLimitReport(status: compiled.status) { return .failed(limit) }
            return .failed(
                compiled.output.isEmpty ? "the compiler stopped (status \(compiled.status))" : compiled.output)
        }
        let linked = ToolRun.run(toolchain.linker, linkArguments(object: object, library: library), stopper: stopper)
        guard linked.status == 0 else { return linkFailure(linked.output) }
        keep(key, module: name.module, diagnostics: diagnostics)
        return .compiled(library: library, entry: name.entry, warnings: diagnostics)
    }

    /// What the learner is told when the compiler used up its processor time (`ToolRun`'s
    /// limit: SIGXCPU, then SIGKILL a second later), or nil for another status. A Ctrl-C kills
    /// the compiler too, but its input is reported as interrupted before this is asked.
    static func processorLimitReport(status: Int32) -> String? {
        guard status == 128 + SIGXCPU || status == 128 + SIGKILL else { return nil }
        return "the Swift compiler gave up on this input after \(ToolRun.processorSeconds) s of processor time"
            + "\nnote: a very long expression, or types nested very deeply, can do this; split it into shorter statements"
    }

    /// Compiles `files` (path and text) as one library module `module` whose public declarations
    /// later units import: an Xcode playground's `Sources` folder, as Xcode builds it.
    ///
    /// `testable` compiles it as a session's inputs are (`-enable-testing`, in their package), so
    /// inputs that import it reach its internal declarations: an app's module at the prompt.
    public func compileLibrary(_ files: [(path: String, text: String)], module: String, testable: Bool = false)
        -> Outcome
    {
        let folder = "\(directory)/\(module)-sources"
        var paths: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (index, file) in files.enumerated() {
                let path = "\(folder)/\(index)-\(URL(fileURLWithPath: file.path).lastPathComponent)"
                try file.text.write(toFile: path, atomically: false, encoding: .utf8)
                paths.append(path)
            }
        } catch {
            return .cannotWrite(folder: directory, problem: FileProblem(error))
        }
        let object = "\(directory)/\(module).o"
        let library = "\(directory)/lib\(module).so"
        let key = cache?.key(
            module: module, parts: ["library", module, "\(testable)"] + files.flatMap { [$0.path, $0.text] },
            texts: files.map(\.text))
        if let cache, let key, cache.restore(key, module: module, into: directory) {
            return .compiled(library: library, entry: "", warnings: [])
        }
        let serialized = "\(directory)/\(module).dia"
        var arguments =
            ["-frontend", "-c"] + paths + [
                "-parse-as-library", "-module-name", module, "-emit-module-path", "\(directory)/\(module).swiftmodule",
                "-I", directory, "-I", toolchain.modulesDirectory, "-module-cache-path", toolchain.moduleCache,
                "-Onone",
                "-g", "-diagnostic-style", "llvm", "-serialize-diagnostics-path", serialized, "-o", object,
            ]
        if testable { arguments += ["-enable-testing", "-package-name", Self.sessionPackage] }
        try? FileManager.default.removeItem(atPath: serialized)
        let compiled = ToolRun.run(toolchain.frontend, arguments, stopper: stopper)
        var diagnostics = Self.diagnostics(serialized: serialized, printed: compiled.output)
        // Name the learner's own files in messages, not the copies the compiler read.
        diagnostics = diagnostics.map { $0.renamingFiles(zip(paths, files.map(\.path))) }
        guard compiled.status == 0 else {
            if diagnostics.contains(where: { $0.severity == .error }) { return .rejected(diagnostics) }
            if let full = FileProblem.outOfSpace(inToolOutput: compiled.output) {
                return .cannotWrite(folder: directory, problem: full)
            }
            if let limit = Self.processorLimitReport(status: compiled.status) { return .failed(limit) }
            return .failed(compiled.output)
        }
        let linked = ToolRun.run(toolchain.linker, linkArguments(object: object, library: library), stopper: stopper)
        guard linked.status == 0 else { return linkFailure(linked.output) }
        keep(key, module: module, diagnostics: diagnostics)
        return .compiled(library: library, entry: "", warnings: diagnostics)
    }

    /// Records that `module` is the unit `key`, so later units that import it are keyed by it, and
    /// keeps it in the cache when the compiler said nothing about it (its messages would name
    /// this session's folder).
    private func keep(_ key: String?, module: String, diagnostics: [CompilerDiagnostic]) {
        guard let cache, let key else { return }
        if diagnostics.isEmpty {
            cache.store(key, module: module, from: directory)
        } else {
            cache.remember(module, key)
        }
    }

    /// The compiler's messages from its serialized diagnostics, which keep fix-its and groups
    /// exactly; from its printed text when it wrote none (it stopped before the end).
    private static func diagnostics(serialized path: String, printed: String) -> [CompilerDiagnostic] {
        if let data = FileManager.default.contents(atPath: path),
            let read = try? CompilerDiagnostic.read(serialized: [UInt8](data)), !read.isEmpty || printed.isEmpty
        {
            return read
        }
        return CompilerDiagnostic.parse(printed)
    }

    /// The linker's arguments for one unit. Code compiled without optimization calls the standard
    /// library's prespecialized generics in `libswiftSwiftOnoneSupport`, which a release build of
    /// the runner does not load by itself: the unit names it, so loading the unit loads it.
    /// The linker's failure: the disk full (the library could not be written), or its words.
    private func linkFailure(_ output: String) -> Outcome {
        if let full = FileProblem.outOfSpace(inToolOutput: output) {
            return .cannotWrite(folder: directory, problem: full)
        }
        return .failed("linking failed: \(output)")
    }

    private func linkArguments(object: String, library: String) -> [String] {
        [
            "-shared", "-o", library, toolchain.startupObject, object, "-L", toolchain.runtimeLibraries,
            "-rpath", toolchain.runtimeLibraries, "-lswiftSwiftOnoneSupport",
        ]
    }
}
