import Foundation

/// A thread with a large stack that runs all of an interpreter's evaluation, one job at a time,
/// so deep recursion in learner code does not overflow the caller's stack.
package final class EvaluationThread {
    private let condition = NSCondition()
    private var job: (() -> Void)?
    private var stopped = false
    private var thread: Thread?

    package init(stackSize: Int) {
        let thread = Thread { [self] in loop() }
        thread.stackSize = stackSize
        thread.name = "RxPlayground evaluation"
        self.thread = thread
        thread.start()
    }

    /// Runs jobs until stopped (the thread keeps the object alive until then).
    private func loop() {
        while true {
            condition.lock()
            while job == nil && !stopped { condition.wait() }
            if stopped {
                condition.unlock()
                thread = nil
                return
            }
            let next = job
            job = nil
            condition.unlock()
            next?()
        }
    }

    /// Whether the caller is already on the evaluation thread.
    package var isCurrent: Bool { Thread.current === thread }

    /// Runs `body` on the evaluation thread and waits for its result.
    package func run<Result>(_ body: @escaping () -> Result) -> Result {
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
    package func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }
}
