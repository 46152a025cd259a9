import Foundation
import VirtualClock

/// A scheduler that runs each action as an operation on an `OperationQueue`, with the given
/// queue priority; the queue's `maxConcurrentOperationCount` decides whether actions may overlap.
///
/// ```
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// Observable.of(1, 2).subscribe(on: scheduler)   // subscribed from an operation on `queue`
/// ```
/// In the playground (a `VirtualClock` installed), actions run on the virtual clock instead,
/// in the order they were scheduled, like all of learner code's scheduled work.
public class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue the actions run on.
    public let operationQueue: OperationQueue
    /// The priority each action's operation gets in the queue.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler on `operationQueue` whose operations have `queuePriority`.
    ///
    /// - Parameters:
    ///   - operationQueue: the queue that runs the actions.
    ///   - queuePriority: the priority of each action's operation.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action` with `state`, unless the returned disposable is
    /// disposed first.
    ///
    /// - Parameters:
    ///   - state: what `action` receives.
    ///   - action: the work; the disposable it returns is disposed with the returned one.
    /// - Returns: a disposable that cancels the action if it has not run, and disposes what it
    ///   returned if it has.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let cancel = SingleAssignmentDisposable()
        if let clock = VirtualClock.installed {
            let ticket = clock.schedule(after: 0) {
                if cancel.isDisposed { return }
                cancel.setDisposable(action(state))
            }
            return Disposables.create(cancel, Disposables.create { ticket.cancel() })
        }
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
