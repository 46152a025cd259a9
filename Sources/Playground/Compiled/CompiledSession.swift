import Compiling
import Foundation
import Marbles
import RunnerProtocol

/// A session whose learner code the Swift toolchain compiles and runs natively, in a runner
/// process of its own.
///
/// Each input becomes a module (`Input1`, `Input2` …) compiled against the playground's modules
/// and the last input that declared something, then a shared library the runner loads and runs.
/// The session keeps what happened as steps (inputs run, time moved), so when learner code ends
/// the runner (a trap, a stack overflow) a new runner replays the steps and the session is as it
/// was before that input; `:undo` replays all but the last input the same way.
public final class CompiledSession: @unchecked Sendable {
    /// What one request to the session gave.
    public struct Reply: Equatable, Sendable {
        /// The compiler's messages (errors, or warnings for code that then ran).
        public var diagnostics: String = ""
        /// What the learner's code printed, then a trap's report.
        public var output: String
        /// Everything to show at a prompt, in order: the compiler's messages, then the output.
        public var text: String { diagnostics + output }
        /// Whether the input failed (did not compile, trapped, or could not be run).
        public var failed: Bool
        /// The line of the input where it failed (the first error, or where it trapped), when
        /// that is in the input itself.
        public var errorLine: Int? = nil
    }

    /// A file learner code comes from: the path as the user gave it and its whole text, so the
    /// compiler's messages read as swiftc prints them for that file.
    public struct LearnerFile: Equatable, Sendable {
        /// The path, as given.
        public let path: String
        /// The file's text.
        public let text: String

        /// The file at `path` holding `text`.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    private enum Step {
        // Only steps that change the session are recorded (a timeline request is not).
        case run(LoadedUnit)
        case advance(Int64)
        case runUntilIdle(Int64)
        case finishPage(limit: Int64)
        case recordTimeline(Bool)
        case act(UserAction)

        var request: RunnerRequest {
            switch self {
            case .run(let unit): return .run(library: unit.library, entry: unit.entry)
            case .advance(let nanoseconds): return .advance(nanoseconds: nanoseconds)
            case .runUntilIdle(let limit): return .runUntilIdle(limit: limit)
            case .finishPage(let limit): return .finishPage(limit: limit)
            case .recordTimeline(let on): return .recordTimeline(on)
            case .act(let action): return .act(action)
            }
        }
    }

    private struct LoadedUnit {
        let module: String
        let library: String
        let entry: String
        let text: String
        let declares: Bool
    }

    /// Virtual time one typed input moves the clock: a frame of 100 ms.
    public static let frame: Int64 = 100_000_000

    /// The toolchain that compiles the inputs, and the modules they see.
    public let toolchain: Toolchain
    private let compiler: UnitCompiler
    private let directory: String
    private let modules: [String]
    /// `PlaygroundTime`, when this build has it: it replaces learner imports of Foundation,
    /// Dispatch and Glibc, so time and sleeps in learner code are the session's.
    private let timeModule: String?
    private var runner: RunnerProcess?
    private var steps: [Step] = []
    /// What the runner printed and why it ended, when it ended while the prompt waited.
    private var betweenInputs = ""
    /// What the runner may use (memory, processor time).
    private let limits = SessionLimits(
        environment: ProcessInfo.processInfo.environment, physicalMemory: ProcessInfo.processInfo.physicalMemory)
    private var texts: [String: String] = [:]
    private var nextNumber = 1
    /// Seconds of real time one request may run before the session stops it (a runaway loop in
    /// a pipe or a file, where no one presses Ctrl-C).
    public var timeLimit = 30
    /// Seconds of real time each tool of one compile (the compiler, the linker) may run before
    /// the session stops it: the compiler can take minutes on one short expression before it
    /// says it cannot type-check it. The same 30 s as `timeLimit`, set apart so that a test that
    /// shortens the runner's limit does not stop a compile a busy machine slowed down.
    public var compileTimeLimit = 30
    /// The language of the session's own notes (an input interrupted or stopped, a program
    /// that stopped); the console sets it to its own.
    public var language: LessonLanguage = .en
    /// The width the session's own notes wrap to (the console sets it to its own); nil: each
    /// note on one line.
    public var width: Int?
    var messages: SessionTexts { SessionTexts(language: language) }
    /// Whether the learner's output reaches the terminal as printed, control strings and all
    /// (`--raw-output`); by default `ProgramOutputFilter` shows the sequences that reach past
    /// the program's text.
    public var rawOutput = false {
        didSet { runner?.outputFilter.passesEverything = rawOutput }
    }

    /// One of the session's own notes, wrapped to `width`, with its line end.
    private func note(_ text: String) -> String {
        LineFit.fit(text, width: width) + "\n"
    }
    private let runnerLock = NSLock()
    /// Virtual time in nanoseconds, as the runner last reported it.
    public private(set) var now: Int64 = 0
    /// How much work is scheduled on the virtual clock, as the runner last reported it.
    public private(set) var pending = 0

