import Dispatch
import Foundation
import VirtualClock

/// A scheduler that runs work on a dispatch queue that may run several actions at once.
public class ConcurrentDispatchQueueScheduler: SchedulerType {
    /// Spans of time, in seconds.
    public typealias TimeInterval = Foundation.TimeInterval
    /// Points in time.
    public typealias Time = Date

    /// The wall-clock time; the virtual date while a `VirtualClock` is installed.
    public var now: Date { VirtualClock.installed?.date ?? Date() }

    let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`, with timers firing within `leeway` of their due time.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// A scheduler on the global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Runs `action` on the queue.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        configuration.schedule(state, action: action)
    }

    /// Runs `action` on the queue once `dueTime` has passed.
    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, with a dispatch timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
