import Foundation
import RxSwift
import VirtualClock

/// Waiting on the playground's clock: everything runs on the clock's one thread, so the wait
/// moves virtual time on, running the work that falls due, until the sequence answers.
///
/// Where a device would block for good (nothing left on the clock can end the wait and there is
/// no timeout), the program stops with a message instead of hanging, as PlaygroundTime's
/// semaphores and groups do.
final class ClockWait: BlockingWait {
    private let clock: VirtualClock
    /// The clock time at which the wait times out, or nil.
    private let deadline: Int64?
    private var subscribe: (() -> Void)?
    private var isStopped = false

    init(clock: VirtualClock, timeout: TimeInterval?) {
        self.clock = clock
        deadline = timeout.map { timeout in
            let nanoseconds = (max(timeout, 0) * 1e9).rounded()
            let delta = nanoseconds < Double(Int64.max) ? Int64(nanoseconds) : Int64.max
            return clock.now.addingReportingOverflow(delta).overflow ? Int64.max : clock.now + delta
        }
    }

    func start(_ subscribe: @escaping () -> Void) {
        self.subscribe = subscribe
    }

    func stop() {
        isStopped = true
    }

    func run() throws {
        if let subscribe = subscribe.take() { subscribe() }
        while !isStopped {
            if let next = clock.nextDue, deadline.map({ next <= $0 }) ?? true {
                clock.advance(to: next)
                continue
            }
            guard let deadline else {
                fatalError("toBlocking() waits forever: nothing left to run can end the wait (a deadlock)")
            }
            clock.advance(to: deadline)
            if !isStopped { throw RxError.timeout }
        }
    }
}
