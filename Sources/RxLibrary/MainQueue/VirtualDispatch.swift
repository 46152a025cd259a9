import RxSwift

/// Grand Central Dispatch on the virtual clock, for one interpreter: work sent to a queue runs
/// at a later turn of the clock (the session runs one after each input), in the order it was
/// sent, on one thread. It knows which queue is running, so code can ask whether it is on the
/// main queue, as `MainScheduler.instance` does.
package final class VirtualDispatch {
    /// The clock every queue runs on.
    package let clock: any SchedulerType
    /// The main queue; top-level input runs on it.
    package let main = VirtualQueue(label: "com.apple.main-thread", isMain: true)
    /// The global queues, one per quality of service, made on first use.
    private var globals: [String: VirtualQueue] = [:]
    /// The queue whose work is running now (the main queue between turns).
    package private(set) var current: VirtualQueue

    package init(clock: any SchedulerType) {
        self.clock = clock
        current = main
    }

    /// Whether the code running now runs on the main queue.
    package var isOnMain: Bool { current.isMain }

    /// The global queue of a quality of service (`DispatchQueue.global(qos:)`).
    package func global(qos: String = "default") -> VirtualQueue {
        if let queue = globals[qos] { return queue }
        let queue = VirtualQueue(label: "com.apple.root.\(qos)-qos", isConcurrent: true)
        globals[qos] = queue
        return queue
    }

    /// Sends `work` to `queue`, to run `delay` from now (at the next turn when it is zero).
    @discardableResult
    package func async(on queue: VirtualQueue, after delay: RxTimeInterval = .nanoseconds(0),
                       _ work: @escaping () -> Void) -> Disposable {
        clock.scheduleRelative((), dueTime: delay) { [self] _ in
            run(on: queue, work)
            return Disposables.create()
        }
    }

    /// Runs `work` now as if `queue` ran it.
    package func run(on queue: VirtualQueue, _ work: () -> Void) {
        let previous = current
        current = queue
        defer { current = previous }
        work()
    }
}
