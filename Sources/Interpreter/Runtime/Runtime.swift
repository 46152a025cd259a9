import Foundation
import RxCore
import Synchronization

/// What a running statement can throw besides learner errors and diagnostics: the signal that
/// an optional chain met `nil`.
struct OptionalChainNil: Swift.Error {}

/// The state evaluation runs in: global variables, the step budget, the recursion depth,
/// printed output, and the failure recorded inside a callback the engine made.
final class Runtime {
    let globals = GlobalStorage()
    let stepBudget: Int
    let recursionLimit: Int
    private(set) var stepsUsed = 0
    @exclusivity(unchecked) private var countdown = 0
    private var chunk = 0
    @exclusivity(unchecked) var depth = 0
    let interruptRequested = Atomic<Bool>(false)
    /// A failure inside a callback from the engine (a subscription handler): the statement
    /// stops at its next step.
    @exclusivity(unchecked) private(set) var pendingFailure: Diagnostic?
    /// The range of the top-level statement running, for stops that have no better place.
    var statementRange: SourceRange?
    var output = ""
    var outputSink: ((String) -> Void)?
    /// Warnings and notes produced while running (older spellings, disposed subjects).
    var notes: [Diagnostic] = []
    let scheduler: any SchedulerType
    /// The interpreter's hooks.
    let events: EventHub
    /// Learner enums, for implicit members whose type the context does not say.
    var learnerEnums: [EnumType] = []
    /// The state of the learner's random numbers.
    var randomState = Builtins.SeededGenerator(state: 0x5EED)
    /// The mock UI kit's screen, when `InterpreterConfiguration.mockUIKit` is on.
    var mockUI: MockUIScreen?

    init(stepBudget: Int, recursionLimit: Int, scheduler: any SchedulerType, events: EventHub) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.scheduler = scheduler
        self.events = events
    }

    /// The runtime of the interpreter running on this thread.
    static var current: Runtime? {
        get { Thread.current.threadDictionary["RxPlaygroundRuntime"] as? Runtime }
        set { Thread.current.threadDictionary["RxPlaygroundRuntime"] = newValue }
    }

    // MARK: - Steps and limits

    /// Starts the budget of a top-level statement.
    func beginStatement(_ range: SourceRange?) {
        stepsUsed = 0
        depth = 0
        pendingFailure = nil
        statementRange = range
        chunk = min(1024, stepBudget)
        countdown = chunk
    }

    /// Counts one step; stops the statement when a limit is reached or a failure is pending.
    @inline(__always)
    func tick() throws {
        countdown &-= 1
        if countdown < 0 { try slowTick() }
    }

    private func slowTick() throws {
        if let pendingFailure { throw pendingFailure }
        if interruptRequested.exchange(false, ordering: .relaxed) {
            throw Diagnostic(.error, "stopped: interrupted", at: statementRange)
        }
        stepsUsed += chunk
        if stepsUsed >= stepBudget {
            countdown = 0
            throw Diagnostic(.error, "stopped after \(Runtime.grouped(stepBudget)) steps", at: statementRange,
                             notes: ["the step budget guards against endless loops"])
        }
        chunk = min(1024, stepBudget - stepsUsed)
        countdown = chunk - 1
    }

    /// Records a failure inside an engine callback; the statement stops at its next step.
    func fail(_ diagnostic: Diagnostic) {
        if pendingFailure == nil { pendingFailure = diagnostic }
        countdown = -1
    }

    /// Throws the failure recorded in a callback, if any.
    @inline(__always)
    func checkPending() throws {
        if let pendingFailure { throw pendingFailure }
    }

    /// Runs a learner function's body in `frame`, counting the call against the limits.
    @inline(__always)
    func invoke(_ code: FunctionCode, _ frame: Frame) throws -> Value {
        depth &+= 1
        defer { depth &-= 1 }
        if depth > recursionLimit {
            throw Diagnostic(.error, "stopped after \(Runtime.grouped(recursionLimit)) nested calls",
                             at: code.range, notes: ["the recursion limit guards against endless recursion"])
        }
        try tick()
        return try code.body(frame)
    }

    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    // MARK: - Output

    func write(_ text: String) {
        output += text
        outputSink?(text)
    }

    /// Adds a note or warning once per input (a loop repeats nothing).
    func note(_ diagnostic: Diagnostic) {
        let duplicate = notes.contains { other in
            other.message == diagnostic.message && other.range?.start == diagnostic.range?.start
                && other.range?.file === diagnostic.range?.file
        }
        if !duplicate { notes.append(diagnostic) }
    }
}
