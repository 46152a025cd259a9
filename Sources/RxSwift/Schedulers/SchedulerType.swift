import Dispatch
import Foundation

/// A span of time, as schedulers and time-based operators take it.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time on a scheduler's clock.
public typealias RxTime = Date

/// A scheduler that runs work now (or as soon as it can), in order.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run with `state`.
    ///
    /// - Returns: a disposable that cancels the action if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler with a clock: runs work after a delay, or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run after `startAfter`, then every `period`, each time with the state
    /// the previous run returned.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from relative scheduling, as RxSwift emulates it: each tick
    /// first schedules the next one, then runs `action`; a tick that arrives while `action` is
    /// still running is run right after it instead of overlapping it.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let lock = RecursiveLock()
        var current = state
        var pendingTicks = 0
        return scheduleRecursive(false, dueTime: startAfter) { isCatchUp, recurse in
            func runAction() {
                current = action(current)
                let more: Bool = lock.performLocked {
                    pendingTicks -= 1
                    return pendingTicks > 0
                }
                if more { recurse(true, .nanoseconds(0)) }
            }
            if isCatchUp {
                runAction()
                return
            }
            recurse(false, period)
            let idle: Bool = lock.performLocked {
                pendingTicks += 1
                return pendingTicks == 1
            }
            if idle { runAction() }
        }
    }

    /// Schedules `action` recursively after `dueTime`: the action may call `recurse` with a new
    /// state and delay to run again.
    func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (State, (State, RxTimeInterval) -> Void) -> Void
    ) -> Disposable {
        let group = CompositeDisposable()
        let lock = RecursiveLock()
        func run(_ state: State, after delay: RxTimeInterval) {
            var key: CompositeDisposable.DisposeKey?
            var ran = false
            let scheduled = scheduleRelative(state, dueTime: delay) { state in
                if group.isDisposed { return Disposables.create() }
                lock.performLocked {
                    ran = true
                    if let key { group.remove(for: key) }
                }
                action(state, run)
                return Disposables.create()
            }
            lock.performLocked {
                if !ran { key = group.insert(scheduled) }
            }
        }
        run(state, after: dueTime)
        return group
    }
}

extension ImmediateSchedulerType {
    /// Schedules `action` recursively: the action may call `recurse` with a new state to run again
    /// on this scheduler.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let group = CompositeDisposable()
        let lock = RecursiveLock()
        func run(_ state: State) {
            var key: CompositeDisposable.DisposeKey?
            var ran = false
            let scheduled = schedule(state) { state in
                lock.performLocked {
                    ran = true
                    if let key { group.remove(for: key) }
                }
                if !group.isDisposed { action(state, run) }
                return Disposables.create()
            }
            lock.performLocked {
                if !ran { key = group.insert(scheduled) }
            }
        }
        run(state)
        return group
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds, held at `Int.max` (or `Int.min`) where it would not
    /// fit, as Dispatch holds a deadline; `.never` is `Int.max`.
    var nanoseconds: Int {
        switch self {
        case .seconds(let value): return Self.clampedProduct(value, 1_000_000_000)
        case .milliseconds(let value): return Self.clampedProduct(value, 1_000_000)
        case .microseconds(let value): return Self.clampedProduct(value, 1_000)
        case .nanoseconds(let value): return value
        case .never: return Int.max
        @unknown default: return Int.max
        }
    }

    private static func clampedProduct(_ value: Int, _ factor: Int) -> Int {
        let (product, overflow) = value.multipliedReportingOverflow(by: factor)
        guard overflow else { return product }
        return value < 0 ? Int.min : Int.max
    }

    /// Whether this is `.never`.
    var isNever: Bool {
        if case .never = self { return true }
        return false
    }
}
