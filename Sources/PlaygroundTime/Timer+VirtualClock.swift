import Foundation
import VirtualClock

// MARK: - Timers on the clock

extension Timer {
    /// A timer that calls `block` after `interval` seconds, and every `interval` seconds when it
    /// `repeats`, until `invalidate()`; on the clock, at those virtual times, as main-queue work.
    ///
    /// Shadows Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`. As there, an
    /// interval of zero or less is 0.1 ms, and a repeating timer that falls behind (its block
    /// slept past a tick) fires once late for the ticks it missed, then keeps its schedule.
    @available(*, noasync)
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        guard let clock = VirtualClock.installed else {
            RunLoop.current.add(timer, forMode: .default)
            return timer
        }
        let period = max(Nanoseconds.from(seconds: interval), 100_000)
        VirtualTimer.arm(
            timer, at: Nanoseconds.add(clock.now, period), period: period, repeats: repeats, after: nil, on: clock)
        return timer
    }
}

/// Fires a Foundation timer from the clock.
enum VirtualTimer {
    /// Fires `timer` when the clock reaches `due`, then, if it `repeats` and is still valid,
    /// every `period` nanoseconds after; each tick keeps the place of the `previous` one among
    /// work due at the same instant (the older of two timers due together fires first, as on a
    /// device, where a timer's ticks stay on the grid of its start).
    static func arm(
        _ timer: Timer, at due: Int64, period: Int64, repeats: Bool, after previous: VirtualClock.Ticket?,
        on clock: VirtualClock
    ) {
        // Weak: the clock holds the ticket while it fires, and a strong reference would be a cycle.
        weak var ticket: VirtualClock.Ticket?
        let fire = {
            guard timer.isValid else { return }
            DispatchQueue.main.runAsCurrent { timer.fire() }
            guard repeats, timer.isValid else { return }
            let now = clock.now
            var next = Nanoseconds.add(due, period)
            if next <= now {
                // Behind: once at once (a time on the grid already past), then on the grid.
                let (jump, overflow) = period.multipliedReportingOverflow(by: (now - due) / period)
                next = overflow ? now : Nanoseconds.add(due, jump)
            }
            if next < .max { arm(timer, at: next, period: period, repeats: repeats, after: ticket, on: clock) }
        }
        ticket = clock.scheduleTick(at: due, after: previous, fire)
    }
}

extension RunLoop {
    /// Runs the loop until `limitDate`; on the clock, moves it to that virtual date, running the
    /// work that falls due meanwhile.
    ///
    /// Shadows Foundation's `RunLoop.run(until:)`.
    public func run(until limitDate: Date) {
        guard let clock = VirtualClock.installed else {
            while RealTime.date < limitDate, run(mode: .default, before: limitDate) {}
            return
        }
        Waiting.pass(nanoseconds: Nanoseconds.from(seconds: limitDate.timeIntervalSince(clock.date)), on: clock)
    }
}
