import Foundation

/// How a virtual-time scheduler's own units of time relate to real dates and intervals.
public protocol VirtualTimeConverterType {
    /// The scheduler's unit for a point in time.
    associatedtype VirtualTimeUnit
    /// The scheduler's unit for a span of time.
    associatedtype VirtualTimeIntervalUnit

    /// The date of a virtual time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time of a date.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The seconds of a virtual interval.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual interval of a number of seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// How two virtual times compare.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison {
    /// The first is earlier.
    case lessThan
    /// They are the same time.
    case equal
    /// The first is later.
    case greaterThan
}

/// A scheduler whose clock moves only when told to: work runs in order of its due time, and
/// the clock jumps to each due time as it runs. Nothing waits on the wall clock.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// A point in virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span of virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    private var running = false
    private var queue: [VirtualSchedulerItem<VirtualTime>] = []
    private var nextID = 0

    /// The current virtual time.
    public private(set) var clock: VirtualTime

    /// The current virtual time, as a date.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// Whether `start` or `advanceTo` is running work.
    @_spi(Playground) public var isRunning: Bool { running }

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        clock = initialClock
        self.converter = converter
    }

    /// Schedules `action` at the current virtual time (after the work already due then).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` `dueTime` after the current virtual time.
    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = now.addingDispatchInterval(dueTime)
        let absolute = converter.convertToVirtualTime(time)
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absolute), action: action)
    }

    /// Schedules `action` `dueTime` virtual units after the current virtual time.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at virtual time `time`.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualSchedulerItem(time: time, id: nextID, invocable: ScheduledItem(state: state, action: action))
        nextID += 1
        var index = queue.count
        while index > 0 && isLater(queue[index - 1], than: item) { index -= 1 }
        queue.insert(item, at: index)
        return item.invocable
    }

    /// Where a subclass may move a due time, e.g. to simulate processing delay.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs all scheduled work, moving the clock to each due time, until none is left or `stop`
    /// is called.
    public func start() {
        if running { return }
        running = true
        while running, let item = nextItem() {
            if converter.compareVirtualTime(item.time, clock) == .greaterThan { clock = item.time }
            item.invocable.invoke()
        }
        running = false
    }

    /// Stops `start` after the work that is running now.
    public func stop() {
        running = false
    }

    /// Runs the work due up to `virtualTime`, then sets the clock to it (as in RxSwift, also
    /// when `virtualTime` is in the past). Does nothing while the scheduler is running.
    public func advanceTo(_ virtualTime: VirtualTime) {
        if running { return }
        running = true
        while running, let item = nextItem(dueBy: virtualTime) {
            if converter.compareVirtualTime(item.time, clock) == .greaterThan { clock = item.time }
            item.invocable.invoke()
        }
        clock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        clock = converter.offsetVirtualTime(clock, offset: virtualInterval)
    }

    /// The number of scheduled actions not yet run or cancelled.
    @_spi(Playground) public var pendingCount: Int { queue.filter { !$0.invocable.isDisposed }.count }

    /// The due times of the queued actions, cancelled ones included, in due order.
    var queuedDueTimes: [VirtualTime] { queue.map(\.time) }

    /// The due time of the next action not cancelled, if any.
    @_spi(Playground) public var nextDueTime: VirtualTime? {
        queue.first { !$0.invocable.isDisposed }?.time
    }

    private func isLater(_ lhs: VirtualSchedulerItem<VirtualTime>, than rhs: VirtualSchedulerItem<VirtualTime>) -> Bool {
        converter.compareVirtualTime(lhs.time, rhs.time) == .greaterThan
    }

    private func nextItem(dueBy limit: VirtualTime? = nil) -> VirtualSchedulerItem<VirtualTime>? {
        while let first = queue.first {
            if first.invocable.isDisposed {
                queue.removeFirst()
                continue
            }
            if let limit, converter.compareVirtualTime(first.time, limit) == .greaterThan { return nil }
            queue.removeFirst()
            return first
        }
        return nil
    }
}

struct VirtualSchedulerItem<Time> {
    let time: Time
    let id: Int
    let invocable: InvocableItem & Cancelable
}
