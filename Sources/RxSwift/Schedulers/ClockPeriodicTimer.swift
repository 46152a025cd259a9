import Synchronization
import VirtualClock

/// Periodic work a dispatch-based scheduler put on the playground's clock, as a dispatch timer
/// runs it: first after `startAfter`, then every `period` on the grid of the first due time; a
/// tick that falls behind (its action slept) runs once at once and the grid goes on, as a
/// dispatch timer coalesces the ticks it missed. Every tick keeps the first one's place among
/// work due at the same instant, so the older of two timers due together ticks first, as
/// measured with RxSwift on a device.
final class ClockPeriodicTimer<StateType>: Cancelable {
    private let clock: VirtualClock
    private let onMainQueue: Bool
    private let period: Int64?
    private let action: (StateType) -> StateType
    private var state: StateType
    private let disposed = AtomicFlag()
    private let ticket = Mutex<VirtualClock.Ticket?>(nil)

    /// Starts ticking after `startAfter`; `period` `.never` ticks once.
    init(
        on clock: VirtualClock, onMainQueue: Bool, state: StateType, startAfter: RxTimeInterval,
        period: RxTimeInterval, action: @escaping (StateType) -> StateType
    ) {
        self.clock = clock
        self.onMainQueue = onMainQueue
        // A zero period would tick forever at one instant; a nanosecond lets time move.
        self.period = period.isNever ? nil : Int64(max(period.nanoseconds, 1))
        self.action = action
        self.state = state
        if let first = clock.due(after: startAfter) { arm(at: first) }
    }

    /// Whether it was disposed.
    var isDisposed: Bool { disposed.isSet }

    /// Stops the ticks.
    func dispose() {
        if disposed.set() { ticket.withLock { $0 }?.cancel() }
    }

    private func arm(at due: Int64) {
        // The clock holds the timer until it is disposed, as Dispatch holds a timer source.
        let action = { self.tick(due: due) }
        let ticket = self.ticket.withLock { ticket in
            let next = clock.scheduleTick(at: due, after: ticket, action)
            ticket = next
            return next
        }
        if disposed.isSet { ticket.cancel() }
    }

    private func tick(due: Int64) {
        if disposed.isSet { return }
        state = VirtualClock.run(onMainQueue: onMainQueue) { action(state) }
        guard let period, !disposed.isSet else { return }
        let (next, overflow) = due.addingReportingOverflow(period)
        if overflow { return }
        let now = clock.now
        if next > now { return arm(at: next) }
        // Behind: one tick at once (at a time on the grid already past), then on the grid.
        let (jump, jumpOverflow) = period.multipliedReportingOverflow(by: (now - due) / period)
        arm(at: jumpOverflow ? now : due + jump)
    }
}
