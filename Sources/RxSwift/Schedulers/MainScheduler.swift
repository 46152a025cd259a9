import Dispatch
import Foundation
import Synchronization
import VirtualClock

/// The scheduler of the main queue, for work that must happen there (on Linux too, as in
/// RxSwift: it runs on `DispatchQueue.main`).
///
/// Scheduling from the main queue while nothing it scheduled is still waiting runs the action at
/// once; otherwise the action is dispatched asynchronously to the main queue. With a
/// `VirtualClock` installed the main queue is the clock's: top-level code and main-queue work
/// count as the main queue, and queued actions run at the current virtual instant.
public final class MainScheduler: SerialDispatchQueueScheduler {
    private let mainQueue: DispatchQueue
    private let numberEnqueued = Atomic<Int>(0)
    /// The count on the clock, apart so that work left on a clock never holds up the real queue.
    private let numberEnqueuedOnClock = Atomic<Int>(0)

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
        let isMain = VirtualClock.installed == nil ? DispatchQueue.isMain : VirtualClock.isOnMainQueue
        if !isMain {
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
        if let clock = VirtualClock.installed { return scheduleOnClock(clock, state, action: action) }
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

    /// `scheduleInternal` on the clock: at once from main-queue work with nothing queued, else
    /// at the current virtual instant after the work already due.
    private func scheduleOnClock<StateType>(
        _ clock: VirtualClock, _ state: StateType, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previous = numberEnqueuedOnClock.add(1, ordering: .acquiringAndReleasing).oldValue
        if VirtualClock.isOnMainQueue && previous == 0 {
            let disposable = action(state)
            _ = numberEnqueuedOnClock.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        clock.schedule(at: clock.now) {
            if !cancel.isDisposed {
                cancel.setDisposable(VirtualClock.run(onMainQueue: true) { action(state) })
            }
            _ = self.numberEnqueuedOnClock.subtract(1, ordering: .acquiringAndReleasing)
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
