import RxCore

/// How an interpreter runs learner code: its limits, where `print` goes, and the scheduler
/// learner code gets for `MainScheduler.instance` and every scheduler argument.
public struct InterpreterConfiguration {
    /// The steps (loop iterations and calls) one top-level statement may take.
    public var stepBudget: Int
    /// How deeply calls may nest.
    public var recursionLimit: Int
    /// Receives printed text as it is printed (it is also collected in `RunResult.output`).
    public var output: ((String) -> Void)?
    /// The scheduler behind `MainScheduler.instance` and every scheduler argument: a
    /// virtual-time one, so nothing waits on the wall clock.
    public var scheduler: any SchedulerType
    /// The stack of the thread evaluation runs on.
    public var stackSize: Int
    /// Whether the mock UI kit (`UIImage`, `UIButton`, `UITextField`, `UINavigationController`,
    /// `PhotoLibrary`…, stand-ins for UIKit) is available; the screen's state is drawn as a
    /// small box at the end of an input that changed it.
    public var mockUIKit = false

    /// A configuration; by default 10,000,000 steps, 10,000 nested calls, a fresh
    /// `HistoricalScheduler`, and a 256 MB evaluation stack.
    public init(stepBudget: Int = 10_000_000, recursionLimit: Int = 10_000, output: ((String) -> Void)? = nil,
                scheduler: (any SchedulerType)? = nil, stackSize: Int = 256 << 20) {
        self.stepBudget = stepBudget
        self.recursionLimit = recursionLimit
        self.output = output
        self.scheduler = scheduler ?? HistoricalScheduler()
        self.stackSize = stackSize
    }
}
