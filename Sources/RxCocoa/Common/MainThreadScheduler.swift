import Dispatch
import Foundation
import RxSwift

/// Runs work at once on the main queue and dispatches it there from anywhere else: where
/// RxCocoa subscribes to controls (RxSwift's `ConcurrentMainScheduler`). "On the main queue" is
/// asked of Dispatch, not of the thread: once a program calls `dispatchMain()`, the main queue
/// runs on another thread.
final class MainThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The scheduler the control traits subscribe on.
    static let instance = MainThreadScheduler()

    private static let mainKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainKey) != nil }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Self.isOnMainQueue {
            return action(state)
        }
        let disposable = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            if !disposable.isDisposed { disposable.setDisposable(action(state)) }
        }
        return disposable
    }
}
