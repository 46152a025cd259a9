import Foundation
import RxSwift

/// `SerialDispatchQueueScheduler` and `ConcurrentDispatchQueueScheduler` on a virtual queue:
/// work always waits for a later turn of the clock and runs as that queue's work.
package final class VirtualQueueScheduler: SchedulerType {
    private let dispatch: VirtualDispatch
    /// The queue the work runs on.
    package let queue: VirtualQueue

    package init(dispatch: VirtualDispatch, queue: VirtualQueue) {
        self.dispatch = dispatch
        self.queue = queue
    }

    package var now: RxTime { dispatch.clock.now }

    package func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    package func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let timer = dispatch.async(on: queue, after: dueTime) {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
        }
        return Disposables.create { cancel.dispose(); timer.dispose() }
    }
}
