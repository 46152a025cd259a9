import Foundation
import HeapModule
import Synchronization

/// The playground's clock: time that moves only when the session moves it.
///
/// The runtime that runs learner code installs one clock (`VirtualClock.installed`); every
/// scheduler, main queue, timer and sleep the learner's code reaches then schedules its work
/// here, and the session decides when time passes (a frame per typed input, `:wait`, running a
/// file until idle). Outside the playground nothing is installed and schedulers keep real time.
///
/// Work due at the same instant runs in the order it was scheduled, except that a periodic
/// timer's ticks keep the place of its first one (`scheduleTick(at:after:_:)`).
public final class VirtualClock: @unchecked Sendable {
    /// The clock learner code runs on, or nil outside the playground.
    nonisolated(unsafe) public static var installed: VirtualClock?

    /// The date virtual time starts at: fixed, so output that shows scheduler dates is the same
    /// in every run (2026-01-01 00:00:00 UTC).
    public static let startDate = Date(timeIntervalSince1970: 1_767_225_600)

    private struct Item: Comparable {
        let due: Int64
        let order: Int
        let ticket: Ticket

        static func < (lhs: Item, rhs: Item) -> Bool {
            (lhs.due, lhs.order) < (rhs.due, rhs.order)
        }

        static func == (lhs: Item, rhs: Item) -> Bool {
            lhs.due == rhs.due && lhs.order == rhs.order
        }
    }

    /// A piece of scheduled work; cancelling it before it is due means it never runs.
    public final class Ticket: @unchecked Sendable {
        fileprivate let action: () -> Void
        /// Its place among work due at the same instant: lower runs first.
        fileprivate let order: Int
        /// The `CarriedContext` it runs with.
        fileprivate let context: Int
        private let cancelled = Atomic<Bool>(false)

        fileprivate init(action: @escaping () -> Void, order: Int, context: Int) {
            self.action = action
            self.order = order
            self.context = context
        }

        /// Whether `cancel()` was called.
        public var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

        /// Keeps the work from running, if it has not run yet.
        public func cancel() {
            cancelled.store(true, ordering: .releasing)
        }
    }

    private struct State {
        var now: Int64 = 0
        var queue = Heap<Item>()
        var nextOrder = 0
    }

    private let state = Mutex(State())
    /// `state.now`, stored after each change, so reading the time (the timeline does at each
    /// recorded event) takes no lock.
    private let currentTime = Atomic<Int64>(0)

    /// A clock at time zero with nothing scheduled.
    public init() {}

    /// Nanoseconds since the clock started.
    public var now: Int64 { currentTime.load(ordering: .acquiring) }

    /// The current virtual date.
    public var date: Date { VirtualClock.startDate.addingTimeInterval(Double(now) / 1e9) }

    /// How many pieces of work wait, cancelled ones included until their time comes.
    public var pendingCount: Int { state.withLock { $0.queue.count } }

    /// When the earliest waiting piece of work is due, or nil when nothing waits.
    public var nextDue: Int64? {
        state.withLock { state in
            while let first = state.queue.min, first.ticket.isCancelled { state.queue.removeMin() }
            return state.queue.min?.due
        }
    }

    /// Schedules `action` to run when the clock reaches `due` nanoseconds (at once, on the next
    /// advance, when `due` has passed).
    @discardableResult
    public func schedule(at due: Int64, _ action: @escaping () -> Void) -> Ticket {
        schedule(at: due, context: CarriedContext.captured, action)
    }

    private func schedule(at due: Int64, context: Int, _ action: @escaping () -> Void) -> Ticket {
        state.withLock { state in
            defer { state.nextOrder += 1 }
            return Self.insert(action, at: due, order: state.nextOrder, context: context, into: &state)
        }
    }

    /// Schedules a periodic timer's tick `action` to run when the clock reaches `due`
    /// nanoseconds, in the place `earlier` (its previous tick, if any) has among work due at the
    /// same instant, as if scheduled when `earlier` was.
    ///
    /// This is how a periodic timer arms its next tick. On a device a dispatch timer ticks on
    /// the grid of its start, while one-off work scheduled later for the same instant is late by
    /// the real time spent meanwhile; so of two periodic timers due together the older ticks
    /// first, and a timer's tick comes before work scheduled after the timer started. Measured
    /// with RxSwift 6.10.2 on Linux (two `interval`s, one made later or inside the other's tick;
    /// an `interval` beside a chain of `asyncAfter`s): the older timer first every time.
    ///
    /// A timer's ticks carry no `CarriedContext`: each starts something new.
    @discardableResult
    public func scheduleTick(at due: Int64, after earlier: Ticket?, _ action: @escaping () -> Void) -> Ticket {
        guard let earlier else { return schedule(at: due, context: 0, action) }
        return state.withLock { state in Self.insert(action, at: due, order: earlier.order, context: 0, into: &state) }
    }

    private static func insert(
        _ action: @escaping () -> Void, at due: Int64, order: Int, context: Int, into state: inout State
    ) -> Ticket {
        let ticket = Ticket(action: action, order: order, context: context)
        state.queue.insert(Item(due: max(due, state.now), order: order, ticket: ticket))
        return ticket
    }

    /// Schedules `action` to run `delay` nanoseconds from now.
    @discardableResult
    public func schedule(after delay: Int64, _ action: @escaping () -> Void) -> Ticket {
        schedule(at: now.addingReportingOverflow(max(delay, 0)).partialValue, action)
    }

    /// Runs, in order, the work due up to `target` nanoseconds, each at its own time, then sets
    /// the clock to `target`. Work scheduled meanwhile runs too when it falls due by `target`.
    public func advance(to target: Int64) {
        while let ticket = takeDue(upTo: target) {
            CarriedContext.run(with: ticket.context, ticket.action)
        }
        state.withLock {
            $0.now = max($0.now, target)
            currentTime.store($0.now, ordering: .releasing)
        }
    }

    /// Moves the clock `delta` nanoseconds forward, running what falls due.
    public func advance(by delta: Int64) {
        advance(to: now.addingReportingOverflow(max(delta, 0)).partialValue)
    }

    /// Runs work until nothing is scheduled or the next work is due after `limit`; returns
    /// whether the clock is idle.
    public func runUntilIdle(limit: Int64) -> Bool {
        while let due = nextDue, due <= limit {
            advance(to: due)
        }
        return nextDue == nil
    }

    private func takeDue(upTo target: Int64) -> Ticket? {
        state.withLock { state in
            while let first = state.queue.min, first.due <= target {
                state.queue.removeMin()
                if first.ticket.isCancelled { continue }
                state.now = max(state.now, first.due)
                currentTime.store(state.now, ordering: .releasing)
                return first.ticket
            }
            return nil
        }
    }
}
