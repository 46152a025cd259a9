import Foundation
import RxSwift

/// `MainScheduler.instance` (and `asyncInstance`) on the virtual main queue. As RxSwift's
/// `MainScheduler` does on the main thread: work scheduled from the main queue while nothing
/// this scheduler queued is still waiting or running runs at once; otherwise it waits its turn on
/// the main queue. `asyncInstance` always waits. Time-based work uses the virtual clock.
package final class VirtualMainScheduler: SchedulerType {
    private let dispatch: VirtualDispatch
    private let alwaysAsync: Bool
    /// Work scheduled through this scheduler and not finished yet (RxSwift's `numberEnqueued`).
    private var enqueued = 0

    package init(dispatch: VirtualDispatch, alwaysAsync: Bool) {
        self.dispatch = dispatch
        self.alwaysAsync = alwaysAsync
    }

    package var now: RxTime { dispatch.clock.now }

    package func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if alwaysAsync { return later(state, after: .nanoseconds(0), action: action) }
        enqueued += 1
        if dispatch.isOnMain && enqueued == 1 {
            defer { enqueued -= 1 }
            return action(state)
        }
        let cancel = SingleAssignmentDisposable()
        dispatch.async(on: dispatch.main) { [self] in
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
            enqueued -= 1
        }
        return cancel
    }

    package func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        later(state, after: dueTime, action: action)
    }

    private func later<StateType>(_ state: StateType, after delay: RxTimeInterval,
                                  action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let timer = dispatch.async(on: dispatch.main, after: delay) {
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
        }
        return Disposables.create { cancel.dispose(); timer.dispose() }
    }
}
