import Compiling
import Foundation

/// Builds the index of the modules learner code sees, from their symbol graphs
/// (`swift-symbolgraph-extract`), one module at a time, reusing each module's cached index
/// while its module file is unchanged.
public struct IndexLoader: Sendable {
    /// A module to index and where its module file is.
    public struct Module: Sendable, Equatable {
        /// The module's name.
        public let name: String
        /// Its `.swiftmodule`, whose size and time say whether the cache still holds.
        public let file: String

        /// A module named `name` whose module file is `file`.
        public init(name: String, file: String) {
            self.name = name
            self.file = file
        }
    }

    /// What loading gave: the index of every module that could be read, and why the others
    /// could not.
    public struct Outcome: Sendable {
        /// The merged index.
        public let index: APIIndex
        /// One line per module that could not be read.
        public let problems: [String]
        /// How many modules were read from their symbol graphs (not from the cache).
        public let extracted: Int
    }

    /// `swift-symbolgraph-extract`.
    public let extractor: String
    /// Folders searched for the modules (`-I`).
    public let searchPaths: [String]
    /// The modules, in order of precedence.
    public let modules: [Module]
    /// Where each module's index is cached; nil for no cache.
    public let cacheDirectory: String?

    /// A loader of `modules`.
    public init(
        extractor: String, searchPaths: [String], modules: [Module], cacheDirectory: String?
    ) {
        self.extractor = extractor
        self.searchPaths = searchPaths
        self.modules = modules
        self.cacheDirectory = cacheDirectory
    }

    /// The learner modules that `toolchain` has (those a compiled session imports) and the
    /// standard library and Foundation, which learner code sees too; the index is cached in
    /// `cacheDirectory`.
    public init(toolchain: Toolchain, cacheDirectory: String?) {
        let learner = Self.learnerModules.map {
            Module(name: $0, file: "\(toolchain.modulesDirectory)/\($0).swiftmodule")
        }
        let standard = Self.standardModules.map {
            Module(name: $0, file: "\(toolchain.standardModulesDirectory)/\($0).swiftmodule/\(Self.target).swiftmodule")
        }
        self.init(
            extractor: toolchain.symbolGraphExtractor, searchPaths: [toolchain.modulesDirectory],
            modules: (learner + standard).filter { FileManager.default.fileExists(atPath: $0.file) },
            cacheDirectory: cacheDirectory)
    }

    /// The modules a compiled session imports, whose names learner code sees first.
    public static let learnerModules = [
        "RxSwift", "RxRelay", "RxCocoa", "UIKit", "Photos", "RxTest", "PlaygroundSupport", "PlaygroundTime",
    ]

    /// The standard modules learner code sees through PlaygroundTime.
    public static let standardModules = ["Swift", "Foundation", "FoundationEssentials"]

    #if arch(x86_64)
    static let target = "x86_64-unknown-linux-gnu"
    #else
    static let target = "aarch64-unknown-linux-gnu"
    #endif

    /// Reads every module (two at a time: extracting is one process per module) and merges them.
    /// In the `background`, the threads reading and the extractors they start yield the CPU to
    /// everything else (nice 10), such as compiling the learner's first input.
    public func load(background: Bool = false) -> Outcome {
        let results = ResultSlots<Result<(APIIndex, Bool), Problem>>(count: modules.count)
        let cacheDirectory = writableCacheDirectory
        let workers = (0..<2).map { _ in
            Thread { [self] in
                if background { BackgroundPriority.lower() }
                while let position = results.claim() {
                    results.set(position, moduleIndex(modules[position], cacheDirectory: cacheDirectory))
                }
            }
        }
        workers.forEach { $0.start() }
        results.waitUntilFilled()
        var index = APIIndex()
        var problems: [String] = []
        var extracted = 0
        for result in results.values {
            switch result {
            case .success(let (moduleIndex, wasExtracted)):
                index = index.merging(moduleIndex)
                if wasExtracted { extracted += 1 }
            case .failure(let problem): problems.append(problem.text)
            case nil: break
            }
        }
        return Outcome(index: index, problems: problems, extracted: extracted)
    }

    struct Problem: Error {
        let text: String
    }

    /// The cache folder, made if needed; nil when there is none or it cannot be written.
    private var writableCacheDirectory: String? {
        guard let cacheDirectory,
            (try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true))
                != nil,
            FileManager.default.isWritableFile(atPath: cacheDirectory)
        else { return nil }
        return cacheDirectory
    }

    private func moduleIndex(_ module: Module, cacheDirectory: String?) -> Result<(APIIndex, Bool), Problem> {
        let cache = cacheDirectory.map(ModuleIndexCache.init)
        guard let key = ModuleIndexCache.Key(moduleFile: module.file) else {
            return .failure(Problem(text: "\(module.name): no module file at \(module.file)"))
        }
        if let cached = cache?.index(of: module.name, key: key) { return .success((cached, false)) }
        return extract(module, cacheDirectory: cacheDirectory).map { index in
            cache?.store(index, of: module.name, key: key)
            return (index, true)
        }
    }

    private func extract(_ module: Module, cacheDirectory: String?) -> Result<APIIndex, Problem> {
        let directory = NSTemporaryDirectory() + "/rxplay-symbols-\(getpid())-\(module.name)-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(Problem(text: "\(module.name): cannot make \(directory)"))
        }
        // A clang module cache of its own: the build's holds the same modules under two paths
        // (`.build/debug` and the folder it links to), which the extractor refuses.
        let moduleCache = (cacheDirectory ?? directory) + "/ModuleCache"
        var arguments = [
            "-module-name", module.name, "-target", Self.target, "-module-cache-path", moduleCache,
            "-output-dir", directory, "-minimum-access-level", "public", "-skip-synthesized-members",
        ]
        for path in searchPaths { arguments += ["-I", path] }
        let run = ToolRun.run(extractor, arguments)
        guard run.status == 0 else {
            let firstLine = run.output.split(separator: "\n").first.map(String.init) ?? "status \(run.status)"
            return .failure(Problem(text: "\(module.name): swift-symbolgraph-extract failed: \(firstLine)"))
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var graphs: [SymbolGraph] = []
        for file in files.sorted()
        where file == "\(module.name).symbols.json" || file.hasPrefix("\(module.name)@") {
            guard let data = FileManager.default.contents(atPath: "\(directory)/\(file)"),
                let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data)
            else { return .failure(Problem(text: "\(module.name): cannot read \(file)")) }
            graphs.append(graph)
        }
        return .success(APIIndex(graphs: graphs))
    }
}

/// Results written by concurrent workers, one slot each: a worker claims the next slot, fills
/// it, and the reader waits until all are filled.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private var claimed = 0
    private var filled = 0
    private let condition = NSCondition()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard claimed < slots.count else { return nil }
        claimed += 1
        return claimed - 1
    }

    func set(_ position: Int, _ value: Value) {
        condition.lock()
        slots[position] = value
        filled += 1
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilFilled() {
        condition.lock()
        while filled < slots.count { condition.wait() }
        condition.unlock()
    }

    var values: [Value?] {
        condition.lock()
        defer { condition.unlock() }
        return slots
    }
}
