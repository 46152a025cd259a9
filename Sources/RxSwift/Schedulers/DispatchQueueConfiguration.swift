import Dispatch
import Foundation
import VirtualClock

/// The dispatch queue and timer leeway a dispatch-based scheduler runs its work with.
///
/// With a `VirtualClock` installed, the work goes to the clock instead of the queue: at the
/// current virtual instant, after a virtual delay, or periodically in virtual time, on the
/// clock's thread, as main-queue work when the queue is the main queue.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval
    /// Whether `queue` is the main queue, for the clock's main-queue work.
    let isMainQueue: Bool

    init(queue: DispatchQueue, leeway: DispatchTimeInterval) {
        self.queue = queue
        self.leeway = leeway
        isMainQueue = queue.label == DispatchQueue.main.label
    }

    /// Runs `action` asynchronously on the queue, unless cancelled first.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let clock = VirtualClock.installed {
            return ClockScheduledAction.schedule(
                on: clock, at: clock.now, onMainQueue: isMainQueue, state, action: action)
        }
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    /// Runs `action` on the queue once `dueTime` has passed, unless cancelled first.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        if let clock = VirtualClock.installed {
            guard let due = clock.due(after: dueTime) else { return Disposables.create() }
            return ClockScheduledAction.schedule(on: clock, at: due, onMainQueue: isMainQueue, state, action: action)
        }
        let group = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + dueTime, leeway: leeway)
        // The timer must stay referenced until it fires, or it is cancelled with its last reference.
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }
        timer.setEventHandler {
            if group.isDisposed { return }
            _ = group.insert(action(state))
            cancelTimer.dispose()
        }
        timer.resume()
        _ = group.insert(cancelTimer)
        return group
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, threading its state.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        if let clock = VirtualClock.installed {
            return ClockPeriodicTimer(
                on: clock, onMainQueue: isMainQueue, state: state, startAfter: startAfter, period: period,
                action: action)
        }
        var timerState = state
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + startAfter, repeating: period, leeway: leeway)
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            timerState = action(timerState)
        }
        timer.resume()
        return cancelTimer
    }
}
