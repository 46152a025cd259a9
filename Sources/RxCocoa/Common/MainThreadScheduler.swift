import Dispatch
import Foundation
import RxSwift

/// Runs work at once on the main thread and dispatches it to the main queue from any other
/// thread: where RxCocoa subscribes to controls (RxSwift's `ConcurrentMainScheduler`).
final class MainThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The scheduler the control traits subscribe on.
    static let instance = MainThreadScheduler()

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread {
            return action(state)
        }
        let disposable = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            if !disposable.isDisposed { disposable.setDisposable(action(state)) }
        }
        return disposable
    }
}
