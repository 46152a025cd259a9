import Synchronization
import VirtualClock

/// An action a dispatch-based scheduler put on the playground's clock: it runs once, when the
/// clock reaches its time, as main-queue work or not; disposing it first cancels it, and takes it
/// off the clock.
final class ClockScheduledAction: Cancelable {
    private let result = SingleAssignmentDisposable()
    private let ticket = Mutex<VirtualClock.Ticket?>(nil)

    private init() {}

    /// Schedules `action` with `state` to run when `clock` reaches `due` nanoseconds, as
    /// main-queue work when `onMainQueue`.
    static func schedule<StateType>(
        on clock: VirtualClock, at due: Int64, onMainQueue: Bool, _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> ClockScheduledAction {
        let scheduled = ClockScheduledAction()
        let result = scheduled.result
        let ticket = clock.schedule(at: due) {
            if result.isDisposed { return }
            result.setDisposable(VirtualClock.run(onMainQueue: onMainQueue) { action(state) })
        }
        scheduled.ticket.withLock { $0 = ticket }
        if result.isDisposed { ticket.cancel() }
        return scheduled
    }

    /// Whether it was disposed.
    var isDisposed: Bool { result.isDisposed }

    /// Cancels the action if it has not run, or disposes what it returned.
    func dispose() {
        result.dispose()
        ticket.withLock { $0 }?.cancel()
    }
}

extension VirtualClock {
    /// The clock's time `interval` from now, or nil for `.never`; a due time past the clock's
    /// range is never too.
    func due(after interval: RxTimeInterval) -> Int64? {
        if interval.isNever { return nil }
        let (due, overflow) = now.addingReportingOverflow(Int64(max(interval.nanoseconds, 0)))
        return overflow ? nil : due
    }
}
