import Foundation

/// A thread with a large stack that runs all of an interpreter's evaluation, one job at a time,
/// so deep recursion in learner code does not overflow the caller's stack.
final class EvaluationThread {
    private let condition = NSCondition()
    private var job: (() -> Void)?
    private var stopped = false
    private var thread: Thread?

    init(stackSize: Int, setUp: @escaping () -> Void) {
        let thread = Thread { [condition] in
            setUp()
            EvaluationThread.loop(condition: condition, owner: self)
        }
        thread.stackSize = stackSize
        thread.name = "RxPlayground evaluation"
        self.thread = thread
        thread.start()
    }

    private static func loop(condition: NSCondition, owner: EvaluationThread?) {
        weak var weakOwner = owner
        while true {
            condition.lock()
            while weakOwner?.job == nil && weakOwner?.stopped == false { condition.wait() }
            guard let owner = weakOwner, !owner.stopped, let job = owner.job else {
                condition.unlock()
                return
            }
            owner.job = nil
            condition.unlock()
            job()
        }
    }

    /// Whether the caller is already on the evaluation thread.
    var isCurrent: Bool { Thread.current === thread }

    /// Runs `body` on the evaluation thread and waits for its result.
    func run<Result>(_ body: @escaping () -> Result) -> Result {
        if isCurrent { return body() }
        var result: Result?
        let done = DispatchSemaphore(value: 0)
        condition.lock()
        job = {
            result = body()
            done.signal()
        }
        condition.signal()
        condition.unlock()
        done.wait()
        guard let result else { fatalError("evaluation job did not finish") }
        return result
    }

    /// Ends the thread after the running job.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }
}
