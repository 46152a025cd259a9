import Dispatch
import VirtualClock

// MARK: - Timer sources on the clock

/// Dispatch's sources, of which the timer runs on the playground's clock.
///
/// Shadows Dispatch's `DispatchSource` so that `DispatchSource.makeTimerSource(queue:)` takes the
/// playground's queues (`DispatchQueue.global()`) and ticks in virtual time, as `interval` does.
/// The other kinds of source are Dispatch's own, spelled `Dispatch.DispatchSource`.
public enum DispatchSource {
    /// The flags of a timer source (Dispatch's).
    public typealias TimerFlags = Dispatch.DispatchSource.TimerFlags

    /// A timer source whose handler runs on `queue` (a global queue when nil); it starts
    /// suspended: `resume()` or `activate()` starts it.
    ///
    /// - Parameters:
    ///   - flags: Dispatch's timer flags (strictness means nothing on the clock).
    ///   - queue: the queue the handlers run on.
    /// - Returns: the timer source.
    public static func makeTimerSource(flags: TimerFlags = [], queue: DispatchQueue? = nil) -> DispatchSourceTimer {
        DispatchSourceTimer(flags: flags, queue: queue ?? .global())
    }
}

/// A timer source: after `schedule(deadline:repeating:)` and `resume()` its event handler runs
/// on its queue at the deadline, then every interval on the deadline's grid, until `cancel()`.
///
/// Shadows Dispatch's `DispatchSourceTimer` protocol with a class of its members. On the clock,
/// an armed timer is held by the clock (as Dispatch holds a resumed source) and its ticks keep
/// their first one's place among work due at the same instant, as a dispatch timer's do; with
/// no clock it is a real dispatch timer.
public final class DispatchSourceTimer: @unchecked Sendable {
    private let queue: DispatchQueue
    private let real: (any Dispatch.DispatchSourceTimer)?
    private var eventHandler: (() -> Void)?
    private var cancelHandler: (() -> Void)?
    private var registrationHandler: (() -> Void)?
    private var nextDue: Int64?
    private var period: Int64?
    private var ticket: VirtualClock.Ticket?
    private var suspensions = 1
    private var registered = false

    init(flags: DispatchSource.TimerFlags, queue: DispatchQueue) {
        self.queue = queue
        real =
            VirtualClock.installed == nil
            ? Dispatch.DispatchSource.makeTimerSource(flags: flags, queue: queue.dispatchQueue) : nil
    }

    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false
    /// How many ticks the last run of the event handler stands for (one on the clock).
    public private(set) var data: UInt = 0
    /// A timer has no handle (zero).
    public var handle: UInt { 0 }
    /// A timer has no mask (zero).
    public var mask: UInt { 0 }

    // MARK: - Scheduling

    /// Fires first at `deadline`, then every `interval` (`.never`: once).
    ///
    /// - Parameters:
    ///   - deadline: the first tick.
    ///   - interval: the time between ticks, or `.never`.
    ///   - leeway: how late a tick may be (ticks are on time on the clock).
    public func schedule(
        deadline: DispatchTime, repeating interval: DispatchTimeInterval = .never,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        if let real { return real.schedule(deadline: deadline.dispatchTime, repeating: interval, leeway: leeway) }
        rearm(due: deadline.clockNanoseconds, period: Nanoseconds.from(interval))
    }

    /// Fires first at `deadline`, then every `interval` seconds.
    public func schedule(
        deadline: DispatchTime, repeating interval: Double, leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        if let real { return real.schedule(deadline: deadline.dispatchTime, repeating: interval, leeway: leeway) }
        rearm(due: deadline.clockNanoseconds, period: interval.isFinite ? Nanoseconds.from(seconds: interval) : nil)
    }

    /// Fires first at the wall-clock `wallDeadline`, then every `interval` (`.never`: once).
    public func schedule(
        wallDeadline: DispatchWallTime, repeating interval: DispatchTimeInterval = .never,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        if let real {
            return real.schedule(wallDeadline: wallDeadline.dispatchWallTime, repeating: interval, leeway: leeway)
        }
        rearm(due: wallDeadline.clockNanoseconds, period: Nanoseconds.from(interval))
    }

    // MARK: - Handlers

    /// Sets the work each tick runs on the timer's queue.
    public func setEventHandler(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?
    ) {
        if let real { return real.setEventHandler(qos: qos, flags: flags, handler: handler) }
        eventHandler = handler
    }

    /// Sets the work `cancel()` runs on the timer's queue.
    public func setCancelHandler(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?
    ) {
        if let real { return real.setCancelHandler(qos: qos, flags: flags, handler: handler) }
        cancelHandler = handler
    }

    /// Sets the work the timer runs on its queue when it first starts.
    public func setRegistrationHandler(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: (() -> Void)?
    ) {
        if let real { return real.setRegistrationHandler(qos: qos, flags: flags, handler: handler) }
        registrationHandler = handler
    }

    // MARK: - Starting and stopping

    /// Starts a timer that was never started (as `resume()` does the first time).
    public func activate() {
        if let real { return real.activate() }
        if !registered { resume() }
    }

    /// Undoes one `suspend()`, or starts the timer the first time; a tick missed while it was
    /// suspended comes at once.
    public func resume() {
        if let real { return real.resume() }
        guard suspensions > 0 else { return }
        suspensions -= 1
        guard suspensions == 0, !isCancelled, let clock = VirtualClock.installed else { return }
        if !registered {
            registered = true
            if let registrationHandler { submit(registrationHandler, on: clock) }
        }
        arm(on: clock, after: nil)
    }

    /// Holds the ticks until as many `resume()` calls.
    public func suspend() {
        if let real { return real.suspend() }
        suspensions += 1
        ticket?.cancel()
        ticket = nil
    }

    /// Stops the timer for good; its cancel handler runs on its queue.
    public func cancel() {
        if let real { return real.cancel() }
        guard !isCancelled else { return }
        isCancelled = true
        ticket?.cancel()
        ticket = nil
        if let cancelHandler, let clock = VirtualClock.installed { submit(cancelHandler, on: clock) }
    }

    // MARK: - On the clock

    private func rearm(due: Int64?, period: Int64?) {
        ticket?.cancel()
        ticket = nil
        nextDue = due
        self.period = period.map { max($0, 1) }
        if suspensions == 0, !isCancelled, let clock = VirtualClock.installed { arm(on: clock, after: nil) }
    }

    /// Schedules the next tick; a periodic one keeps the place of the tick before it.
    private func arm(on clock: VirtualClock, after previous: VirtualClock.Ticket?) {
        guard let due = nextDue else { return }
        // Weak: the clock holds the ticket while it fires, and a strong reference would be a cycle.
        weak var current: VirtualClock.Ticket?
        let fire = { [self] in
            ticket = nil
            data = 1
            if let eventHandler { queue.runAsCurrent(eventHandler) }
            guard !isCancelled, suspensions == 0, let period else {
                if period == nil { nextDue = nil }
                return
            }
            // On the deadline's grid; when behind, the next point of the grid still ahead.
            var next = Nanoseconds.add(due, period)
            if next <= clock.now { next = Nanoseconds.add(due, period * ((clock.now - due) / period + 1)) }
            nextDue = next
            arm(on: clock, after: current)
        }
        let scheduled = clock.scheduleTick(at: max(due, clock.now), after: previous, fire)
        current = scheduled
        ticket = scheduled
    }

    private func submit(_ work: @escaping () -> Void, on clock: VirtualClock) {
        clock.schedule(at: clock.now) { [queue] in queue.runAsCurrent(work) }
    }
}
