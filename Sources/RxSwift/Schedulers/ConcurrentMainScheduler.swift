import Dispatch
import Foundation
import VirtualClock

/// The scheduler of work that must run on the main queue but may start before work already
/// queued there: called from the main queue it runs the action at once, even with work waiting
/// (where `MainScheduler` would queue it). Made for `subscribe(on:)`.
///
/// With a `VirtualClock` installed, the main queue is the clock's, as for `MainScheduler`.
public final class ConcurrentMainScheduler: SchedulerType {
    /// Spans of time, in seconds.
    public typealias TimeInterval = Foundation.TimeInterval
    /// Points in time.
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared scheduler.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The wall-clock time; the virtual date while a `VirtualClock` is installed.
    public var now: Date { mainScheduler.now }

    /// Runs `action` at once when called from the main queue, otherwise on the main queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        if let clock = VirtualClock.installed {
            if VirtualClock.isOnMainQueue { return action(state) }
            return ClockScheduledAction.schedule(on: clock, at: clock.now, onMainQueue: true, state, action: action)
        }
        if DispatchQueue.isMain { return action(state) }
        let cancel = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Runs `action` on the main queue once `dueTime` has passed.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter`, then every `period`.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