    /// A session using `toolchain`; its units are written to a new folder under the system's
    /// temporary folder, removed when the session ends. Throws `SessionFolderError` when that
    /// folder cannot be made. Compiled units are kept in `cache` (by default the build's).
    public init(toolchain: Toolchain, cache: UnitCache?? = nil) throws(SessionFolderError) {
        self.toolchain = toolchain
        Self.removeAbandonedFolders()
        let template = SessionFolderError.temporaryFolder + "/rxplay-session-\(getpid())-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else {
            throw SessionFolderError(folder: SessionFolderError.temporaryFolder, problem: .system(code: errno))
        }
        directory = String(cString: made)
        do {
            try FileManager.default.createDirectory(atPath: directory + "/files", withIntermediateDirectories: false)
            // The compiler's folder (on its `-I` path) is beside the learner's, never around it:
            // clang would find a module map learner code wrote there, and build it, unconfined.
            try FileManager.default.createDirectory(atPath: directory + "/units", withIntermediateDirectories: false)
        } catch {
            FolderRemoval.remove(directory)
            throw SessionFolderError(folder: directory, problem: FileProblem(error))
        }
        compiler = UnitCompiler(toolchain: toolchain, directory: directory + "/units", cache: cache)
        modules = Self.sessionModules(in: toolchain.modulesDirectory)
        timeModule =
            FileManager.default.fileExists(atPath: "\(toolchain.modulesDirectory)/PlaygroundTime.swiftmodule")
            ? "PlaygroundTime" : nil
    }

    /// The folder learner code may write in: the session's own, removed with it.
    public var writableFolder: String { directory + "/files" }
    /// The folder of the compiled units (beside `writableFolder`).
    public var unitsFolder: String { directory + "/units" }

    deinit {
        end()
    }

    /// Ends the session: its runner stops and its folder is removed. rxplay calls it when the
    /// learner quits, since what holds the session then (the line editor's completion) may live
    /// until the process exits, and exiting runs no deinit. Later calls do nothing.
    public func end() {
        guard !ended else { return }
        ended = true
        runner?.stop()
        FolderRemoval.remove(directory)
    }

    /// Whether `end()` ran.
    private var ended = false

    /// Removes the folders of sessions whose process is gone (killed before it could clean up):
    /// each folder's name carries its process's id.
    static func removeAbandonedFolders() {
        let temporary = NSTemporaryDirectory()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        for name in names where name.hasPrefix("rxplay-session-") {
            let parts = name.split(separator: "-")
            guard parts.count == 4, let pid = Int32(parts[2]), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                FolderRemoval.remove(temporary + "/" + name)
            }
        }
    }

    /// The modules every input imports, as a playground template does: the engine and relays,
    /// then whichever stand-ins this build has.
    static func sessionModules(in modulesDirectory: String) -> [String] {
        let optional = ["RxCocoa", "UIKit", "Photos", "RxTest", "RxBlocking", "PlaygroundSupport", "PlaygroundTime"]
            .filter {
                FileManager.default.fileExists(atPath: "\(modulesDirectory)/\($0).swiftmodule")
            }
        // PlaygroundTime re-exports Foundation and Dispatch with the clock's shadows over them;
        // importing Foundation too would make every shadowed name ambiguous.
        return ["PlaygroundTime", "RxSwift", "RxRelay"] + optional.filter { $0 != "PlaygroundTime" } + [
            "PlaygroundRuntime"
        ]
    }

    private var chainHead: String? {
        for step in steps.reversed() {
            if case .run(let unit) = step, unit.declares { return unit.module }
        }
        return nil
    }

    /// Compiles and runs one input, then moves the clock one frame. An input that is part of a
    /// file (`:load`) shows no values (`showsValues` false); `advancing` false leaves the clock
    /// where it is (the caller moves it, or a file's statements run one after the other).
    ///
    /// `file` names the file the input comes from (`:load`) and holds its whole text, whose
    /// lines the input keeps (blank lines stand for those above it): the compiler's messages
    /// are then printed as swiftc prints them for that file.
    public func submit(
        _ input: String, showsValues: Bool = true, advancing: Bool = true, file: LearnerFile? = nil
    ) -> Reply {
        guard !Self.isBlank(input) else { return Reply(output: "", failed: false) }
        if let refused = refusal(input) { return refused }
        let head = chainHead
        let unit = UnitSource(
            learnerText: input, mode: .session(previous: head, modules: modules), timeModule: timeModule,
            showsValues: showsValues)
        var reply = run(unit, text: input, seesEarlierInputs: head != nil, file: file)
        if !reply.failed && advancing {
            reply.output += perform(.advance(Self.frame)).output
        }
        return reply
    }

    /// The value of `expression` as the prompt shows it (`Int = 3`), computed in the runner with
    /// the timeline not listening, and not recorded as a step (a lesson's state check); or the
    /// first error's message when it does not compile or run.
    public func evaluate(_ expression: String) -> Result<String, EvaluationFailure> {
        if let length = InputLength.tooLong(expression) {
            return .failure(EvaluationFailure(message: messages.tooLong(bytes: length, limit: InputLength.largest)))
        }
        if let refused = BracketDepth.diagnostic(for: expression) {
            return .failure(EvaluationFailure(message: refused.message))
        }
        let head = chainHead
        // The expression's own line, so the compiler's messages point into it.
        let text = "PlaygroundRuntime.capture(\n" + expression + "\n)"
        let unit = UnitSource(
            learnerText: text, mode: .session(previous: head, modules: modules), timeModule: timeModule)
        let module = "Input\(nextNumber)"
        nextNumber += 1
        let name = UnitCompiler.UnitName(module: module, entry: "rxplay_unit_\(module)")
        compiler.stopper.reset(timeLimit: compileTimeLimit)
        let outcome = compiler.compile(unit, name: name, seesEarlierInputs: head != nil)
        if compiler.stopper.timedOut {
            return .failure(EvaluationFailure(message: messages.compilerTimedOut(seconds: compileTimeLimit)))
        }
        switch outcome {
        case .failed(let problem):
            return .failure(EvaluationFailure(message: problem))
        case .cannotWrite(let folder, let problem):
            return .failure(EvaluationFailure(message: messages.cannotWriteSessionFiles(in: folder, problem)))
        case .rejected(let diagnostics):
            let error = diagnostics.first { $0.severity == .error } ?? diagnostics.first
            return .failure(EvaluationFailure(message: error?.message ?? "the expression does not compile"))
        case .compiled(let library, let entry, _):
            guard let runner = liveRunner() else {
                return .failure(EvaluationFailure(message: "the runner did not start"))
            }
            var output = ""
            switch runner.perform(
                .evaluate(library: library, entry: entry), timeLimit: timeLimit, output: { output += $0 })
            {
            case .replied(let reply):
                guard reply.succeeded, let value = reply.payload else {
                    return .failure(EvaluationFailure(message: reply.message ?? "the expression did not run"))
                }
                return .success(value)
            case .stopped, .died, .forged:
                // The check ended the runner: the session is restored without it.
                setRunner(nil)
                restart()
                let report = TrapReport(runnerOutput: output)
                return .failure(EvaluationFailure(message: report.crashLine ?? "the expression stopped the program"))
            }
        }
    }

    /// Why `evaluate(_:)` has no value.
    public struct EvaluationFailure: Error, Equatable {
        /// The compiler's or the runtime's message.
        public let message: String
    }

    /// The runner's answer to a question that changes nothing (`.variables`, `.screen` …), or
    /// nil when it cannot answer.
    public func ask(_ request: RunnerRequest) -> String? {
        question(request)?.payload
    }

    /// The runner's reply to `request`, asked with nothing printed; nil when it cannot answer.
    /// A forged reply ends the runner (the next input starts another) and is said then.
    private func question(_ request: RunnerRequest) -> RunnerReply? {
        guard let runner = liveRunner() else { return nil }
        switch runner.perform(request, timeLimit: timeLimit, output: { _ in }) {
        case .replied(let reply):
            return reply
        case .forged:
            setRunner(nil)
            betweenInputs += note("error: \(messages.forgedReply)")
            return nil
        case .stopped, .died:
            return nil
        }
    }

    /// Runs scheduled work until nothing is left or the next work is due more than `limit`
    /// nanoseconds from now (`pending` then says how much is left).
    public func runUntilIdle(limit: Int64) -> Reply {
        perform(.runUntilIdle(now + limit))
    }

    /// How many steps the session has recorded: `rewind(toStep:)` comes back to this point.
    public var stepCount: Int { steps.count }

    /// Drops every step after the first `count`, replaying the others in a new runner (`:undo`,
    /// `:reset`).
    public func rewind(toStep count: Int) {
        guard count < steps.count else { return }
        steps.removeSubrange(count...)
        restart()
    }

    /// Runs a whole program, as `main.swift` (`rxplay run`), then its clock until nothing is
    /// scheduled or `timeLimit` nanoseconds of virtual time have passed.
    public func runProgram(_ text: String, fileName: String, timeLimit: Int64) -> Reply {
        if let refused = refusal(text, file: fileName) { return refused }
        // Only the imports it writes, as swiftc compiles it: a program that names no Foundation
        // does not see it (its own `import Foundation` becomes PlaygroundTime's, on the clock).
        let extra: [String] = []
        let unit = UnitSource(
            learnerText: text, mode: .program(extraImports: extra, fileName: fileName), timeModule: timeModule)
        // Nothing reads a program's timeline: its events are not recorded.
        let stopped = perform(.recordTimeline(false))
        guard !stopped.failed else { return stopped }
        var reply = run(
            unit, text: text, seesEarlierInputs: false, module: "main", file: LearnerFile(path: fileName, text: text))
        guard !reply.failed else { return reply }
        let idle = perform(.runUntilIdle(timeLimit))
        reply.output += idle.output + stillScheduled(after: timeLimit)
        reply.failed = idle.failed
        return reply
    }

    /// Runs an Xcode playground as Xcode does: its `Sources` as a module the pages see, then each
    /// page as a program of its own (a fresh runner with the sources loaded), its clock run until
    /// nothing is scheduled or `timeLimit` nanoseconds have passed; stops at the first page that
    /// fails.
    public func runPlayground(_ playground: XcodePlayground, timeLimit: Int64) -> Reply {
        steps.removeAll()
        restart()
        // Nothing reads a page's timeline: its events are not recorded.
        let stopped = perform(.recordTimeline(false))
        guard !stopped.failed else { return stopped }
        var imports = ["PlaygroundTime", "PlaygroundSupport"].filter {
            FileManager.default.fileExists(atPath: "\(toolchain.modulesDirectory)/\($0).swiftmodule")
        }
        var reply = Reply(output: "", failed: false)
        switch loadSourcesModule(of: playground) {
        case .failed(let failed):
            return failed
        case .none:
            break
        case .loaded(let module, let diagnostics):
            reply.diagnostics = diagnostics
            imports.append(module)
        }
        let sourcesSteps = steps
        for page in playground.pages {
            if let refused = refusal(page.text, file: page.file) {
                reply.diagnostics += refused.diagnostics
                reply.failed = true
                return reply
            }
            steps = sourcesSteps
            restart()
            let unit = UnitSource(
                learnerText: page.text, mode: .program(extraImports: imports, fileName: page.file),
                timeModule: timeModule)
            let ran = run(
                unit, text: page.text, seesEarlierInputs: false, module: "main",
                file: LearnerFile(path: page.file, text: page.text))
            reply.diagnostics += ran.diagnostics
            reply.output += ran.output
            guard !ran.failed else {
                reply.failed = true
                return reply
            }
            // As Xcode does: a page's clock runs on only when it asks for indefinite execution.
            let idle = perform(.finishPage(limit: timeLimit))
            reply.output += idle.output + stillScheduled(after: timeLimit)
            if idle.failed {
                reply.failed = true
                return reply
            }
        }
        return reply
    }

    /// Acts as the user on the screen (`:tap`, `:select` …), as a step of the session; fails
    /// with the reason when the screen has nothing to act on.
    public func act(_ action: UserAction) -> Reply {
        perform(.act(action))
    }

    /// Compiles an app's files as one module (`compiled`, the texts the compiler reads, in the
    /// order of `shown`, whose paths and texts its messages show; `generated`, what the
    /// playground adds, after them), loads it into this session and calls its C function `entry`.
    /// Later inputs import the module and reach its internal declarations.
    public func loadModule(
        shown: [LearnerFile], compiled: [String], generated: [LearnerFile], module: String, entry: String
    ) -> Reply {
        for file in shown {
            if let refused = refusal(file.text, file: file.path) { return refused }
        }
        let files = shown.map { (path: $0.path, text: $0.text) }
        let prepared =
            zip(shown, compiled).map { file, text in
                (
                    path: file.path,
                    text: UnitSource(
                        learnerText: text, mode: .program(extraImports: [], fileName: file.path),
                        timeModule: timeModule
                    ).text
                )
            } + generated.map { (path: $0.path, text: $0.text) }
        compiler.stopper.reset(timeLimit: compileTimeLimit)
        let outcome = compiler.compileLibrary(prepared, module: module, testable: true)
        if let stopped = stoppedCompile() { return stopped }
        switch outcome {
        case .failed(let problem):
            return Reply(output: "error: \(problem)\n", failed: true)
        case .cannotWrite(let folder, let problem):
            return cannotWrite(in: folder, problem)
        case .rejected(let diagnostics):
            return Reply(diagnostics: renderFiles(diagnostics, files), output: "", failed: true)
        case .compiled(let library, _, let warnings):
            let diagnostics = renderFiles(warnings, files)
            let text = files.map(\.text).joined(separator: "\n")
            var loaded = perform(
                .run(LoadedUnit(module: module, library: library, entry: entry, text: text, declares: true)))
            loaded.diagnostics = diagnostics
            return loaded
        }
    }

    /// Compiles an Xcode playground's `Sources` as the module its pages see and runs it in this
    /// session: later inputs see its public declarations, as a playground's pages do (a
    /// playground taken as a lesson). The compiler's warnings come back as `diagnostics`.
    public func loadSources(of playground: XcodePlayground) -> Reply {
        switch loadSourcesModule(of: playground) {
        case .failed(let failed): return failed
        case .none: return Reply(output: "", failed: false)
        case .loaded(_, let diagnostics): return Reply(diagnostics: diagnostics, output: "", failed: false)
        }
    }

    /// How loading a playground's `Sources` went.
    private enum SourcesLoad {
        /// The playground has no sources.
        case none
        /// The sources run as `module`; the compiler warned with `diagnostics`.
        case loaded(module: String, diagnostics: String)
        /// They did not compile or run: the reply says why.
        case failed(Reply)
    }

    /// The playground's `Sources` compiled as one module and loaded as a step that later inputs
    /// import; no module when it has no sources.
    private func loadSourcesModule(of playground: XcodePlayground) -> SourcesLoad {
        guard !playground.sources.isEmpty else { return .none }
        for source in playground.sources {
            if let refused = refusal(source.text, file: source.file) { return .failed(refused) }
        }
        let module = Self.moduleName(playground.name) + "_Sources"
        let files = playground.sources.map { (path: $0.file, text: $0.text) }
        // The same import rule as every unit's (Foundation, Dispatch, Glibc → PlaygroundTime);
        // the directive keeps the file's own name and lines.
        let prepared = files.map { file in
            (
                path: file.path,
                text: UnitSource(
                    learnerText: file.text, mode: .program(extraImports: [], fileName: file.path),
                    timeModule: timeModule
                ).text
            )
        }
        compiler.stopper.reset(timeLimit: compileTimeLimit)
        let outcome = compiler.compileLibrary(prepared, module: module)
        if let stopped = stoppedCompile() { return .failed(stopped) }
        switch outcome {
        case .failed(let problem):
            return .failed(Reply(output: "error: \(problem)\n", failed: true))
        case .cannotWrite(let folder, let problem):
            return .failed(cannotWrite(in: folder, problem))
        case .rejected(let diagnostics):
            return .failed(Reply(diagnostics: renderFiles(diagnostics, files), output: "", failed: true))
        case .compiled(let library, _, let warnings):
            let diagnostics = renderFiles(warnings, files)
            let text = files.map(\.text).joined(separator: "\n")
            let loaded = perform(
                .run(LoadedUnit(module: module, library: library, entry: "", text: text, declares: true)))
            guard !loaded.failed else {
                return .failed(Reply(diagnostics: diagnostics, output: loaded.output, failed: true))
            }
            return .loaded(module: module, diagnostics: diagnostics)
        }
    }

    private func renderFiles(_ diagnostics: [CompilerDiagnostic], _ files: [(path: String, text: String)]) -> String {
        Self.shown(
            DiagnosticText.renderFile(
                diagnostics.map { diagnostic in
                    LearnerDiagnostic.placing(diagnostic) { message in
                        if let file = files.first(where: { $0.path == message.file }) {
                            return .init(
                                text: file.text, map: SourceMap(preludeLines: 0, insertions: [:]),
                                file: DisplayPath.of(file.path))
                        }
                        return Self.generatedSource(message)
                    }
                }))
    }

    /// The compiler's messages as they may reach the terminal: they quote the files' names and
    /// lines, whose control characters are shown visibly (one column each: in a file's messages,
    /// whose columns count characters, a caret stays under its character).
    private static func shown(_ diagnostics: String) -> String {
        ControlCharacters.visibleLines(diagnostics)
    }

    /// A declaration the compiler printed for a note (`RxSwift.Observable`), shown as swiftc
    /// shows it in a file's messages.
    private static func generatedSource(_ message: CompilerDiagnostic) -> LearnerDiagnostic.Source? {
        guard let text = message.generatedText, let name = message.file else { return nil }
        return .init(text: text, map: SourceMap(preludeLines: 0, insertions: [:]), file: name)
    }

    /// A module name made of `name`'s letters and digits (`My Playground` → `My_Playground`).
    static func moduleName(_ name: String) -> String {
        let mapped = name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }
        let text = String(mapped)
        return text.first?.isNumber == true ? "_" + text : (text.isEmpty ? "Playground" : text)
    }

    /// What to say when a run stopped at its time limit with work still scheduled, in the
    /// session's language; empty otherwise.
    private func stillScheduled(after limit: Int64) -> String {
        guard pending > 0 else { return "" }
        let duration = PlaygroundClock.format(milliseconds: Int(limit / 1_000_000))
        return messages.stoppedWithWorkScheduled(after: duration, hint: messages.timeOptionSetsTheLimit) + "\n"
    }

    /// Moves the clock `nanoseconds` forward (`:wait`).
    public func wait(_ nanoseconds: Int64) -> Reply {
        perform(.advance(nanoseconds))
    }

    /// The timeline recorded so far, or nil when the runner cannot give one.
    public func timeline() -> Timeline? {
        guard let reply = question(.timeline), let payload = reply.payload,
            let timeline = try? JSONDecoder().decode(Timeline.self, from: Data(payload.utf8))
        else { return nil }
        // Learner code shares the runner's process and can put anything in its timeline: times
        // outside the session's clock (frames of 100 ms) are no record of it, and drawing them
        // would overflow.
        let latest = Int(max(0, reply.now) / 100_000_000 + 1)
        let plausible = timeline.lanes.allSatisfy { lane in
            (lane.start.map { (0...latest).contains($0) } ?? true) && lane.droppedCount >= 0
                && lane.entries.allSatisfy { (0...latest).contains($0.time) }
        }
        guard plausible else {
            runner?.stop()
            setRunner(nil)
            betweenInputs += note("error: \(messages.forgedReply)")
            return nil
        }
        return timeline
    }

    /// The text of every input that ran and is still part of the session (not undone), oldest
    /// first: what the session has declared (completion reads it).
    public var inputs: [String] {
        steps.compactMap { step in
            if case .run(let unit) = step { return unit.text }
            return nil
        }
    }

    /// The module and text of every input still part of the session, oldest first (`:subs`
    /// reads a class's source from the input that declared it).
    public var inputUnits: [(module: String, text: String)] {
        steps.compactMap { step in
            if case .run(let unit) = step { return (unit.module, unit.text) }
            return nil
        }
    }

    /// Drops the last input, replaying the others in a new runner; false when there is none.
    public func undo() -> Bool {
        guard let last = steps.lastIndex(where: { if case .run = $0 { return true } else { return false } }) else {
            return false
        }
        steps.removeSubrange(last...)
        restart()
        return true
    }

    private func run(
        _ unit: UnitSource, text: String, seesEarlierInputs: Bool, module: String? = nil, file: LearnerFile? = nil
    ) -> Reply {
        let module = module ?? "Input\(nextNumber)"
        let name = UnitCompiler.UnitName(module: module, entry: "rxplay_unit_\(module)")
        compiler.stopper.reset(timeLimit: compileTimeLimit)
        let outcome = compiler.compile(unit, name: name, seesEarlierInputs: seesEarlierInputs)
        // A Ctrl-C while the compiler worked, or its time ran out: nothing of the input runs.
        if let stopped = stoppedCompile() { return stopped }
        switch outcome {
        case .failed(let problem):
            return Reply(output: "error: \(problem)\n", failed: true)
        case .cannotWrite(let folder, let problem):
            return cannotWrite(in: folder, problem)
        case .rejected(let diagnostics):
            var reply = Reply(
                diagnostics: render(diagnostics, unit: unit, text: text, file: file), output: "", failed: true)
            reply.errorLine =
                diagnostics.lazy.filter { $0.severity == .error }.compactMap { diagnostic in
                    LearnerDiagnostic.placing(diagnostic) {
                        $0.file == unit.fileName ? .init(text: text, map: unit.map) : nil
                    }.place?.line
                }.first
            return reply
        case .compiled(let library, let entry, let warnings):
            nextNumber += 1
            texts[module] = text
            let loaded = LoadedUnit(module: module, library: library, entry: entry, text: text, declares: unit.declares)
            var reply = perform(.run(loaded))
            reply.diagnostics = render(warnings, unit: unit, text: text, file: file)
            return reply
        }
    }

    /// The compiler's messages about `unit`, on the learner's lines: as swiftc prints them for
    /// `file`, or at the prompt, where a note about an earlier input's declaration shows that
    /// input's line (never the declaration as the compiler printed it).
    private func render(
        _ diagnostics: [CompilerDiagnostic], unit: UnitSource, text: String, file: LearnerFile?
    ) -> String {
        if let file {
            return Self.shown(
                DiagnosticText.renderFile(
                    diagnostics.map { diagnostic in
                        LearnerDiagnostic.placing(diagnostic) { message in
                            if message.file == unit.fileName {
                                return .init(text: file.text, map: unit.map, file: DisplayPath.of(file.path))
                            }
                            return Self.generatedSource(message)
                        }
                    }))
        }
        let placed = diagnostics.map { diagnostic in
            LearnerDiagnostic.placing(diagnostic) { message in
                if message.file == unit.fileName { return .init(text: text, map: unit.map) }
                return earlierInputSource(message)
            }
        }
        return Self.shown(DiagnosticText.render(placed))
    }

    /// The earlier input a note's declaration comes from (the compiler names it `InputN.name`
    /// and prints the declaration), with the note moved onto that input's own line.
    private func earlierInputSource(_ message: CompilerDiagnostic) -> LearnerDiagnostic.Source? {
        guard let name = message.file, let printed = message.generatedText,
            let module = name.split(separator: ".").first, let input = texts[String(module)],
            let found = DeclarationFinder.position(
                pointedAt: (message.line, message.column), inPrinted: printed, inSource: input)
        else { return nil }
        return .init(text: input, position: found)
    }

    /// Carries out one step in the runner (starting one if needed) and records it when it
    /// succeeded; when the runner dies, reports the trap and restores the session.
    private func perform(_ step: Step) -> Reply {
        guard let runner = liveRunner() else {
            return Reply(output: note("error: \(messages.runnerDidNotStart)"), failed: true)
        }
        var output = betweenInputs
        betweenInputs = ""
        switch runner.perform(step.request, timeLimit: timeLimit, output: { output += $0 }) {
        case .forged:
            setRunner(nil)
            restart()
            return Reply(output: output + note("error: \(messages.forgedReply)"), failed: true)
        case .stopped(let reason):
            setRunner(nil)
            restart()
            switch reason {
            case .interrupted:
                return interrupted(output: output)
            case .timedOut(let seconds):
                return Reply(output: output + note("error: \(messages.timedOut(seconds: seconds))"), failed: true)
            }
        case .replied(let reply):
            now = reply.now
            pending = reply.pending
            guard reply.succeeded else {
                let why = reply.refusal.map(messages.refusal) ?? reply.message ?? messages.inputCouldNotRun
                return Reply(output: output + note("error: \(why)"), failed: true)
            }
            steps.append(step)
            return Reply(output: output, failed: false)
        case .died(let status, let signal):
            setRunner(nil)
            if status == RunnerExit.channelLost && signal == 0 {
                // Closed by an earlier input, which every replay runs again: said at each input,
                // never taken for the program ending itself, which said nothing.
                return Reply(output: output + note("error: \(messages.channelClosed)"), failed: true)
            }
            let report = TrapReport(runnerOutput: output)
            if status == 0 && signal == 0 && report.crashLine == nil {
                // The program ended itself (`exit(0)`, `PlaygroundPage.current.finishExecution()`):
                // not a failure; a session carries on as it was before this input.
                restart()
                return Reply(output: report.output, failed: false)
            }
            var text = report.output
            if let crash = report.crashLine, !text.contains("Fatal error") && !text.contains("failed:") {
                text += crash + "\n"
            } else if signal == SIGXCPU {
                text += note(messages.programEnded(.processorTime(seconds: limits.processorSeconds)))
            } else if report.crashLine == nil && signal != 0 && !text.contains("Fatal error") {
                text += note(messages.programEnded(.signal(signal)))
            } else if signal == 0 && report.crashLine == nil {
                text += note(messages.programEnded(.status(status)))
            }
            if report.isStackOverflow {
                text += note(messages.outOfStack)
            }
            if let place = report.place, let source = texts[place.module] {
                let column = Self.column(place.column, onLine: place.line, of: source)
                text += Self.shown(
                    DiagnosticText.render([
                        LearnerDiagnostic(
                            severity: .note, message: messages.stoppedHere,
                            place: .init(text: source, line: place.line, column: column), notes: [])
                    ]))
            }
            restart()
            var reply = Reply(output: text, failed: true)
            // The line, when the trap is in this step's input or, for a clock move, in the input
            // that ran last (a script's handler failing after its last statement).
            let lastRun = steps.last { if case .run = $0 { return true } else { return false } }
            if let place = report.place {
                if case .run(let unit) = step, place.module == unit.module { reply.errorLine = place.line }
                if case .run = step {
                } else if case .run(let unit) = lastRun, place.module == unit.module {
                    reply.errorLine = place.line
                }
            }
            return reply
        }
    }

    /// Stops the input being compiled or run now (Ctrl-C), from any thread; the input is
    /// dropped. Between inputs it does nothing. Returns whether it ended a tool or a request in
    /// progress: until one is, a Ctrl-C that came just before the input's work began is repeated
    /// (`InterruptWatcher`), and once one is, it is not, so what the session does after it (the
    /// screen's state, an interrupted compile's fresh runner) is not stopped too.
    @discardableResult
    public func interrupt() -> Bool {
        let endedTool = compiler.stopper.stop()
        runnerLock.lock()
        let current = runner
        runnerLock.unlock()
        let endedRequest = current?.stop(because: .interrupted) ?? false
        return endedTool || endedRequest
    }

    /// The reply when the session's files for an input could not be written (the disk is full).
    private func cannotWrite(in folder: String, _ problem: FileProblem) -> Reply {
        Reply(output: note("error: " + messages.cannotWriteSessionFiles(in: folder, problem)), failed: true)
    }

    /// The reply when the compile just done was stopped, by Ctrl-C or at the time limit; nil
    /// when it ran to its end.
    private func stoppedCompile() -> Reply? {
        guard compiler.stopper.isStopped else { return nil }
        if compiler.stopper.timedOut {
            return Reply(output: note("error: " + messages.compilerTimedOut(seconds: compileTimeLimit)), failed: true)
        }
        return interrupted(output: "")
    }

    /// The reply to an input stopped by Ctrl-C, after what it printed.
    private func interrupted(output: String) -> Reply {
        Reply(output: output + note(messages.interrupted), failed: true)
    }

    private func setRunner(_ new: RunnerProcess?) {
        runnerLock.lock()
        runner = new
        runnerLock.unlock()
    }

    private func liveRunner() -> RunnerProcess? {
        if let runner, let ended = runner.endedBetweenRequests() {
            // A runner that lost its channel is said when the input it cannot run fails.
            if ended.status != RunnerExit.channelLost || ended.signal != 0 {
                betweenInputs += ended.output + endedNotice(status: ended.status, signal: ended.signal)
            }
        }
        if let runner, runner.isAlive { return runner }
        restart()
        return runner
    }

    /// Why the runner ended while the prompt waited, said with the next input's output.
    private func endedNotice(status: Int32, signal: Int32) -> String {
        let end: SessionTexts.RunnerEnd =
            signal == SIGXCPU
            ? .processorTime(seconds: limits.processorSeconds) : signal != 0 ? .signal(signal) : .status(status)
        return note(messages.endedBetweenInputs(end))
    }

    /// A new runner with every recorded step replayed, output discarded.
    private func restart() {
        runner?.stop()
        setRunner(nil)
        var environment = ProcessInfo.processInfo.environment
        environment["RXPLAY_MEMORY_LIMIT_MB"] = String(limits.memoryMegabytes)
        environment["RXPLAY_CPU_LIMIT_S"] = String(limits.processorSeconds)
        // The only folder learner code may write in (Landlock, set up by the runner), which is
        // also its temporary folder.
        environment["RXPLAY_WRITABLE"] = writableFolder
        // The runner's box: it ends itself when this process is gone, and says when it gets fewer
        // parts than this machine gave the probe at start.
        environment["RXPLAY_SESSION_PID"] = String(getpid())
        environment["RXPLAY_BOX_EXPECTED"] = String(Confinement.parts)
        environment["TMPDIR"] = writableFolder
        // Set and dictionary order is fixed when the runtime starts, before anything is seeded.
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment["SWIFT_BACKTRACE"] =
            "enable=yes,interactive=no,color=no,threads=crashed,registers=crashed,images=none,sanitize=no,limit=64,top=0"
        guard
            let fresh = try? RunnerProcess(
                runner: toolchain.runner, modules: toolchain.modulesLibrary, environment: environment)
        else { return }
        fresh.outputFilter.passesEverything = rawOutput
        now = 0
        pending = 0
        for step in steps {
            if case .replied(let reply) = fresh.perform(step.request, timeLimit: timeLimit, output: { _ in }) {
                now = reply.now
                pending = reply.pending
            } else {
                return
            }
        }
        setRunner(fresh)
    }

    /// A trap's column as the backtrace gives it (a return address: it may point past the call,
    /// even past the line's end), kept on the line: past the end, the line's first character.
    static func column(_ column: Int, onLine line: Int, of text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return column }
        let bytes = Array(lines[line - 1].utf8)
        if column <= bytes.count { return column }
        return (bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? 0) + 1
    }

    /// The failed reply for a text the playground cannot read (longer than `InputLength`
    /// allows, or brackets nested too deeply for swift-syntax), before anything parses it; nil
    /// for any other text. A file's text names `file`.
    private func refusal(_ text: String, file: String? = nil) -> Reply? {
        if let length = InputLength.tooLong(text) {
            let message = (file.map { "\($0): " } ?? "") + messages.tooLong(bytes: length, limit: InputLength.largest)
            let diagnostic = LearnerDiagnostic(severity: .error, message: message, place: nil, notes: [])
            return Reply(diagnostics: Self.shown(DiagnosticText.render([diagnostic])), output: "", failed: true)
        }
        guard let diagnostic = BracketDepth.diagnostic(for: text) else { return nil }
        var reply = Reply(diagnostics: Self.shown(DiagnosticText.render([diagnostic])), output: "", failed: true)
        reply.errorLine = diagnostic.place?.line
        return reply
    }

    /// Whether every line of `input` is blank or a `//` comment; it reads only up to the first
    /// line of code.
    private static func isBlank(_ input: String) -> Bool {
        var rest = input[...]
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            // Its start past spaces and tabs, as trimming them would leave it (trimming a
            // megabyte line took a tenth of a second).
            let start = rest[..<end].unicodeScalars.drop { CharacterSet.whitespaces.contains($0) }
            if !start.isEmpty && !start.starts(with: "//".unicodeScalars) { return false }
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
        }
        return true
    }
}
