import Dispatch
import Foundation
import Synchronization

/// The scheduler of the main queue, for work that must happen there (on Linux too, as in
/// RxSwift: it runs on `DispatchQueue.main`).
///
/// Scheduling from the main queue while nothing it scheduled is still waiting runs the action at
/// once; otherwise the action is dispatched asynchronously to the main queue.
public final class MainScheduler: SerialDispatchQueueScheduler {
    private let mainQueue: DispatchQueue
    private let numberEnqueued = Atomic<Int>(0)

    /// A scheduler on the main queue; most code uses `MainScheduler.instance`.
    public init() {
        mainQueue = DispatchQueue.main
        super.init(serialQueue: mainQueue)
    }

    /// The shared main-queue scheduler.
    public static let instance = MainScheduler()

    /// A main-queue scheduler that always dispatches asynchronously, even from the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program with `errorMessage` unless called from the main queue.
    public class func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            fatalError(
                errorMessage
                    ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on main thread."
            )
        }
    }

    /// Stops the program with `errorMessage` unless called on the main thread; like RxSwift,
    /// does not check on Linux.
    public class func ensureRunningOnMainThread(errorMessage: String? = nil) {
        #if !os(Linux)
        guard Thread.isMainThread else { fatalError(errorMessage ?? "Running on background thread.") }
        #endif
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let previous = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if DispatchQueue.isMain && previous == 0 {
            let disposable = action(state)
            _ = numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        mainQueue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(action(state))
            }
            _ = self.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}

extension DispatchQueue {
    private static let mainKey: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isMain: Bool { DispatchQueue.getSpecific(key: mainKey) != nil }
}
