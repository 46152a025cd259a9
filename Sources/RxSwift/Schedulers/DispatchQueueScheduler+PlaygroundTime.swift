import PlaygroundTime

// MARK: - Schedulers on the queues learner code names

// In learner code `DispatchQueue` is PlaygroundTime's (it shadows Dispatch's there), so the
// schedulers also take its queues: `ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global())`
// compiles as it does against RxSwift. These are disfavored, so `.global()` or `.main` written
// without a type still means Dispatch's queue.

extension ConcurrentDispatchQueueScheduler {
    /// A scheduler on `queue`, a queue as learner code names it, with timers firing within
    /// `leeway` of their due time.
    @_disfavoredOverload
    public convenience init(queue: PlaygroundTime.DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: queue.dispatchQueue, leeway: leeway)
    }
}

extension SerialDispatchQueueScheduler {
    /// A scheduler on a new serial queue named `internalSerialQueueName` that targets `queue`, a
    /// queue as learner code names it, so work runs one at a time even when `queue` is concurrent.
    @_disfavoredOverload
    public convenience init(
        queue: PlaygroundTime.DispatchQueue, internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(queue: queue.dispatchQueue, internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }
}
