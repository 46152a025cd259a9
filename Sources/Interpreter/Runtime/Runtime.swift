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

    /// The bytes one top-level statement may build (an estimate of strings, arrays and
    /// subscriptions made), so a value that doubles without end stops with a message.
    package let memoryBudget: Int
    package private(set) var memoryCharged = 0

    /// How much of the evaluation thread's stack a statement may use before a learner call
    /// stops it (the rest is kept for the engine and printing between learner calls).
    private let stackAllowance: UInt
    /// The lowest stack address a learner call may start at in the running statement.
    @exclusivity(unchecked) private var stackFloor: UInt = 0

    package init(stepBudget: Int, recursionLimit: Int, memoryBudget: Int = 1 << 30, stackSize: Int = 256 << 20,
                 libraries: LibrarySet) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.memoryBudget = memoryBudget
        let size = UInt(max(stackSize, 1 << 20))
        stackAllowance = size - min(size / 4, 16 << 20)
        self.libraries = libraries
    }

    /// Whether this thread's stack is past the floor of the running statement. Only addresses
    /// just below the floor count: a call on another thread (whose stack lies elsewhere) is
    /// never stopped by it.
    private func isStackNearlyFull() -> Bool {
        let address = Runtime.stackAddress()
        return address < stackFloor && stackFloor - address < (16 << 20)
    }

    /// The address of a local of the caller's frame: how deep the stack is.
    @inline(never)
    private static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    // MARK: - Steps and limits

    /// Starts the budget of a top-level statement.
    package func beginStatement(_ range: SourceRange?) {
        stepsUsed = 0
        memoryCharged = 0
        depth = 0
        let here = Runtime.stackAddress()
        stackFloor = here > stackAllowance ? here - stackAllowance : 0
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

    /// Counts the work of a builtin that visits `elements` values (sorting, copying a range)
    /// as steps, a quarter step each, and checks for an interrupt: a loop of builtins over
    /// millions of elements stops at the budget or Ctrl-C like a loop of learner code.
    package func tick(elements: Int) throws {
        try tick(steps: max(0, elements) / 4)
    }

    /// Counts `steps` at once (work heavier than one step, such as an engine resubscription).
    package func tick(steps: Int) throws {
        guard steps > countdown else {
            countdown &-= steps
            return
        }
        let (sum, overflow) = stepsUsed.addingReportingOverflow(steps)
        stepsUsed = overflow ? .max : sum
        countdown = -1
        try tick()
    }

    /// Whether `interrupt()` was asked for, clearing the request (for long builtin work that
    /// checks now and then and stops).
    package func takeInterruptRequest() -> Bool { interruptRequested.exchange(false, ordering: .relaxed) }

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

    // MARK: - Memory

    /// Counts `bytes` the statement is about to build against the memory budget; throws when the
    /// budget would be exceeded (before anything is built).
    package func charge(bytes: Int, at range: SourceRange?) throws {
        if let diagnostic = chargeFailure(bytes, at: range) { throw diagnostic }
    }

    /// Counts `bytes` built inside an engine callback (a subscription): past the budget the
    /// statement stops at its next step.
    package func chargeInCallback(bytes: Int, at range: SourceRange?) {
        if let diagnostic = chargeFailure(bytes, at: range) { fail(diagnostic) }
    }

    private func chargeFailure(_ bytes: Int, at range: SourceRange?) -> Diagnostic? {
        let (total, overflow) = memoryCharged.addingReportingOverflow(max(0, bytes))
        memoryCharged = overflow ? .max : total
        guard overflow || total > memoryBudget else { return nil }
        return Diagnostic(.error, "stopped: the statement needs more than \(Runtime.bytesText(memoryBudget)) of memory",
                          at: range ?? statementRange, notes: ["the memory budget guards against values that grow without end"])
    }

    /// `1 GB`, `512 MB`, `64 KB`, or bytes.
    package static func bytesText(_ bytes: Int) -> String {
        for (unit, size) in [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)] where bytes >= size && bytes % size == 0 {
            return "\(grouped(bytes / size)) \(unit)"
        }
        return "\(grouped(bytes)) bytes"
    }

    /// The bytes of `count` values in an array, for the memory budget.
    package static func arrayBytes(_ count: Int) -> Int {
        count.multipliedReportingOverflow(by: MemoryLayout<Value>.stride).overflow ? .max : count * MemoryLayout<Value>.stride
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
        if depth & 7 == 0, isStackNearlyFull() {
            // Engine work between learner calls (operators, subscriptions) can use the stack
            // faster than the call count shows: stop before it runs out.
            throw Diagnostic(.error, "stopped after \(Runtime.grouped(depth)) nested calls: the stack is nearly full",
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
