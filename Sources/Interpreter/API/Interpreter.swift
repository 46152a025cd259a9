import Foundation

/// Runs the Swift that learners type, one input at a time, keeping top-level declarations
/// from one input to the next.
///
/// ```swift
/// let interpreter = Interpreter()
/// interpreter.run("let names = [\"Ann\", \"Bob\"]")
/// interpreter.run("names.forEach { print($0) }").output   // "Ann\nBob\n"
/// interpreter.run("1 + 2").value?.line                     // "Int = 3"
/// ```
///
/// It knows the Swift language and its standard library subset; libraries (RxSwift, the UIKit
/// stand-ins) are handed to it when it is made, each registering into its own `LibrarySet`.
public final class Interpreter {
    package let runtime: Runtime
    package let globals = GlobalEnvironment()
    package let compiler: Compiler
    private let thread: EvaluationThread
    private let lock = NSLock()

    /// An interpreter of the language alone, with `configuration`.
    public convenience init(configuration: InterpreterConfiguration = .init()) {
        self.init(configuration: configuration, libraries: [])
    }

    /// An interpreter with `configuration` whose learner code can use `libraries` (each is
    /// registered into this interpreter's own library set; a library instance serves one interpreter).
    package init(configuration: InterpreterConfiguration, libraries: [any InterpreterLibrary]) {
        let librarySet = LibrarySet(libraries)
        let runtime = Runtime(stepBudget: configuration.stepBudget, recursionLimit: configuration.recursionLimit,
                              memoryBudget: configuration.memoryBudget, stackSize: configuration.stackSize,
                              libraries: librarySet)
        runtime.outputSink = configuration.output
        self.runtime = runtime
        compiler = Compiler(runtime: runtime, globals: globals)
        thread = EvaluationThread(stackSize: configuration.stackSize)
        librarySet.interpreter = self
    }

    deinit {
        let runtime = self.runtime
        thread.run { runtime.globals.clear() }
        thread.stop()
    }

    /// Parses and runs one input (one or more statements). A statement that fails stops the
    /// input; what earlier statements and inputs declared stays usable. When the input is one
    /// part of a script, `firstLine` is the script line it starts on, and diagnostics show
    /// the script's line numbers (also when they surface while a later input runs).
    @discardableResult
    public func run(_ source: String, firstLine: Int = 1) -> RunResult {
        lock.lock()
        defer { lock.unlock() }
        return thread.run { [self] in TopLevelRunner(interpreter: self).run(source, firstLine: firstLine) }
    }

    /// Runs engine work (such as advancing the virtual clock) on the evaluation thread, under
    /// the step budget, collecting what learner handlers print and any failure.
    @discardableResult
    public func perform(_ work: @escaping () -> Void) -> RunResult {
        lock.lock()
        defer { lock.unlock() }
        return thread.run { [self] in TopLevelRunner(interpreter: self).perform(work) }
    }

    /// Whether `source` is a complete input, or still has an open brace, bracket, parenthesis,
    /// multi-line string or comment (the REPL then asks for another line).
    public func isComplete(_ source: String) -> Bool {
        InputCompleteness.isComplete(source)
    }

    /// Whether `source` holds any code: an input of only comments and blank lines does nothing
    /// (and does not move the clock).
    public func hasCode(_ source: String) -> Bool {
        InputCompleteness.hasCode(source)
    }

    /// Stops the running statement at its next step with `stopped: interrupted`. Safe to call
    /// from any thread (a Ctrl-C handler).
    public func interrupt() {
        runtime.interruptRequested.store(true, ordering: .relaxed)
    }

    /// The top-level variables, in the order they were declared.
    public var variables: [VariableSummary] {
        lock.lock()
        defer { lock.unlock() }
        return thread.run { [self] in
            globals.variables.values.sorted { slot($0) < slot($1) }.map { info in
                let value: Value
                if case .global(let slot) = info.storage { value = runtime.globals[slot] } else { value = .void }
                let type = info.type.isUnknown ? ValuePrinter.dynamicType(of: value) : info.type
                return VariableSummary(name: info.name, typeName: TopLevelRunner.typeName(type, value),
                                       valueText: TopLevelRunner.replText(value), isConstant: info.isLet)
            }
        }
    }

    /// Runs `body` on the evaluation thread, between inputs (for questions about live values).
    package func onEvaluationThread<Result>(_ body: @escaping () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return thread.run(body)
    }

    private func slot(_ info: VariableInfo) -> Int {
        if case .global(let slot) = info.storage { return slot }
        return 0
    }

    /// Completion candidates for the identifier being typed at the end of `prefix`: variable,
    /// type and function names, or members after a `.`. Each candidate is the whole identifier.
    public func completions(for prefix: String) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return thread.run { [self] in Completions(interpreter: self).candidates(for: prefix) }
    }
}
