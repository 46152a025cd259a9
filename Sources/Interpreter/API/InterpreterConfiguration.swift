/// How an interpreter runs learner code: its limits and where `print` goes.
public struct InterpreterConfiguration {
    /// The steps (loop iterations and calls) one top-level statement may take.
    public var stepBudget: Int
    /// How deeply calls may nest.
    public var recursionLimit: Int
    /// Receives printed text as it is printed (it is also collected in `RunResult.output`).
    public var output: ((String) -> Void)?
    /// The stack of the thread evaluation runs on.
    public var stackSize: Int
    /// The bytes one top-level statement may build (strings, arrays, subscriptions; an estimate).
    public var memoryBudget: Int = 1 << 30

    /// A configuration; by default 10,000,000 steps, 10,000 nested calls and a 256 MB
    /// evaluation stack.
    public init(stepBudget: Int = 10_000_000, recursionLimit: Int = 10_000, output: ((String) -> Void)? = nil,
                stackSize: Int = 256 << 20) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.output = output
        self.stackSize = stackSize
    }
}
