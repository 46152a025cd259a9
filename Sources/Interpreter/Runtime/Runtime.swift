import Foundation
import Synchronization

/// What a running statement can throw besides learner errors and diagnostics: the signal that
/// an optional chain met `nil`.
package struct OptionalChainNil: Swift.Error {}

/// The state evaluation runs in: global variables, the step budget, the recursion depth,
/// printed output, and the failure recorded inside a callback the engine made.
package final class Runtime {
    package let globals = GlobalStorage()
    package let stepBudget: Int
    package let recursionLimit: Int
    package private(set) var stepsUsed = 0
    @exclusivity(unchecked) private var countdown = 0
    private var chunk = 0
    @exclusivity(unchecked) package var depth = 0
    package let interruptRequested = Atomic<Bool>(false)
    /// A failure inside a callback from the engine (a subscription handler): the statement
    /// stops at its next step.
    @exclusivity(unchecked) package private(set) var pendingFailure: Diagnostic?
    /// The range of the top-level statement running, for stops that have no better place.
    package var statementRange: SourceRange?
    package var output = ""
    package var outputSink: ((String) -> Void)?
    /// Warnings and notes produced while running (older spellings, disposed subjects).
    package var notes: [Diagnostic] = []
    /// The standard library and the libraries registered with the interpreter.
    package let libraries: LibrarySet
    /// Learner enums, for implicit members whose type the context does not say.
    package var learnerEnums: [EnumType] = []
    /// Learner objects whose last reference went away, waiting for their `deinit`.
    package private(set) lazy var lifetimes = Lifetimes(runtime: self)
    /// Library types the learner extended (`extension ObservableType { … }`).
    package let extensions = LearnerExtensions()
    /// The state of the learner's random numbers.
    package var randomState = Builtins.SeededGenerator(state: 0x5EED)

    package init(stepBudget: Int, recursionLimit: Int, libraries: LibrarySet) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.libraries = libraries
    }

    // MARK: - Steps and limits

    /// Starts the budget of a top-level statement.
    package func beginStatement(_ range: SourceRange?) {
        stepsUsed = 0
        depth = 0
        pendingFailure = nil
        statementRange = range
        chunk = min(1024, stepBudget)
        countdown = chunk
    }

    /// Counts one step; stops the statement when a limit is reached or a failure is pending.
    @inline(__always)
    package func tick() throws {
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
    package func fail(_ diagnostic: Diagnostic) {
        if pendingFailure == nil { pendingFailure = diagnostic }
        countdown = -1
    }

    /// Throws the failure recorded in a callback, if any.
    @inline(__always)
    package func checkPending() throws {
        if let pendingFailure { throw pendingFailure }
    }

    /// Runs a learner function's body in `frame`, counting the call against the limits.
    @inline(__always)
    package func invoke(_ code: FunctionCode, _ frame: Frame) throws -> Value {
        depth &+= 1
        defer { depth &-= 1 }
        if depth > recursionLimit {
            throw Diagnostic(.error, "stopped after \(Runtime.grouped(recursionLimit)) nested calls",
                             at: code.range, notes: ["the recursion limit guards against endless recursion"])
        }
        try tick()
        if code.releasedSlots.isEmpty { return try code.body(frame) }
        defer { for slot in code.releasedSlots { frame[slot] = .void } }
        return try code.body(frame)
    }

    package static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    // MARK: - Output

    package func write(_ text: String) {
        output += text
        outputSink?(text)
    }

    /// Adds a note or warning once per input (a loop repeats nothing).
    package func note(_ diagnostic: Diagnostic) {
        let duplicate = notes.contains { other in
            other.message == diagnostic.message && other.range?.start == diagnostic.range?.start
                && other.range?.file === diagnostic.range?.file
        }
        if !duplicate { notes.append(diagnostic) }
    }
}
